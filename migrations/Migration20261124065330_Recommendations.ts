import { Migration } from '@mikro-orm/migrations';

export class Migration20261124065330_Recommendations extends Migration {

  override name = 'Migration20261124065330_Recommendations';

  override up(): void | Promise<void> {
    this.addSql(`create table "product_popularity" ("scope" varchar(8) not null, "product_id" int not null, "score" int not null, primary key ("scope", "product_id"));`);

    this.addSql(`create index "products_category_stock_newest_index" on "products" ("category", ("in_stock" and "inventory" > 0), "created_at", "id");`);
    this.addSql(`create index "products_stock_newest_index" on "products" (("in_stock" and "inventory" > 0), "created_at", "id");`);
    this.addSql(`create index "products_featured_stock_newest_index" on "products" (("in_stock" and "inventory" > 0), "created_at", "id") where "featured";`);
    this.addSql(`create index "products_tags_index" on "products" using gin ("tags");`);

    this.addSql(`create index "orders_created_at_country_index" on "orders" ("created_at") include ("id", "customer_country");`);

    this.addSql(`create index "order_items_created_at_sales_index" on "order_items" ("created_at") include ("order_id", "product_id", "quantity");`);

    this.addSql(`create index "cart_items_created_at_product_index" on "cart_items" ("created_at") include ("product_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "product_popularity" cascade;`);

    this.addSql(`drop index "cart_items_created_at_product_index";`);

    this.addSql(`drop index "order_items_created_at_sales_index";`);

    this.addSql(`drop index "orders_created_at_country_index";`);

    this.addSql(`drop index "products_category_stock_newest_index";`);
    this.addSql(`drop index "products_stock_newest_index";`);
    this.addSql(`drop index "products_featured_stock_newest_index";`);
    this.addSql(`drop index "products_tags_index";`);
  }

}
