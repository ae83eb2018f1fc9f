import { Migration } from '@mikro-orm/migrations';

export class Migration20261128034855_CatalogueTranslations extends Migration {

  override name = 'Migration20261128034855_CatalogueTranslations';

  override up(): void | Promise<void> {
    this.addSql(`create table "category_translations" ("category_id" int not null, "locale" varchar(2) not null, "name" varchar(100) null, "description" text null, "updated_by" varchar(255) null, "updated_at" timestamptz not null default now(), primary key ("category_id", "locale"));`);
    this.addSql(`alter table "category_translations" add constraint "category_translations_locale_name_unique" unique ("locale", "name");`);

    this.addSql(`create table "product_translations" ("product_id" int not null, "locale" varchar(2) not null, "title" varchar(255) null, "description" text null, "title_needs_review" boolean not null default false, "description_needs_review" boolean not null default false, "search_text" text generated always as ((lower((COALESCE(title, ''::character varying))::text) || chr(10)) || lower(COALESCE(description, ''::text))) stored not null, "updated_by" varchar(255) null, "updated_at" timestamptz not null default now(), primary key ("product_id", "locale"));`);
    this.addSql(`create index "product_translations_search_text_trgm_index" on "product_translations" using gin ("search_text" gin_trgm_ops);`);

    this.addSql(`alter table "admin_audit" drop constraint "admin_audit_target_type_check";`);
    this.addSql(`alter table "admin_audit" add constraint "admin_audit_target_type_check" check (target_type in ('customer', 'premium_tier', 'whitelist_entry', 'coupon', 'order', 'return_request', 'contact_message', 'catalogue', 'product', 'category', 'printify_product', 'email'));`);

    this.addSql(`alter table "products" add "name_keys" jsonb not null default '{}';`);
    this.addSql(`create index "products_name_de_index" on "products" (coalesce(("name_keys" ->> 'de'), lower(("title")::text)), "id") include ("search_text", "hidden", "title", "name_keys");`);
    this.addSql(`create index "products_name_fr_index" on "products" (coalesce(("name_keys" ->> 'fr'), lower(("title")::text)), "id") include ("search_text", "hidden", "title", "name_keys");`);
    this.addSql(`create index "products_name_es_index" on "products" (coalesce(("name_keys" ->> 'es'), lower(("title")::text)), "id") include ("search_text", "hidden", "title", "name_keys");`);
    this.addSql(`create index "products_name_it_index" on "products" (coalesce(("name_keys" ->> 'it'), lower(("title")::text)), "id") include ("search_text", "hidden", "title", "name_keys");`);

    this.addSql(`alter table "category_listings" add "name_keys" jsonb not null default '{}';`);
    this.addSql(`create index "category_listings_name_de_index" on "category_listings" ("category", coalesce(("name_keys" ->> 'de'), ("name_key")::text), "product_id");`);
    this.addSql(`create index "category_listings_name_fr_index" on "category_listings" ("category", coalesce(("name_keys" ->> 'fr'), ("name_key")::text), "product_id");`);
    this.addSql(`create index "category_listings_name_es_index" on "category_listings" ("category", coalesce(("name_keys" ->> 'es'), ("name_key")::text), "product_id");`);
    this.addSql(`create index "category_listings_name_it_index" on "category_listings" ("category", coalesce(("name_keys" ->> 'it'), ("name_key")::text), "product_id");`);

    this.addSql(`alter table "category_translations" add constraint "category_translations_category_id_foreign" foreign key ("category_id") references "categories" ("id") on delete cascade;`);
    this.addSql(`alter table "category_translations" add constraint "category_translations_locale_check" check (locale in ('de', 'fr', 'es', 'it'));`);
    this.addSql(`create or replace function "catalogue_revise"() returns trigger language plpgsql as \$\$ begin
  insert into catalogue_revisions (id, revision) values (1, gen_random_uuid())
  on conflict (id) do update set revision = excluded.revision;   return null; end \$\$;`);
    this.addSql(`create trigger "category_translations_revise" after insert or update of name or delete or truncate on "category_translations" for each statement execute function "catalogue_revise"();`);

    this.addSql(`alter table "product_translations" add constraint "product_translations_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);
    this.addSql(`alter table "product_translations" add constraint "product_translations_locale_check" check (locale in ('de', 'fr', 'es', 'it'));`);
    this.addSql(`create or replace function "product_translations_product_translations_name_keys_fn"() returns trigger language plpgsql as \$\$ begin
  update products p
     set name_keys = coalesce((select jsonb_object_agg(t.locale, lower(t.title)) from product_translations t where t.product_id = p.id and t.title is not null), '{}'::jsonb)
   where p.id = coalesce(new.product_id, old.product_id);   return null; end \$\$;`);
    this.addSql(`create trigger "product_translations_name_keys" after insert or delete or update of title on "product_translations" for each row execute function "product_translations_product_translations_name_keys_fn"();`);
    this.addSql(`create or replace function "catalogue_revise"() returns trigger language plpgsql as \$\$ begin
  insert into catalogue_revisions (id, revision) values (1, gen_random_uuid())
  on conflict (id) do update set revision = excluded.revision;   return null; end \$\$;`);
    this.addSql(`create trigger "product_translations_revise" after insert or delete or truncate on "product_translations" for each statement execute function "catalogue_revise"();`);
    this.addSql(`create or replace function "catalogue_revise"() returns trigger language plpgsql as \$\$ begin
  insert into catalogue_revisions (id, revision) values (1, gen_random_uuid())
  on conflict (id) do update set revision = excluded.revision;   return null; end \$\$;`);
    this.addSql(`create trigger "product_translations_revise_matches" after update of title, description on "product_translations" for each statement execute function "catalogue_revise"();`);

    // A retitle in another language re-sorts the product's listings too. (The schema diff compares
    // triggers by name only, so the changed trigger is written here by hand.)
    this.addSql(`drop trigger if exists "products_relist" on "products";`);
    this.addSql(`create trigger "products_relist" after update of category, created_at, title, price, variants, name_keys on "products" for each row
  when ((old.category, old.created_at, old.title, old.sort_price, old.name_keys) is distinct from (new.category, new.created_at, new.title, new.sort_price, new.name_keys)) execute function "products_products_relist_fn"();`);

    this.addSql(`drop function if exists "refresh_category_listings"(integer[]);`);

    this.addSql(`create or replace function "refresh_category_listings"("product_ids" integer[]) returns integer language sql as \$\$ with wanted as (
    select p.category, p.id as product_id, p.created_at, p.sort_price, lower(p.title) as name_key, p.name_keys
      from products p where p.id = any(product_ids) and p.category is not null
    union
    select c.name, p.id, p.created_at, p.sort_price, lower(p.title), p.name_keys
      from products p join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id
     where p.id = any(product_ids)
  ), stale as (
    delete from category_listings l
     where l.product_id = any(product_ids)
       and not exists (select 1 from wanted w where w.category = l.category and w.product_id = l.product_id)
  ), written as (
  insert into category_listings (category, product_id, created_at, sort_price, name_key, name_keys)
  select category, product_id, created_at, sort_price, name_key, name_keys from wanted
  on conflict (category, product_id) do update
     set created_at = excluded.created_at, sort_price = excluded.sort_price, name_key = excluded.name_key, name_keys = excluded.name_keys
   where (category_listings.created_at, category_listings.sort_price, category_listings.name_key, category_listings.name_keys)
         is distinct from (excluded.created_at, excluded.sort_price, excluded.name_key, excluded.name_keys)
  returning 1
  )
  select count(*)::integer from written \$\$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "category_translations_revise" on "category_translations";`);
    this.addSql(`drop function if exists "category_translations_category_translations_revise_fn"();`);
    this.addSql(`drop table if exists "category_translations" cascade;`);
    this.addSql(`drop trigger if exists "product_translations_name_keys" on "product_translations";`);
    this.addSql(`drop function if exists "product_translations_product_translations_name_keys_fn"();`);
    this.addSql(`drop trigger if exists "product_translations_revise" on "product_translations";`);
    this.addSql(`drop function if exists "product_translations_product_translations_revise_fn"();`);
    this.addSql(`drop trigger if exists "product_translations_revise_matches" on "product_translations";`);
    this.addSql(`drop function if exists "product_translations_product_translations_revise_matches_fn"();`);
    this.addSql(`drop table if exists "product_translations" cascade;`);

    this.addSql(`alter table "admin_audit" drop constraint "admin_audit_target_type_check";`);
    this.addSql(`alter table "admin_audit" add constraint "admin_audit_target_type_check" check ("target_type" in ('customer', 'premium_tier', 'whitelist_entry', 'coupon', 'order', 'return_request', 'contact_message', 'catalogue', 'printify_product', 'email'));`);

    this.addSql(`drop index "category_listings_name_de_index";`);
    this.addSql(`drop index "category_listings_name_fr_index";`);
    this.addSql(`drop index "category_listings_name_es_index";`);
    this.addSql(`drop index "category_listings_name_it_index";`);
    this.addSql(`alter table "category_listings" drop column "name_keys";`);

    this.addSql(`drop trigger if exists "products_relist" on "products";`);
    this.addSql(`create trigger "products_relist" after update of category, created_at, title, price, variants on "products" for each row
  when ((old.category, old.created_at, old.title, old.sort_price) is distinct from (new.category, new.created_at, new.title, new.sort_price)) execute function "products_products_relist_fn"();`);
    this.addSql(`drop index "products_name_de_index";`);
    this.addSql(`drop index "products_name_fr_index";`);
    this.addSql(`drop index "products_name_es_index";`);
    this.addSql(`drop index "products_name_it_index";`);
    this.addSql(`alter table "products" drop column "name_keys";`);

    this.addSql(`drop function if exists "product_sort_price"(jsonb, numeric);`);

    this.addSql(`create or replace function "product_sort_price"("variants" jsonb, "price" numeric) returns numeric security invoker immutable language sql as \$\$ select coalesce(
    (select min(nullif(case when item ->> 'price' ~ '^[0-9]{1,8}([.][0-9]{1,2}){0,1}\$' then (item ->> 'price')::numeric end, 0))
       from jsonb_array_elements(case when jsonb_typeof(variants) = 'array' then variants else '[]'::jsonb end) as item),
    price) \$\$;`);

    this.addSql(`drop function if exists "refresh_category_listings"(integer[]);`);

    this.addSql(`create or replace function "refresh_category_listings"("product_ids" integer[]) returns integer security invoker volatile language sql as \$\$ with wanted as (
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
  }

}
