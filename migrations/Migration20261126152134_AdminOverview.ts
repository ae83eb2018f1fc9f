import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's overview and customers: a range of days of orders read from one index alone
 * (status, amounts, customer and country beside the id; it replaces the recommendations' narrower
 * index on the same column), and their lines from the order id's index (what sold beside it), new
 * customers by the day they signed up, and a customer's contact messages by their address in any
 * letter case.
 */
export class Migration20261126152134_AdminOverview extends Migration {

  override name = 'Migration20261126152134_AdminOverview';

  override up(): void | Promise<void> {
    this.addSql(`create index "contact_submissions_email_index" on "contact_submissions" (lower("email"));`);

    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);

    this.addSql(`drop index "orders_created_at_country_index";`);
    this.addSql(`create index "orders_created_at_sales_index" on "orders" ("created_at") include ("id", "customer_country", "status", "total", "amount_refunded", "user_id");`);

    this.addSql(`drop index "order_items_order_id_index";`);
    this.addSql(`create index "order_items_order_id_index" on "order_items" ("order_id") include ("product_id", "variant_id", "quantity", "price");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "contact_submissions_email_index";`);

    this.addSql(`drop index "orders_created_at_sales_index";`);
    this.addSql(`create index "orders_created_at_country_index" on "orders" ("created_at") include ("id", "customer_country");`);

    this.addSql(`drop index "users_created_at_index";`);

    this.addSql(`drop index "order_items_order_id_index";`);
    this.addSql(`create index "order_items_order_id_index" on "order_items" ("order_id");`);
  }

}
