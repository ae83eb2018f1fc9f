import { Migration } from '@mikro-orm/migrations';

/** The back office's audit trail, append-only (audit/admin-audit.entity.ts). */
export class Migration20261126152251_AdminAudit extends Migration {

  override name = 'Migration20261126152251_AdminAudit';

  override up(): void | Promise<void> {
    this.addSql(`create table "admin_audit" ("id" serial primary key, "created_at" timestamptz not null default now(), "actor_email" varchar(255) not null, "actor_role" varchar(20) not null, "action" varchar(60) not null, "target_type" varchar(40) not null, "target_id" varchar(140) not null, "before" jsonb null, "after" jsonb null);`);
    this.addSql(`create index "admin_audit_target_type_target_id_id_index" on "admin_audit" ("target_type", "target_id", "id");`);
    this.addSql(`create index "admin_audit_action_id_index" on "admin_audit" ("action", "id");`);

    this.addSql(`alter table "admin_audit" add constraint "admin_audit_actor_role_check" check (actor_role in ('admin', 'support'));`);
    this.addSql(`alter table "admin_audit" add constraint "admin_audit_action_check" check (action ~ '^[a-z_]+\\.[a-z_]+\$');`);
    this.addSql(`alter table "admin_audit" add constraint "admin_audit_target_type_check" check (target_type in ('customer', 'whitelist_entry', 'coupon', 'order', 'return_request', 'contact_message', 'catalogue', 'printify_product', 'email'));`);
    this.addSql(`create or replace function "admin_audit_admin_audit_append_only_fn"() returns trigger language plpgsql as \$\$ begin
  raise exception 'The audit trail is append-only: its rows cannot be changed or removed.' using errcode = 'insufficient_privilege'; end \$\$;`);
    this.addSql(`create trigger "admin_audit_append_only" before update or delete or truncate on "admin_audit" for each statement execute function "admin_audit_admin_audit_append_only_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "admin_audit_append_only" on "admin_audit";`);
    this.addSql(`drop function if exists "admin_audit_admin_audit_append_only_fn"();`);
    this.addSql(`drop table if exists "admin_audit" cascade;`);
  }

}
