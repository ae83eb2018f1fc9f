import { Routine } from '@mikro-orm/core';

/**
 * The price the catalogue sorts by (spec section 9): the lowest positive variant price, else the
 * product price. It backs the generated column `products.sort_price`, so PostgreSQL keeps the column
 * right for every write path (entities, raw SQL, bulk loads) and the price sorts can use a btree index.
 *
 * A generated column may not hold a subquery, but it may call an IMMUTABLE function that does.
 * Variant prices that are not plain decimals are skipped rather than cast, so one malformed variant
 * never makes a product unwritable. The column depends on this function: changing the body needs a
 * migration that drops the column, replaces the function and adds the column again.
 */
export const ProductSortPrice = new Routine({
  name: 'product_sort_price',
  type: 'function',
  language: 'sql',
  deterministic: true,
  params: {
    variants: { type: 'jsonb' },
    price: { type: 'numeric' },
  },
  returns: { runtimeType: 'string', columnType: 'numeric' },
  body: `select coalesce(
    (select min(nullif(case when item ->> 'price' ~ '^[0-9]{1,8}([.][0-9]{1,2}){0,1}$' then (item ->> 'price')::numeric end, 0))
       from jsonb_array_elements(case when jsonb_typeof(variants) = 'array' then variants else '[]'::jsonb end) as item),
    price)`,
});
