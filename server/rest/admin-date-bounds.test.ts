import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_FILTER_DAY, LAST_FILTER_DAY } from '../../src/admin-orders.ts';
import type { Overview } from '../../src/admin-overview.ts';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { query } from '../test/checkout-fixtures.ts';
import { resetDatabase } from '../test/database.ts';
import { ADMIN_EMAIL, callerFor, createUser, testApp } from '../test/helpers.ts';
import { sessionCookieFor } from '../test/return-fixtures.ts';

/**
 * The days every admin date filter takes, 2000-01-01 to 2100-12-31 (the Overview, the Orders list and
 * its CSV), over HTTP and tRPC: a day outside is a 400 naming the field and the range, answered
 * before anything is read, never a 500, a range of negative days or a file cut off after its headings.
 */

let app: App;

beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());
beforeEach(resetDatabase);

const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: cookie } });
const adminCookie = async () => sessionCookieFor(app, await createUser({ email: ADMIN_EMAIL }));

const PATHS = ['/api/admin/overview', '/api/admin/orders', '/api/admin/orders.csv'];
/** Years 1 and 0 (which JavaScript and PostgreSQL read differently), the days either side of the range, and year 9999. */
const OUTSIDE = ['0001-01-01', '0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31'];
const RANGE = `must be a day from ${FIRST_FILTER_DAY} to ${LAST_FILTER_DAY}`;

async function seedOrder(number: string, createdAt: string) {
  await query(
    `insert into orders (order_number, guest_email, status, subtotal, tax, shipping, total, customer_country, shipping_address, created_at)
     values (?, 'guest@example.com', 'paid', 100, 8, 0, 108, 'US', ?, ?)`,
    [number, JSON.stringify({ firstName: 'Grace', lastName: 'Hopper', address: '1 Quay', city: 'Miami', state: 'FL', zipCode: '33139', country: 'US' }), createdAt],
  );
}

describe('admin date filters', () => {
  it.each(PATHS)('%s answers a day outside 2000-2100 with a JSON 400 naming the field and the range', async (path) => {
    const cookie = await adminCookie();
    for (const day of OUTSIDE) {
      for (const [field, search] of [
        ['from', `from=${day}`],
        ['to', `to=${day}`],
        ['to', `from=2026-01-01&to=${day}`],
      ] as const) {
        const answer = await get(`${path}?${search}`, cookie);
        expect({ search, status: answer.statusCode, type: answer.headers['content-type'] }).toEqual({
          search,
          status: 400,
          type: 'application/json; charset=utf-8',
        });
        const label = field === 'from' ? 'From' : 'To';
        expect(answer.json()).toEqual({ message: `${field}: ${label} ${RANGE}` });
      }
    }
  });

  it('takes the first and the last day, and reads the orders placed on them', async () => {
    // Midday in New York on the first and the last day of the range.
    await seedOrder('CL-FIRST1', '2000-01-01T17:00:00Z');
    await seedOrder('CL-LAST01', '2100-12-31T17:00:00Z');
    const cookie = await adminCookie();

    const first = await get(`/api/admin/overview?from=${FIRST_FILTER_DAY}&to=2000-12-31`, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json<Overview>()).toMatchObject({
      range: { from: FIRST_FILTER_DAY, to: '2000-12-31', days: 366 },
      previousRange: { from: '1998-12-31', to: '1999-12-31' },
      totals: { orders: 1, netRevenue: '108.00' },
    });
    const last = await get(`/api/admin/overview?to=${LAST_FILTER_DAY}`, cookie);
    expect(last.json<Overview>()).toMatchObject({ range: { from: '2100-12-02', to: LAST_FILTER_DAY, days: 30 }, totals: { orders: 1 } });

    const listed = await get(`/api/admin/orders?from=${FIRST_FILTER_DAY}&to=${LAST_FILTER_DAY}`, cookie);
    expect(listed.json<{ orderNumber: string }[]>().map((order) => order.orderNumber)).toEqual(['CL-LAST01', 'CL-FIRST1']);
    const file = await get(`/api/admin/orders.csv?from=${FIRST_FILTER_DAY}&to=${FIRST_FILTER_DAY}`, cookie);
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\r\n').map((line) => line.split(',')[0])).toEqual(['Order number', 'CL-FIRST1', '']);
  });

  it('refuses the same days through tRPC', async () => {
    const admin = await callerFor(await createUser({ email: ADMIN_EMAIL }), { services: app.services });
    await expect(admin.admin.overview({ to: '0001-01-01' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(`To ${RANGE}`) });
    await expect(admin.admin.orders.list({ from: '9999-12-31' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(`From ${RANGE}`) });
  });
});
