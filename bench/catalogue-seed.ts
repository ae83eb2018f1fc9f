import type pg from 'pg';
import { DEMO_CATEGORIES } from '../server/seed/demo-catalogue.ts';
import { createRng, type Rng } from '../src/seeded-random.ts';

/**
 * A catalogue of the size the shop must stay fast at, written by set-based SQL (a few seconds for
 * thousands of rows, where entity inserts would take minutes). Titles and descriptions mix a small
 * vocabulary so searches match a realistic share of products; each product has the sizes of one
 * shape, as the demo's prints do (server/seed/demo-catalogue.ts), with prices rising by size, and a
 * palette of 3 to 5 tones of one scene, so each of /shop's filters (orientation, wall width, colour,
 * price) keeps a realistic share of the prints. sort_price, orientation, min_width_in and the palette's
 * product_colours fill themselves in.
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
 * The shapes' size families, width by height in inches, smallest first (the demo's, with a square
 * one, which the demo lacks); a print offers a run of one of them. Weighted as a catalogue of
 * photographs and paintings leans: mostly landscape, panoramic and square the rare shapes.
 */
const FAMILIES: readonly { weight: number; sizes: readonly (readonly [number, number])[] }[] = [
  { weight: 30, sizes: [[24, 16], [36, 24], [48, 32], [60, 40]] },
  { weight: 20, sizes: [[24, 18], [32, 24], [40, 30], [48, 36]] },
  { weight: 22, sizes: [[12, 18], [16, 24], [32, 48], [40, 60]] },
  { weight: 15, sizes: [[12, 16], [18, 24], [30, 40]] },
  { weight: 8, sizes: [[12, 12], [20, 20], [30, 30], [40, 40]] },
  { weight: 5, sizes: [[40, 20], [60, 30], [72, 36]] },
];

/**
 * The tones of a few kinds of scene, muted and bright: a print's palette is drawn from one scene, so
 * its colours go together, and each of /shop's swatches (src/colour-swatches.ts) matches a share of
 * the catalogue as a real one would, not all of it (from 8 % of the prints for grey to 22 % for cream).
 */
const SCENES: readonly (readonly string[])[] = [
  // Dusk over a city.
  ['1f2d4f', '8fa0d8', '7d5a8c', 'e8a07a', 'f2c14e', 'e0c0d0', 'b0506e'],
  // Sea and harbour.
  ['2f6f73', '3b8fb5', '8fc9e0', 'b8e0e8', '0f7eaa', '6fa8a0', 'e0d3b0'],
  // Desert.
  ['b5553a', 'e09a5b', 'f0d9b0', '8a3b2a', '7fb3e0', '4d2e1f', 'e8c070'],
  // Forest.
  ['5c6b3f', '1f3d2b', '3f7a4a', '4a3a2c', 'a8c8a0', '9bbf5a', '6e4a2a'],
  // City by night.
  ['40486a', '141821', 'f0c040', '9c4a3a', '2c3e6b', '6a5acd', 'd060a0'],
  // Snow and glacier.
  ['ffffff', 'c4e0f0', '5f9fd0', '4f5e70', 'a0b8c8', '9fd0d8'],
  // Meadow and orchard.
  ['6b9a2e', 'f0d040', 'f0a0b0', '90c8f0', '8a6a3a', 'b0d070', 'c03050'],
  // Autumn and vineyard.
  ['6b2737', '5a3a5a', 'd8a030', 'c06020', '80a040', '3b3350', 'e07040'],
  // Tropical.
  ['00a0a0', '40c080', 'ff8060', 'ffe070', '2080c0', 'f0f0a0', 'a04080'],
  // Abstract, bright.
  ['e03030', '3050e0', 'f0e020', '101010', 'a0a0ff', '20a060', 'ff70a0'],
];

/** Each colour of a palette strays this far from its scene's tone, per RGB channel, as no two pictures share a colour exactly. */
const TONE_JITTER = 14;

interface DrawnPrint {
  variants: object[];
  palette: { hex: string; share: number }[];
  price: string;
  priceRange: string;
  dimensions: string;
}

const inches = ([width, height]: readonly [number, number]) => `${width}"x${height}"`;

/** Print number `i`'s sizes, prices and palette, from a generator of its own: the same print at any catalogue size. */
function drawPrint(i: number): DrawnPrint {
  const rng = createRng(`bench-print-${i}`);
  const family = weighted(rng, FAMILIES).sizes;
  // Some prints start above the family's smallest size (statement pieces), some stop below its largest.
  const first = family.length > 2 && rng.chance(0.25) ? 1 : 0;
  const last = family.length - (family.length - first > 2 && rng.chance(0.3) ? 2 : 1);
  const sizes = family.slice(first, last + 1);
  const base = 49 + ((i * 7919) % 150);
  const prices = sizes.map((_, s) => base + 25 * (first + s + 1));
  const chosen = Math.floor((sizes.length - 1) / 2);
  const variants = sizes.map((size, s) => ({
    id: `size-${first + s + 1}`,
    size: inches(size),
    price: `${prices[s]}.00`,
    isDefault: s === chosen,
    mockupImages: ['/art/products/sample.svg'],
    dimensions: null,
  }));

  const scene = [...rng.pick(SCENES)];
  const count = rng.int(3, 5);
  const weights = Array.from({ length: count }, () => rng.range(0.3, 1.5)).sort((a, b) => b - a);
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const palette = weights.map((weight) => {
    const tone = scene.splice(rng.int(0, scene.length - 1), 1)[0]!;
    const channels = [0, 2, 4].map((at) => Math.min(255, Math.max(0, parseInt(tone.slice(at, at + 2), 16) + rng.int(-TONE_JITTER, TONE_JITTER))));
    return { hex: `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`, share: Math.round((weight / sum) * 1000) / 1000 };
  });
  return {
    variants,
    palette,
    price: `${prices[0]}.00`,
    priceRange: `$${prices[0]}.00 - $${prices.at(-1)}.00`,
    dimensions: inches(sizes[chosen]!),
  };
}

/** One of the items, each as likely as its weight. */
function weighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  let left = rng.next() * items.reduce((total, item) => total + item.weight, 0);
  return items.find((item) => (left -= item.weight) < 0) ?? items.at(-1)!;
}

/** Products written per statement: their drawn sizes and palettes travel as array parameters. */
const BATCH = 10_000;

/**
 * Adds products number from + 1 to `to` of the same catalogue: growing one in steps (bench/catalogue-scale.ts)
 * gives the very rows that seeding the larger size at once would.
 */
export async function growLargeCatalogue(pool: pg.Pool, from: number, to: number): Promise<void> {
  for (let start = from; start < to; start += BATCH) {
    const prints = Array.from({ length: Math.min(BATCH, to - start) }, (_, n) => drawPrint(start + n + 1));
    await pool.query(
      `with words as (
         select array['Harbour', 'Desert', 'Canal', 'Skyline', 'Meadow', 'Lighthouse', 'Dunes', 'Cathedral', 'Forest', 'Bridge',
                      'Mesa', 'Lagoon', 'Minaret', 'Vineyard', 'Glacier', 'Orchard'] as nouns,
                array['Quiet', 'Golden', 'Misty', 'Amber', 'Silver', 'Evening', 'Northern', 'Painted'] as moods,
                $1::text[] as categories
       ), drawn as (
         select $2::int + n as i, variants, palette, price, price_range, dimensions
           from unnest($3::jsonb[], $4::jsonb[], $5::numeric[], $6::text[], $7::text[])
                with ordinality as d(variants, palette, price, price_range, dimensions, n)
       )
       insert into products (title, description, price, price_range, image_url, mockup_images, category, dimensions,
                             in_stock, inventory, featured, tags, variants, palette, created_at, updated_at)
       select
         w.moods[1 + i % 8] || ' ' || w.nouns[1 + (i / 8) % 16] || ' No. ' || i,
         'A ' || lower(w.moods[1 + (i / 3) % 8]) || ' view of the ' || lower(w.nouns[1 + (i / 5) % 16])
           || ', printed with archival inks on gallery-wrapped canvas and hand-stretched over a pine frame.',
         price,
         price_range,
         '/art/products/sample.svg',
         array['/art/products/sample.svg', '/art/mockups/sample-room.svg'],
         w.categories[1 + i % array_length(w.categories, 1)],
         dimensions,
         i % 17 <> 0,
         i % 40,
         i % 50 = 0,
         array[lower(w.nouns[1 + (i / 8) % 16]), lower(w.moods[1 + i % 8])],
         variants,
         palette,
         now() - i * interval '37 minutes',
         now() - i * interval '37 minutes'
       from drawn, words w
       order by i`,
      [
        CATEGORIES,
        start,
        prints.map((print) => JSON.stringify(print.variants)),
        prints.map((print) => JSON.stringify(print.palette)),
        prints.map((print) => print.price),
        prints.map((print) => print.priceRange),
        prints.map((print) => print.dimensions),
      ],
    );
  }
  await pool.query(
    `insert into product_categories (product_id, category_id)
     select p.id, c.id from products p join categories c on c.name = p.category
      where not exists (select 1 from product_categories pc where pc.product_id = p.id)`,
  );
  // A live catalogue has been vacuumed: index-only scans (the count) need the visibility map.
  await pool.query('vacuum analyze');
}
