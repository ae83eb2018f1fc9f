import type pg from 'pg';
import { DEMO_CATEGORIES } from '../server/seed/demo-catalogue.ts';

/**
 * A catalogue of the size the shop must stay fast at, written by set-based SQL (a few seconds for
 * thousands of rows, where entity inserts would take minutes). Titles and descriptions mix a small
 * vocabulary so searches match a realistic share of products; each product has 3 to 6 sizes with
 * prices rising by size, and sort_price fills itself in.
 */
export async function seedLargeCatalogue(pool: pg.Pool, products: number): Promise<void> {
  await pool.query(
    `insert into categories (name, description, image_url)
     select name, 'A collection for the benchmark.', null from unnest($1::text[]) as name`,
    [CATEGORIES],
  );
  await growLargeCatalogue(pool, 0, products);
}

const CATEGORIES = DEMO_CATEGORIES.map((category) => category.name);

/**
 * Adds products number from + 1 to `to` of the same catalogue: growing one in steps (bench/catalogue-scale.ts)
 * gives the very rows that seeding the larger size at once would.
 */
export async function growLargeCatalogue(pool: pg.Pool, from: number, to: number): Promise<void> {
  await pool.query(
    `with words as (
       select array['Harbour', 'Desert', 'Canal', 'Skyline', 'Meadow', 'Lighthouse', 'Dunes', 'Cathedral', 'Forest', 'Bridge',
                    'Mesa', 'Lagoon', 'Minaret', 'Vineyard', 'Glacier', 'Orchard'] as nouns,
              array['Quiet', 'Golden', 'Misty', 'Amber', 'Silver', 'Evening', 'Northern', 'Painted'] as moods,
              $1::text[] as categories,
              array['12"x8"', '18"x12"', '24"x16"', '30"x20"', '36"x24"', '48"x32"'] as sizes
     ), numbered as (
       select i, 3 + i % 4 as size_count, 49 + (i * 7919) % 150 as base_price from generate_series($3::int + 1, $2::int) as i
     )
     insert into products (title, description, price, price_range, image_url, mockup_images, category, dimensions,
                           in_stock, inventory, featured, tags, variants, created_at, updated_at)
     select
       w.moods[1 + i % 8] || ' ' || w.nouns[1 + (i / 8) % 16] || ' No. ' || i,
       'A ' || lower(w.moods[1 + (i / 3) % 8]) || ' view of the ' || lower(w.nouns[1 + (i / 5) % 16])
         || ', printed with archival inks on gallery-wrapped canvas and hand-stretched over a pine frame.',
       (base_price + 25)::numeric(10,2),
       '$' || base_price || '.00 - $' || (base_price + 25 * size_count) || '.00',
       '/art/products/sample.svg',
       array['/art/products/sample.svg', '/art/mockups/sample-room.svg'],
       w.categories[1 + i % array_length(w.categories, 1)],
       w.sizes[2],
       i % 17 <> 0,
       i % 40,
       i % 50 = 0,
       array[lower(w.nouns[1 + (i / 8) % 16]), lower(w.moods[1 + i % 8])],
       (select jsonb_agg(jsonb_build_object(
                 'id', 'size-' || s, 'size', w.sizes[s], 'price', (base_price + 25 * s)::numeric(10,2)::text,
                 'isDefault', s = 2, 'mockupImages', jsonb_build_array('/art/products/sample.svg'), 'dimensions', null)
               order by s)
          from generate_series(1, size_count) as s),
       now() - i * interval '37 minutes',
       now() - i * interval '37 minutes'
     from numbered, words w`,
    [CATEGORIES, to, from],
  );
  await pool.query(
    `insert into product_categories (product_id, category_id)
     select p.id, c.id from products p join categories c on c.name = p.category
      where not exists (select 1 from product_categories pc where pc.product_id = p.id)`,
  );
  // A live catalogue has been vacuumed: index-only scans (the count) need the visibility map.
  await pool.query('vacuum analyze');
}
