import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Overview } from '../../src/admin-overview.ts';
import type { App } from '../app.ts';
import type { User } from '../modules/user/user.entity.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { query } from '../test/checkout-fixtures.ts';
import { resetDatabase } from '../test/database.ts';
import { ADMIN_EMAIL, callerFor, createUser, testApp, testClock } from '../test/helpers.ts';
import { sessionCookieFor } from '../test/return-fixtures.ts';

/**
 * GET /api/admin/overview and admin.overview: the Overview tab's figures, checked against a set of
 * orders whose totals are worked out by hand below, over HTTP and tRPC against real PostgreSQL.
 */

let app: App;
// 10:00 in New York on Tuesday 10 November 2026 (EST, since 1 November).
const clock = testClock(new Date('2026-11-10T15:00:00Z'));

beforeAll(async () => {
  app = await testApp({ clock });
});
afterAll(() => app.close());
beforeEach(resetDatabase);

const get = (url: string, cookie: string | null) => app.inject({ method: 'GET', url, cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });
const adminCookie = async () => sessionCookieFor(app, await createUser({ email: ADMIN_EMAIL }));

async function product(title: string, variants: { id: string; size: string }[]) {
  const [row] = await query<{ id: number }>(
    `insert into products (title, description, price, category, inventory, variants) values (?, 'A print.', 50, 'Abstract', 5, ?) returning id`,
    [title, JSON.stringify(variants.map((variant) => ({ ...variant, price: '50.00', isDefault: false, mockupImages: [], dimensions: null })))],
  );
  return row!.id;
}

interface Seed {
  number: string;
  at: string;
  total: string;
  refunded?: string;
  status?: string;
  user?: User;
  country?: string;
  currency?: [string, string];
  line: [productId: number, variantId: string | null, quantity: number, price: string];
}

/** An order as checkout and refunds leave it (amounts in US dollars), with one line. */
async function order({ number, at, total, refunded = '0.00', status = 'paid', user, country = 'US', currency = ['USD', '1'], line }: Seed) {
  const [row] = await query<{ id: number }>(
    `insert into orders (order_number, user_id, guest_email, status, subtotal, tax, shipping, total, amount_refunded, currency, exchange_rate,
                         customer_country, shipping_address, created_at)
     values (?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?) returning id`,
    [
      number,
      user?.id ?? null,
      user ? null : `${number.toLowerCase()}@example.com`,
      status,
      total,
      total,
      refunded,
      ...currency,
      country,
      JSON.stringify({ firstName: 'Grace', lastName: 'Hopper', email: '', address: '1 Quay', city: 'Leeds', state: '', zipCode: 'LS1', country }),
      at,
    ],
  );
  const [item] = await query<{ id: number }>(
    'insert into order_items (order_id, product_id, variant_id, quantity, price, created_at) values (?, ?, ?, ?, ?, ?) returning id',
    [row!.id, ...line, at],
  );
  return { orderId: row!.id, itemId: item!.id };
}

/**
 * The range 2-4 November 2026 (New York days, EST: UTC-5) and the three days before it, 30 October
 * to 1 November. Hand-worked figures for the range: six orders whose payment was taken (A, B, C, D,
 * E, J), placed for 1008 + 200 + 300 + 150 + 40 + 80 = 1778.00, of which 200 + 50 + 80 = 330.00 was
 * refunded: net 1448.00, 296.33 an order. (A's 1008.00 sorts first only as a number, not as text.)
 */
async function seedKnownSales() {
  const ada = await createUser({ email: 'ada@example.com', clientType: 'interior_designer', premiumStatus: 'gold', createdAt: new Date('2026-11-02T10:00:00Z') });
  const ben = await createUser({ email: 'ben@example.com', clientType: 'hotel_decor', createdAt: new Date('2026-10-31T10:00:00Z') });
  // 23:00 on 4 November in New York: a new customer of the range, though 5 November in UTC.
  const cy = await createUser({ email: 'cy@example.com', clientType: null, premiumStatus: 'silver', createdAt: new Date('2026-11-05T04:00:00Z') });
  const harbour = await product('Harbour at Dusk', [
    { id: '24x16', size: '24"x16"' },
    { id: '36x24', size: '36"x24"' },
  ]);
  const dunes = await product('Dunes', [{ id: '24x16', size: '24"x16"' }]);
  const quay = await product('Quay', []);

  await order({ number: 'CL-A', at: '2026-11-02T15:00:00Z', total: '1008.00', user: ada, line: [harbour, '24x16', 2, '50.00'] });
  await order({ number: 'CL-B', at: '2026-11-03T12:00:00Z', total: '200.00', refunded: '200.00', status: 'refunded', country: 'GB', line: [dunes, '24x16', 1, '185.19'] });
  const partly = await order({
    number: 'CL-C',
    at: '2026-11-04T20:00:00Z',
    total: '300.00',
    refunded: '50.00',
    status: 'partially_refunded',
    user: ben,
    country: 'DE',
    line: [harbour, '36x24', 3, '90.00'],
  });
  // Paid in euros at 0.92 a dollar: it counts as the 150.00 dollars it was worth, not 138.
  await order({ number: 'CL-D', at: '2026-11-03T18:00:00Z', total: '150.00', status: 'delivered', country: 'FR', currency: ['EUR', '0.920000'], line: [dunes, '24x16', 1, '140.00'] });
  // 23:30 on 4 November in New York.
  await order({ number: 'CL-E', at: '2026-11-05T04:30:00Z', total: '40.00', line: [quay, null, 1, '40.00'] });
  // Cancelled after payment: refunded in full, so an order that counts for nothing.
  await order({ number: 'CL-J', at: '2026-11-04T12:00:00Z', total: '80.00', refunded: '80.00', status: 'cancelled', user: cy, country: 'CA', line: [quay, null, 1, '80.00'] });
  // Not sales: a bank debit still clearing, and one that failed.
  await order({ number: 'CL-H', at: '2026-11-03T12:00:00Z', total: '500.00', status: 'pending', line: [quay, null, 1, '500.00'] });
  await order({ number: 'CL-I', at: '2026-11-03T12:00:00Z', total: '600.00', status: 'cancelled', line: [quay, null, 1, '600.00'] });
  // 23:59 on 1 November in New York: the day before the range.
  await order({ number: 'CL-F', at: '2026-11-02T04:59:00Z', total: '70.00', line: [quay, null, 1, '70.00'] });
  // Midnight starting 5 November in New York: the day after.
  await order({ number: 'CL-G', at: '2026-11-05T05:00:00Z', total: '999.00', line: [quay, null, 1, '999.00'] });

  await query(`insert into return_requests (order_id, order_item_id, customer_email, reason, status, created_at) values (?, ?, 'ben@example.com', 'defective', 'pending', ?)`, [
    partly.orderId,
    partly.itemId,
    '2026-11-04T14:00:00Z',
  ]);
  return { harbour, dunes, quay };
}

describe('GET /api/admin/overview', () => {
  it('answers the figures of a range and the days before it, net of refunds, in dollars, by New York days', async () => {
    const { harbour, dunes, quay } = await seedKnownSales();
    const answer = await get('/api/admin/overview?from=2026-11-02&to=2026-11-04', await adminCookie());
    expect(answer.statusCode).toBe(200);
    const overview = answer.json<Overview>();

    expect(overview.range).toEqual({ from: '2026-11-02', to: '2026-11-04', days: 3 });
    expect(overview.previousRange).toEqual({ from: '2026-10-30', to: '2026-11-01' });
    expect(overview.totals).toEqual({ netRevenue: '1448.00', orders: 6, averageOrderValue: '296.33', refunds: '330.00', newCustomers: 2, returnRequests: 1 });
    // The admin signed up today, outside both ranges.
    expect(overview.previousTotals).toEqual({ netRevenue: '70.00', orders: 1, averageOrderValue: '70.00', refunds: '0.00', newCustomers: 1, returnRequests: 0 });
    expect(overview.daily).toEqual([
      { day: '2026-11-02', orders: 1, netRevenue: '1008.00' },
      { day: '2026-11-03', orders: 2, netRevenue: '150.00' },
      { day: '2026-11-04', orders: 3, netRevenue: '290.00' },
    ]);
    expect(overview.byClientType).toEqual([
      { clientType: 'interior_designer', orders: 1, netRevenue: '1008.00' },
      { clientType: 'hotel_decor', orders: 1, netRevenue: '250.00' },
      { clientType: 'guest', orders: 3, netRevenue: '190.00' },
      { clientType: 'unknown', orders: 1, netRevenue: '0.00' },
    ]);
    expect(overview.byCountry).toEqual([
      { country: 'US', orders: 2, netRevenue: '1048.00' },
      { country: 'DE', orders: 1, netRevenue: '250.00' },
      { country: 'FR', orders: 1, netRevenue: '150.00' },
      { country: 'CA', orders: 1, netRevenue: '0.00' },
      { country: 'GB', orders: 1, netRevenue: '0.00' },
    ]);
    expect(overview.topPrints).toEqual([
      { productId: harbour, title: 'Harbour at Dusk', quantity: 5, sales: '370.00' },
      { productId: dunes, title: 'Dunes', quantity: 2, sales: '325.19' },
      { productId: quay, title: 'Quay', quantity: 2, sales: '120.00' },
    ]);
    expect(overview.topSizes).toEqual([
      { size: '24"x16"', quantity: 4, sales: '425.19' },
      { size: '36"x24"', quantity: 3, sales: '270.00' },
      { size: null, quantity: 2, sales: '120.00' },
    ]);
    expect(overview.byTier).toEqual([
      { tier: 'none', orders: 1, netRevenue: '250.00' },
      { tier: 'silver', orders: 1, netRevenue: '0.00' },
      { tier: 'gold', orders: 1, netRevenue: '1008.00' },
      { tier: 'guest', orders: 3, netRevenue: '190.00' },
    ]);
  });

  it('covers the last 30 days to today by default, and from a day to today', async () => {
    const cookie = await adminCookie();
    const fallback = (await get('/api/admin/overview', cookie)).json<Overview>();
    expect(fallback.range).toEqual({ from: '2026-10-12', to: '2026-11-10', days: 30 });
    expect(fallback.previousRange).toEqual({ from: '2026-09-12', to: '2026-10-11' });
    expect(fallback.daily).toHaveLength(30);
    expect(fallback.totals).toEqual({ netRevenue: '0.00', orders: 0, averageOrderValue: '0.00', refunds: '0.00', newCustomers: 0, returnRequests: 0 });
    expect((await get('/api/admin/overview?from=2026-11-01', cookie)).json<Overview>().range).toEqual({ from: '2026-11-01', to: '2026-11-10', days: 10 });
    expect((await get('/api/admin/overview?to=2026-06-30', cookie)).json<Overview>().range).toEqual({ from: '2026-06-01', to: '2026-06-30', days: 30 });
  });

  it('refuses a range backwards, longer than a year and a day, or of days that are not days, with 400 and why', async () => {
    const cookie = await adminCookie();
    const refused = async (search: string) => {
      const answer = await get(`/api/admin/overview${search}`, cookie);
      expect(answer.statusCode).toBe(400);
      return answer.json<{ message: string }>().message;
    };
    expect(await refused('?from=2026-11-04&to=2026-11-02')).toContain('To must not be before From');
    expect(await refused('?from=2025-01-01&to=2026-01-02')).toContain('Choose at most 366 days');
    expect(await refused('?from=2024-01-01')).toContain('Choose at most 366 days');
    expect(await refused('?from=2026-02-30')).toContain('From is not a day of the calendar');
    expect(await refused('?to=yesterday')).toContain('To must be a date such as 2026-11-26');
    expect(await refused('?limit=5')).toMatch(/limit/i);
    // A leap year and a day is the longest range.
    expect((await get('/api/admin/overview?from=2024-01-01&to=2024-12-31', cookie)).statusCode).toBe(200);
  });

  it('answers 401 without a session and 403 to a customer, over HTTP and tRPC', async () => {
    const nobody = await get('/api/admin/overview', null);
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toEqual({ message: 'Please sign in to continue.' });
    const customer = await createUser();
    const refused = await get('/api/admin/overview', await sessionCookieFor(app, customer));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This area is for shop staff only.' });
    await expect((await callerFor(null, { services: app.services })).admin.overview({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect((await callerFor(customer, { services: app.services })).admin.overview({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers the same through tRPC', async () => {
    await seedKnownSales();
    const caller = await callerFor(await createUser({ email: ADMIN_EMAIL }), { services: app.services });
    const overview = await caller.admin.overview({ from: '2026-11-02', to: '2026-11-04' });
    expect(overview.totals.netRevenue).toBe('1448.00');
    expect(overview.daily.map((day) => day.netRevenue)).toEqual(['1008.00', '150.00', '290.00']);
  });
});
