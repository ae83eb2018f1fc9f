import { Migration } from '@mikro-orm/migrations';

/** Gift cards and their append-only ledger (gift-cards/), what a card paid of an order and of a refund, and the audit trail's new target. */
export class Migration20261128235641_GiftCards extends Migration {

  override name = 'Migration20261128235641_GiftCards';

  override up(): void | Promise<void> {
    this.addSql(`create table "gift_cards" ("id" serial primary key, "code_hash" varchar(64) null, "last4" varchar(4) null, "initial_cents" int not null, "balance_cents" int not null, "currency" varchar(3) not null default 'USD', "recipient_email" varchar(255) not null, "recipient_name" varchar(100) null, "sender_name" varchar(100) null, "message" varchar(300) null, "locale" varchar(2) not null, "order_id" int null, "issued_by" varchar(255) null, "deliver_at" timestamptz not null, "delivered_at" timestamptz null, "voided_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "gift_cards" add constraint "gift_cards_code_hash_unique" unique ("code_hash");`);
    this.addSql(`create index "gift_cards_order_id_index" on "gift_cards" ("order_id");`);
    this.addSql(`create index "gift_cards_deliver_at_index" on "gift_cards" ("deliver_at");`);

    this.addSql(`create table "gift_card_entries" ("id" serial primary key, "gift_card_id" int not null, "kind" varchar(10) not null, "amount_cents" int not null, "balance_after_cents" int not null, "order_id" int null, "note" varchar(500) null, "actor_email" varchar(255) null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "gift_card_entries_order_id_index" on "gift_card_entries" ("order_id");`);
    this.addSql(`create index "gift_card_entries_gift_card_id_id_index" on "gift_card_entries" ("gift_card_id", "id");`);

    this.addSql(`alter table "orders" add "gift_card_amount" numeric(10,2) not null default '0.00';`);
    this.addSql(`alter table "order_refunds" add "gift_card_amount" numeric(10,2) not null default '0.00';`);

    this.addSql(`alter table "admin_audit" drop constraint "admin_audit_target_type_check";`);
    this.addSql(`alter table "admin_audit" add constraint "admin_audit_target_type_check" check (target_type in ('customer', 'premium_tier', 'whitelist_entry', 'coupon', 'gift_card', 'order', 'return_request', 'contact_message', 'catalogue', 'product', 'category', 'printify_product', 'email'));`);

    this.addSql(`alter table "gift_cards" add constraint "gift_cards_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete restrict;`);
    this.addSql(`alter table "gift_cards" add constraint "gift_cards_balance_check" check (balance_cents >= 0);`);
    this.addSql(`alter table "gift_cards" add constraint "gift_cards_code_check" check ((code_hash is null) = (last4 is null));`);
    this.addSql(`alter table "gift_cards" add constraint "gift_cards_locale_check" check (locale in ('en', 'de', 'fr', 'es', 'it'));`);

    this.addSql(`alter table "gift_card_entries" add constraint "gift_card_entries_gift_card_id_foreign" foreign key ("gift_card_id") references "gift_cards" ("id") on delete restrict;`);
    this.addSql(`alter table "gift_card_entries" add constraint "gift_card_entries_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete restrict;`);
    this.addSql(`alter table "gift_card_entries" add constraint "gift_card_entries_kind_check" check (kind in ('issued', 'spent', 'refunded', 'adjusted', 'voided'));`);
    this.addSql(`create or replace function "gift_card_entries_append_only_fn"() returns trigger language plpgsql as \$\$ begin
  raise exception 'The gift card ledger is append-only: its rows cannot be changed or removed.' using errcode = 'insufficient_privilege'; end \$\$;`);
    this.addSql(`create trigger "gift_card_entries_append_only" before update or delete or truncate on "gift_card_entries" for each statement execute function "gift_card_entries_append_only_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "order_refunds" drop column "gift_card_amount";`);
    this.addSql(`alter table "orders" drop column "gift_card_amount";`);
    this.addSql(`drop table if exists "gift_card_entries" cascade;`);
    this.addSql(`drop function if exists "gift_card_entries_append_only_fn"();`);
    this.addSql(`drop table if exists "gift_cards" cascade;`);

    this.addSql(`alter table "admin_audit" drop constraint "admin_audit_target_type_check";`);
    this.addSql(`alter table "admin_audit" add constraint "admin_audit_target_type_check" check ("target_type" in ('customer', 'premium_tier', 'whitelist_entry', 'coupon', 'order', 'return_request', 'contact_message', 'catalogue', 'product', 'category', 'printify_product', 'email'));`);
  }

}
