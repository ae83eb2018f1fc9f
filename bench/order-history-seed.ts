import type pg from 'pg';

/** Where the benchmark's orders ship: a few big markets and a long tail, as a shop's history looks. */
const COUNTRIES: ReadonlyArray<readonly [string, number]> = [
  ['US', 40],
  ['GB', 12],
  ['CA', 8],
  ['DE', 8],
  ['FR', 6],
  ['AU', 6],
  ['NL', 4],
  ['IT', 4],
  ['ES', 4],
  ['SE', 3],
  ['JP', 3],
  ['AE', 2],
];

/**
 * An order history for the recommendations benchmark, written by set-based SQL: `lines` order lines
 * in orders of two or three lines, spread evenly over `days`, shipped to COUNTRIES by their weights.
 * A few prints sell far more than the rest (the cube of a uniform draw favours low ids), as they do
 * in a real shop. Also `cartLines` cart lines added over the last 60 days. Draws are seeded, so every
 * run writes the same history.
 */
export async function seedOrderHistory(pool: pg.Pool, options: { lines: number; days: number; cartLines: number }): Promise<void> {
  const { rows } = await pool.query<{ min: number; max: number }>('select min(id) as min, max(id) as max from products');
  const { min, max } = rows[0]!;
  const codes = COUNTRIES.map(([code]) => code);
  // Cumulative weights: an order's country is the first whose bound its draw falls under.
  const bounds = COUNTRIES.map((_, index) => COUNTRIES.slice(0, index + 1).reduce((sum, [, weight]) => sum + weight, 0));
  const total = bounds.at(-1)!;
  const orders = Math.ceil((options.lines * 2) / 5);
  const client = await pool.connect();
  try {
    await client.query('select setseed(0.42)');
    await client.query(
      `insert into orders (order_number, status, subtotal, tax, shipping, discount, total, customer_country,
                           shipping_address, created_at, updated_at)
       select 'BENCH-' || i, 'paid', 240.00, 19.20, 0, 0, 259.20,
              (select code from unnest($1::text[], $2::int[]) as w(code, bound) where w.bound > draw order by w.bound limit 1),
              '{"line1": "1 Bench Street", "city": "Miami", "country": "US"}'::jsonb,
              at, at
       from (select i, random() * $3 as draw, now() - random() * $4 * interval '1 day' as at
             from generate_series(1, $5::int) as i) as drawn`,
      [codes, bounds, total, options.days, orders],
    );
    // Line j belongs to the order numbered floor((j - 1) * 2 / 5) + 1: two or three lines each.
    await client.query(
      `insert into order_items (order_id, product_id, variant_id, quantity, price, created_at)
       select o.id, $1::int + floor(power(random(), 3) * ($2::int - $1::int + 1))::int, 'size-2', 1 + (j % 3 = 0)::int, 120.00, o.created_at
       from generate_series(1, $3::int) as j
       join orders o on o.order_number = 'BENCH-' || ((j - 1) * 2 / 5 + 1)`,
      [min, max, options.lines],
    );
    await client.query(
      `insert into cart_items (session_id, product_id, variant_id, quantity, created_at, updated_at)
       select 'bench-session-' || j, $1::int + floor(power(random(), 3) * ($2::int - $1::int + 1))::int, 'size-2', 1,
              now() - random() * interval '60 days', now()
       from generate_series(1, $3::int) as j`,
      [min, max, options.cartLines],
    );
  } finally {
    client.release();
  }
  await pool.query('vacuum analyze orders, order_items, cart_items');
}
