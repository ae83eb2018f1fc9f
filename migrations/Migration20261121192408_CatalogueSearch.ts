import { Migration } from '@mikro-orm/migrations';

export class Migration20261121192408_CatalogueSearch extends Migration {

  override name = 'Migration20261121192408_CatalogueSearch';

  override up(): void | Promise<void> {
    // The trigram indexes need pg_trgm, and the generated column needs its function: both come first.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create or replace function "product_sort_price"("variants" jsonb, "price" numeric) returns numeric immutable language sql as \$\$ select coalesce(
    (select min(nullif(case when item ->> 'price' ~ '^[0-9]{1,8}([.][0-9]{1,2}){0,1}\$' then (item ->> 'price')::numeric end, 0))
       from jsonb_array_elements(case when jsonb_typeof(variants) = 'array' then variants else '[]'::jsonb end) as item),
    price) \$\$;`);

    this.addSql(`alter table "products" add "sort_price" numeric(10,2) generated always as (product_sort_price(variants, price)) stored not null;`);
    this.addSql(`create index "products_sort_price_id_index" on "products" ("sort_price", "id");`);
    this.addSql(`create index "products_name_sort_index" on "products" (lower("title"), "id");`);
    this.addSql(`create index "products_title_trgm_index" on "products" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index "products_description_trgm_index" on "products" using gin ("description" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "products_sort_price_id_index";`);
    this.addSql(`drop index "products_name_sort_index";`);
    this.addSql(`drop index "products_title_trgm_index";`);
    this.addSql(`drop index "products_description_trgm_index";`);
    this.addSql(`alter table "products" drop column "sort_price";`);

    this.addSql(`drop function if exists "product_sort_price"(jsonb, numeric);`);
  }

}
