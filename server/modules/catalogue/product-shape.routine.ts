import { Routine } from '@mikro-orm/core';

/**
 * A print's shape and its narrowest size, what /shop's orientation and "fits my wall" filters match
 * (products.orientation, products.min_width_in), from its sizes: generated columns, as sort_price is
 * (product-sort-price.routine.ts), so every write path keeps them right. A size reads as its first two
 * numbers, width then height (`24"x16"`, src/size-chart.ts normaliseSize); one that does not is skipped.
 * The columns depend on these functions: a new body needs a migration that drops and adds them again.
 */

/** The sizes as (width, height, default) rows: the shared start of both functions. */
const SIZES = `select (m[1])::numeric as width, (m[2])::numeric as height, coalesce((item ->> 'isDefault')::boolean, false) as is_default
       from jsonb_array_elements(case when jsonb_typeof(variants) = 'array' then variants else '[]'::jsonb end) as item,
            regexp_match(item ->> 'size', '([0-9]{1,4}(?:[.][0-9]{1,2})?)[^0-9.]+([0-9]{1,4}(?:[.][0-9]{1,2})?)') as m
      where m is not null and (m[2])::numeric > 0`;

/** From the default size (else the first that reads): panoramic from 1.9 wide to 1 high, square within 5 %, else landscape or portrait (src/catalogue-options.ts ORIENTATIONS). */
export const ProductOrientation = new Routine({
  name: 'product_orientation',
  type: 'function',
  language: 'sql',
  deterministic: true,
  params: { variants: { type: 'jsonb' } },
  returns: { runtimeType: 'string', columnType: 'text' },
  body: `select case when ratio >= 1.9 then 'panoramic' when ratio between 0.95 and 1.05 then 'square' when ratio > 1 then 'landscape' else 'portrait' end
  from (select width / height as ratio from (${SIZES}) sizes order by is_default desc limit 1) shape`,
});

/** The narrowest width offered, in inches: a print fits a wall at least that wide. */
export const ProductMinWidthIn = new Routine({
  name: 'product_min_width_in',
  type: 'function',
  language: 'sql',
  deterministic: true,
  params: { variants: { type: 'jsonb' } },
  returns: { runtimeType: 'string', columnType: 'numeric' },
  body: `select min(width) from (${SIZES}) sizes`,
});
