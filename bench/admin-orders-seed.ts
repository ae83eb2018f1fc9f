import type pg from 'pg';
import { CLIENT_TYPE_VALUES } from '../src/client-types.ts';

/**
 * A back office's history for the admin benchmarks (admin-orders.ts, admin-overview.ts), written by
 * set-based SQL into the bench shop's database: `customers` accounts (tiers and client types spread
 * over them, signed up over the same days) and `orders` orders evenly over 1,060 days from
 * 2024-01-01, a fifth of them the accounts', the rest guests'. Statuses as a running shop has them,
 * with the refunded amounts their status says; one order in ten paid in euros or pounds (the total
 * in dollars, as checkout keeps it). Each order has one line of one of 24 prints in three sizes.
 * Draws are seeded, so every run writes the same history.
 */
export async function seedAdminOrders(pool: pg.Pool, { orders, customers }: { orders: number; customers: number }): Promise<void> {
  await pool.query('select setseed(0.23)');
  await pool.query(
    `insert into users (email, first_name, last_name, premium_status, client_type, created_at)
     select 'customer' || i || '@example.com', 'First' || i, 'Last' || i, (array['none','none','none','silver','gold'])[1 + i % 5],
            case when i % 7 <> 0 then ($2::text[])[1 + i % array_length($2::text[], 1)] end,
            timestamptz '2024-01-01' + (i::float / $1) * interval '1060 days'
     from generate_series(1, $1::int) as i`,
    [customers, CLIENT_TYPE_VALUES],
  );
  const { rows } = await pool.query<{ min: number }>('select min(id) as min from users');
  await pool.query(
    `insert into orders (order_number, user_id, guest_email, status, subtotal, tax, shipping, discount, total, amount_refunded, currency, exchange_rate,
                         customer_country, shipping_address, created_at, updated_at)
     select 'CL-' || lpad(to_hex(i), 8, '0'), case when i % 5 = 0 then $2::int + (i / 5) % $3::int end,
            case when i % 5 <> 0 then 'guest' || i || '@example.com' end,
            status, 240.00, 19.20, 0, 0, 259.20,
            case status when 'refunded' then 259.20 when 'partially_refunded' then 50.00 else 0 end,
            (array['USD','USD','USD','USD','USD','USD','USD','USD','EUR','GBP'])[1 + (i / 3) % 10],
            (array[1,1,1,1,1,1,1,1,0.92,0.79])[1 + (i / 3) % 10],
            (array['US','US','US','US','GB','CA','DE','FR','AU','JP'])[1 + (i / 7) % 10],
            jsonb_build_object('firstName', 'Name' || i, 'lastName', 'Surname' || (i % 9973), 'email', 'guest' || i || '@example.com',
                               'address', '1 Bench Street', 'city', 'Miami', 'state', 'FL', 'zipCode', '33139', 'country', 'US'),
            at, at
     from (select i, timestamptz '2024-01-01' + (i::float / $1) * interval '1060 days' as at,
                  (array['delivered','delivered','delivered','shipped','in_production','paid','partially_refunded','refunded','cancelled','pending'])[1 + i % 10] as status
           from generate_series(1, $1::int) as i) as g`,
    [orders, rows[0]!.min, customers],
  );
  await pool.query(
    `insert into products (title, description, price, category, inventory, variants)
     select 'Bench print ' || n, 'A print.', 120, 'Abstract', 5,
            '[{"id":"24x16","size":"24\\"x16\\"","price":"120.00"},{"id":"36x24","size":"36\\"x24\\"","price":"180.00"},{"id":"48x32","size":"48\\"x32\\"","price":"260.00"}]'::jsonb
     from generate_series(1, 24) as n`,
  );
  const { rows: products } = await pool.query<{ min: number }>('select min(id) as min from products');
  // A few prints and the smallest size sell most (the square of a draw favours low numbers).
  await pool.query(
    `insert into order_items (order_id, product_id, variant_id, quantity, price, created_at)
     select o.id, $1::int + floor(24 * random() ^ 2)::int, (array['24x16','24x16','36x24','48x32'])[1 + floor(4 * random())::int],
            1 + o.id % 2, 120.00, o.created_at
     from orders o`,
    [products[0]!.min],
  );
  await pool.query('vacuum analyze users, orders, order_items, products');
}
