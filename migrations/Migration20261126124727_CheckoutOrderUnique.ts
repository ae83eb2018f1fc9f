import { Migration } from '@mikro-orm/migrations';

/**
 * Orders unique per checkout as well as per payment intent: a checkout ends in one order even if a
 * second intent were ever reported for it (order.entity.ts).
 */
export class Migration20261126124727_CheckoutOrderUnique extends Migration {

  override name = 'Migration20261126124727_CheckoutOrderUnique';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" add "checkout_id" varchar(32) null;`);
    this.addSql(`alter table "orders" add constraint "orders_checkout_id_unique" unique ("checkout_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop constraint "orders_checkout_id_unique";`);
    this.addSql(`alter table "orders" drop column "checkout_id";`);
  }

}
