import { Migration } from '@mikro-orm/migrations';

export class Migration20261124074645_CatalogueScale extends Migration {

  override name = 'Migration20261124074645_CatalogueScale';

  override up(): void | Promise<void> {
    this.addSql(`create table "catalogue_revisions" ("id" smallint not null, "revision" uuid not null, primary key ("id"));`);

    this.addSql(`create table "category_listings" ("category" varchar(100) not null, "product_id" int not null, "created_at" timestamptz not null, "sort_price" numeric(10,2) not null, "name_key" varchar(255) not null, primary key ("category", "product_id"));`);
    this.addSql(`create index "category_listings_newest_index" on "category_listings" ("category", "created_at", "product_id");`);
    this.addSql(`create index "category_listings_price_index" on "category_listings" ("category", "sort_price", "product_id");`);
    this.addSql(`create index "category_listings_name_index" on "category_listings" ("category", "name_key", "product_id");`);
    this.addSql(`create index "category_listings_product_index" on "category_listings" ("product_id");`);

    // The listings' refresh comes first: every trigger below calls it.
    this.addSql(`create or replace function "refresh_category_listings"("product_ids" integer[]) returns integer language sql as \$\$ with wanted as (
    select p.category, p.id as product_id, p.created_at, p.sort_price, lower(p.title) as name_key
      from products p where p.id = any(product_ids) and p.category is not null
    union
    select c.name, p.id, p.created_at, p.sort_price, lower(p.title)
      from products p join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id
     where p.id = any(product_ids)
  ), stale as (
    delete from category_listings l
     where l.product_id = any(product_ids)
       and not exists (select 1 from wanted w where w.category = l.category and w.product_id = l.product_id)
  ), written as (
  insert into category_listings (category, product_id, created_at, sort_price, name_key)
  select category, product_id, created_at, sort_price, name_key from wanted
  on conflict (category, product_id) do update
     set created_at = excluded.created_at, sort_price = excluded.sort_price, name_key = excluded.name_key
   where (category_listings.created_at, category_listings.sort_price, category_listings.name_key)
         is distinct from (excluded.created_at, excluded.sort_price, excluded.name_key)
  returning 1
  )
  select count(*)::integer from written \$\$;`);

    this.addSql(`create or replace function "categories_categories_relist_fn"() returns trigger language plpgsql as \$\$ begin
  perform 1 from products where id in (select product_id from product_categories where category_id = new.id) order by id for no key update;   perform refresh_category_listings(array(select product_id from product_categories where category_id = new.id));   return null; end \$\$;`);
    this.addSql(`create trigger "categories_relist" after update of name on "categories" for each row when (old.name is distinct from new.name) execute function "categories_categories_relist_fn"();`);
    this.addSql(`create or replace function "catalogue_revise"() returns trigger language plpgsql as \$\$ begin
  insert into catalogue_revisions (id, revision) values (1, gen_random_uuid())
  on conflict (id) do update set revision = excluded.revision;   return null; end \$\$;`);
    this.addSql(`create trigger "categories_revise" after update of name or delete or truncate on "categories" for each statement execute function "catalogue_revise"();`);

    this.addSql(`drop index "products_description_trgm_index";`);
    this.addSql(`drop index "products_title_trgm_index";`);
    this.addSql(`alter table "products" add "search_text" text generated always as ((lower((title)::text) || chr(10)) || lower(COALESCE(description, ''::text))) stored not null;`);
    // The sort indexes carry search_text, so a search's page is picked in the index alone.
    this.addSql(`drop index "products_created_at_id_index";`);
    this.addSql(`create index "products_created_at_id_index" on "products" ("created_at" desc, "id" desc) include ("search_text");`);
    this.addSql(`drop index "products_sort_price_id_index";`);
    this.addSql(`create index "products_sort_price_id_index" on "products" ("sort_price", "id") include ("search_text");`);
    this.addSql(`drop index "products_name_sort_index";`);
    this.addSql(`create index "products_name_sort_index" on "products" (lower("title"), "id") include ("search_text");`);
    this.addSql(`create index "products_search_text_trgm_index" on "products" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create or replace function "products_products_list_fn"() returns trigger language plpgsql as \$\$ begin
  perform refresh_category_listings(array(select id from written));   return null; end \$\$;`);
    this.addSql(`create trigger "products_list" after insert on "products" referencing new table as written for each statement execute function "products_products_list_fn"();`);
    this.addSql(`create or replace function "products_products_relist_fn"() returns trigger language plpgsql as \$\$ begin
  perform refresh_category_listings(array(select new.id));   return null; end \$\$;`);
    this.addSql(`create trigger "products_relist" after update of category, created_at, title, price, variants on "products" for each row
  when ((old.category, old.created_at, old.title, old.sort_price) is distinct from (new.category, new.created_at, new.title, new.sort_price)) execute function "products_products_relist_fn"();`);
    this.addSql(`create or replace function "catalogue_revise"() returns trigger language plpgsql as \$\$ begin
  insert into catalogue_revisions (id, revision) values (1, gen_random_uuid())
  on conflict (id) do update set revision = excluded.revision;   return null; end \$\$;`);
    this.addSql(`create trigger "products_revise" after insert or delete or truncate on "products" for each statement execute function "catalogue_revise"();`);
    this.addSql(`create or replace function "catalogue_revise"() returns trigger language plpgsql as \$\$ begin
  insert into catalogue_revisions (id, revision) values (1, gen_random_uuid())
  on conflict (id) do update set revision = excluded.revision;   return null; end \$\$;`);
    this.addSql(`create trigger "products_revise_matches" after update of title, description, category on "products" for each statement execute function "catalogue_revise"();`);

    this.addSql(`create or replace function "product_categories_product_categories_list_fn"() returns trigger language plpgsql as \$\$ begin
  perform 1 from products where id in (select product_id from written) order by id for no key update;   perform refresh_category_listings(array(select product_id from written));   return null; end \$\$;`);
    this.addSql(`create trigger "product_categories_list" after insert on "product_categories" referencing new table as written for each statement execute function "product_categories_product_categories_list_fn"();`);
    this.addSql(`create or replace function "product_categories_product_categories_relist_fn"() returns trigger language plpgsql as \$\$ begin
  perform 1 from products where id in (select product_id from written union select product_id from old_rows) order by id for no key update;   perform refresh_category_listings(array(select product_id from written union select product_id from old_rows));   return null; end \$\$;`);
    this.addSql(`create trigger "product_categories_relist" after update on "product_categories" referencing old table as old_rows new table as written for each statement execute function "product_categories_product_categories_relist_fn"();`);
    this.addSql(`create or replace function "product_categories_product_categories_unlist_fn"() returns trigger language plpgsql as \$\$ begin
  perform 1 from products where id in (select product_id from old_rows) order by id for no key update;   perform refresh_category_listings(array(select product_id from old_rows));   return null; end \$\$;`);
    this.addSql(`create trigger "product_categories_unlist" after delete on "product_categories" referencing old table as old_rows for each statement execute function "product_categories_product_categories_unlist_fn"();`);
    this.addSql(`create or replace function "catalogue_revise"() returns trigger language plpgsql as \$\$ begin
  insert into catalogue_revisions (id, revision) values (1, gen_random_uuid())
  on conflict (id) do update set revision = excluded.revision;   return null; end \$\$;`);
    this.addSql(`create trigger "product_categories_revise" after insert or update or delete or truncate on "product_categories" for each statement execute function "catalogue_revise"();`);

    this.addSql(`alter table "catalogue_revisions" add constraint "catalogue_revisions_id_check" check (id = 1);`);

    this.addSql(`alter table "category_listings" add constraint "category_listings_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);

    // The catalogue as it stands gets its listings once; the triggers keep them from here on.
    this.addSql(`select refresh_category_listings(array(select id from products));`);
    this.addSql(`insert into catalogue_revisions (id, revision) values (1, gen_random_uuid());`);

  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "catalogue_revisions" cascade;`);
    this.addSql(`drop table if exists "category_listings" cascade;`);

    this.addSql(`drop trigger if exists "categories_relist" on "categories";`);
    this.addSql(`drop function if exists "categories_categories_relist_fn"();`);
    this.addSql(`drop trigger if exists "categories_revise" on "categories";`);
    this.addSql(`drop function if exists "categories_categories_revise_fn"();`);

    this.addSql(`drop trigger if exists "product_categories_list" on "product_categories";`);
    this.addSql(`drop function if exists "product_categories_product_categories_list_fn"();`);
    this.addSql(`drop trigger if exists "product_categories_relist" on "product_categories";`);
    this.addSql(`drop function if exists "product_categories_product_categories_relist_fn"();`);
    this.addSql(`drop trigger if exists "product_categories_unlist" on "product_categories";`);
    this.addSql(`drop function if exists "product_categories_product_categories_unlist_fn"();`);
    this.addSql(`drop trigger if exists "product_categories_revise" on "product_categories";`);
    this.addSql(`drop function if exists "product_categories_product_categories_revise_fn"();`);

    this.addSql(`drop index "products_search_text_trgm_index";`);
    this.addSql(`drop trigger if exists "products_list" on "products";`);
    this.addSql(`drop function if exists "products_products_list_fn"();`);
    this.addSql(`drop trigger if exists "products_relist" on "products";`);
    this.addSql(`drop function if exists "products_products_relist_fn"();`);
    this.addSql(`drop trigger if exists "products_revise" on "products";`);
    this.addSql(`drop function if exists "products_products_revise_fn"();`);
    this.addSql(`drop trigger if exists "products_revise_matches" on "products";`);
    this.addSql(`drop function if exists "products_products_revise_matches_fn"();`);
    this.addSql(`alter table "products" drop column "search_text";`);
    // Dropping the column dropped the sort indexes that carried it.
    this.addSql(`create index "products_created_at_id_index" on "products" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "products_sort_price_id_index" on "products" ("sort_price", "id");`);
    this.addSql(`create index "products_name_sort_index" on "products" (lower("title"), "id");`);
    this.addSql(`create index "products_description_trgm_index" on "products" using gin ("description" gin_trgm_ops);`);
    this.addSql(`create index "products_title_trgm_index" on "products" using gin ("title" gin_trgm_ops);`);

    this.addSql(`drop function if exists "refresh_category_listings"(integer[]);`);
  }

}
