import { Routine, type TriggerDef } from '@mikro-orm/core';

/**
 * Keeps category_listings (category-listing.entity.ts) right: refresh_category_listings recomputes
 * the listing rows of the products it is given from products, product_categories and categories,
 * and the triggers below call it for every write that can change them. Only rows that change are
 * written, so a refresh that finds nothing new costs reads only.
 */
export const RefreshCategoryListings = new Routine({
  name: 'refresh_category_listings',
  type: 'function',
  language: 'sql',
  params: { product_ids: { type: 'integer[]' } },
  // How many listing rows it wrote. (A procedure would do, but CALL takes no subquery for its argument.)
  returns: { runtimeType: 'number', columnType: 'integer' },
  body: `with wanted as (
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
  select count(*)::integer from written`,
});

interface ListingTrigger {
  table: string;
  name: string;
  events: TriggerDef['events'];
  /** The CREATE TRIGGER clauses between the trigger's name and `execute function`. */
  on: string;
  /** A query for the ids of the products whose listings may have changed. */
  products: string;
  /**
   * Lock those products first (as an update of them does) when the write is not to products itself:
   * then a link and a concurrent edit of the same product refresh one after the other, and the later
   * refresh sees both.
   */
  lock?: boolean;
}

/** A trigger and its function, in the form MikroORM creates them (`<table>_<trigger>_fn`). */
function listingTrigger({ table, name, events, on, products, lock = false }: ListingTrigger): TriggerDef {
  const fn = `"${table}_${name}_fn"`;
  const locking = lock ? `perform 1 from products where id in (${products}) order by id for no key update;\n  ` : '';
  return {
    name,
    timing: 'after',
    events,
    expression: `create or replace function ${fn}() returns trigger language plpgsql as $$ begin
  ${locking}perform refresh_category_listings(array(${products}));
  return null;
end $$;
create trigger "${name}" ${on} execute function ${fn}()`,
  };
}

/** Statement triggers read the rows a statement wrote from its transition table, once per statement. */
export const PRODUCT_LISTING_TRIGGERS = [
  listingTrigger({
    table: 'products',
    name: 'products_list',
    events: ['insert'],
    on: 'after insert on "products" referencing new table as written for each statement',
    products: 'select id from written',
  }),
  // A row trigger: the column list and the WHEN clause keep it off the frequent stock updates.
  listingTrigger({
    table: 'products',
    name: 'products_relist',
    events: ['update'],
    on: `after update of category, created_at, title, price, variants, name_keys on "products" for each row
  when ((old.category, old.created_at, old.title, old.sort_price, old.name_keys) is distinct from (new.category, new.created_at, new.title, new.sort_price, new.name_keys))`,
    products: 'select new.id',
  }),
];

export const PRODUCT_CATEGORY_LISTING_TRIGGERS = [
  listingTrigger({
    table: 'product_categories',
    name: 'product_categories_list',
    events: ['insert'],
    on: 'after insert on "product_categories" referencing new table as written for each statement',
    products: 'select product_id from written',
    lock: true,
  }),
  listingTrigger({
    table: 'product_categories',
    name: 'product_categories_relist',
    events: ['update'],
    on: 'after update on "product_categories" referencing old table as old_rows new table as written for each statement',
    products: 'select product_id from written union select product_id from old_rows',
    lock: true,
  }),
  listingTrigger({
    table: 'product_categories',
    name: 'product_categories_unlist',
    events: ['delete'],
    on: 'after delete on "product_categories" referencing old table as old_rows for each statement',
    products: 'select product_id from old_rows',
    lock: true,
  }),
];

export const CATEGORY_LISTING_TRIGGERS = [
  listingTrigger({
    table: 'categories',
    name: 'categories_relist',
    events: ['update'],
    on: 'after update of name on "categories" for each row when (old.name is distinct from new.name)',
    products: 'select product_id from product_categories where category_id = new.id',
    lock: true,
  }),
];
