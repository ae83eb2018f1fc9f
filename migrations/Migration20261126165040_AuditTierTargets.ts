import { Migration } from '@mikro-orm/migrations';

/** The audit trail's targets include a premium tier (an admin's edit of the tier table). */
export class Migration20261126165040_AuditTierTargets extends Migration {

  override name = 'Migration20261126165040_AuditTierTargets';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admin_audit" drop constraint "admin_audit_target_type_check";`);
    this.addSql(`alter table "admin_audit" add constraint "admin_audit_target_type_check" check (target_type in ('customer', 'premium_tier', 'whitelist_entry', 'coupon', 'order', 'return_request', 'contact_message', 'catalogue', 'printify_product', 'email'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_audit" drop constraint "admin_audit_target_type_check";`);
    this.addSql(`alter table "admin_audit" add constraint "admin_audit_target_type_check" check ("target_type" in ('customer', 'whitelist_entry', 'coupon', 'order', 'return_request', 'contact_message', 'catalogue', 'printify_product', 'email'));`);

  }

}
