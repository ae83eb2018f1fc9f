import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { ordersCsv } from '../modules/back-office/orders-csv.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { query } from '../test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { ADMIN_EMAIL, createUser, testApp } from '../test/helpers.ts';
import { sessionCookieFor } from '../test/return-fixtures.ts';

/** GET /api/admin/orders.csv: the Orders tab's list as a spreadsheet file, over HTTP against real PostgreSQL. */

let app: App;

beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());
beforeEach(resetDatabase);

const csv = (search: string, cookie: string | null) =>
  app.inject({ method: 'GET', url: `/api/admin/orders.csv${search}`, cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });
const adminCookie = async () => sessionCookieFor(app, await createUser({ email: ADMIN_EMAIL }));

/** A guest's order of two prints at $50, as checkout writes it. */
async function seed(number: string, { status = 'paid', firstName = 'Grace', createdAt = '2026-11-20T15:00:00Z' } = {}) {
  const [order] = await query<{ id: number }>(
    `insert into orders (order_number, guest_email, status, subtotal, tax, shipping, total, customer_country, shipping_address, created_at)
     values (?, 'guest@example.com', ?, 100, 8, 0, 108, 'US', ?, ?) returning id`,
    [number, status, JSON.stringify({ firstName, lastName: 'Hopper', email: 'guest@example.com', address: '1 Quay', city: 'Miami', state: 'FL', zipCode: '33139', country: 'US' }), createdAt],
  );
  const [product] = await query<{ id: number }>(
    `insert into products (title, description, price, category, inventory, variants) values ('Quay', 'A print.', 50, 'Abstract', 5, '[]') returning id`,
  );
  await query('insert into order_items (order_id, product_id, quantity, price) values (?, ?, 2, 50)', [order!.id, product!.id]);
}

const HEADINGS = 'Order number,Placed (UTC),E-mail,Customer,Guest,Prints,Total (USD),Paid in,Status,Refunded (USD),Tier';

describe('GET /api/admin/orders.csv', () => {
  it('answers 401 without a session and 403 to a customer, with no file', async () => {
    await seed('CL-CSV00001');
    const nobody = await csv('', null);
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toEqual({ message: 'Please sign in to continue.' });
    const customer = await csv('', await sessionCookieFor(app, await createUser({ email: 'ada@example.com' })));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ message: 'This area is for shop staff only.' });
  });

  it('refuses bad filters with 400 and the rule broken', async () => {
    const cookie = await adminCookie();
    const refused = async (search: string) => {
      const answer = await csv(search, cookie);
      expect(answer.statusCode).toBe(400);
      return answer.json<{ message: string }>().message;
    };
    expect(await refused('?from=2026-13-01')).toContain('From is not a day of the calendar');
    expect(await refused('?from=2026-11-20&to=2026-11-01')).toContain('To must not be before From');
    expect(await refused('?status=lost')).toContain('Status must be one of');
    expect(await refused('?cursor=abc')).toContain('cursor');
  });

  it('streams every matching order newest first, a formula-looking name made inert, as an attachment nobody caches', async () => {
    await seed('CL-CSV00001', { firstName: '=HYPERLINK("http://evil.example","Click")' });
    await seed('CL-CSV00002', { firstName: 'Ada, Countess', status: 'refunded' });
    const answer = await csv('', await adminCookie());
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body.split('\r\n')).toEqual([
      HEADINGS,
      'CL-CSV00002,2026-11-20T15:00:00.000Z,guest@example.com,"Ada, Countess Hopper",true,2,108.00,USD,refunded,0.00,',
      `CL-CSV00001,2026-11-20T15:00:00.000Z,guest@example.com,"'=HYPERLINK(""http://evil.example"",""Click"") Hopper",true,2,108.00,USD,paid,0.00,`,
      '',
    ]);
  });

  it('keeps to the filters: a status, and New York days', async () => {
    await seed('CL-CSV00001', { createdAt: '2026-11-21T04:30:00Z' }); // 23:30 on 20 November in New York
    await seed('CL-CSV00002', { createdAt: '2026-11-21T05:30:00Z', status: 'cancelled' });
    const cookie = await adminCookie();
    const numbers = async (search: string) =>
      (await csv(search, cookie)).body
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((row) => row.split(',')[0]);
    expect(await numbers('?from=2026-11-20&to=2026-11-20')).toEqual(['CL-CSV00001']);
    expect(await numbers('?status=cancelled')).toEqual(['CL-CSV00002']);
    expect(await numbers('?q=CL-CSV00002')).toEqual(['CL-CSV00002']);
  });
});

describe('ordersCsv', () => {
  it('reads the orders a batch at a time, each once, down to the oldest', async () => {
    for (let n = 1; n <= 5; n += 1) await seed(`CL-CSV0000${n}`);
    const chunks: string[] = [];
    for await (const chunk of ordersCsv((await testOrm()).em.fork(), { q: undefined }, new Date(), 2)) chunks.push(chunk);
    // The headings, then batches of 2, 2 and 1.
    expect(chunks.map((chunk) => chunk.split('\r\n').filter(Boolean).length)).toEqual([1, 2, 2, 1]);
    expect(chunks.join('').match(/CL-CSV\d+/g)).toEqual(['CL-CSV00005', 'CL-CSV00004', 'CL-CSV00003', 'CL-CSV00002', 'CL-CSV00001']);
  });
});
