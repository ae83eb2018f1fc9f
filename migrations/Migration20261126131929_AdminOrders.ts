import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's order list at a million orders: newest first within a status or a country (a walk down
 * (status, id) or (customer_country, id)), and its search of number, e-mail and name (trigram). The
 * amount refunded so far is kept on the order.
 */
export class Migration20261126131929_AdminOrders extends Migration {

  override name = 'Migration20261126131929_AdminOrders';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" add "amount_refunded" numeric(10,2) not null default '0.00';`);
    this.addSql(`create index "orders_status_id_index" on "orders" ("status", "id");`);
    this.addSql(`create index "orders_customer_country_id_index" on "orders" ("customer_country", "id");`);
    this.addSql(`create index "orders_search_trgm_index" on "orders" using gin ((lower("order_number" || ' ' || coalesce("guest_email", '') || ' ' || coalesce("shipping_address" ->> 'email', '') || ' ' || coalesce("shipping_address" ->> 'firstName', '') || ' ' || coalesce("shipping_address" ->> 'lastName', ''))) gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "orders_status_id_index";`);
    this.addSql(`drop index "orders_customer_country_id_index";`);
    this.addSql(`drop index "orders_search_trgm_index";`);
    this.addSql(`alter table "orders" drop column "amount_refunded";`);
  }

}
