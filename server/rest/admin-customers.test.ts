import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerDetail, CustomerRow } from '../../src/admin-customers.ts';
import type { App } from '../app.ts';
import { customersCsv } from '../modules/back-office/customers-csv.ts';
import type { User } from '../modules/user/user.entity.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { query } from '../test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { ADMIN_EMAIL, callerFor, createUser, testApp } from '../test/helpers.ts';
import { sessionCookieFor } from '../test/return-fixtures.ts';

/** The Customers tab's calls over HTTP and tRPC, against real PostgreSQL. */

let app: App;

beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());
beforeEach(resetDatabase);

const get = (url: string, cookie: string | null) => app.inject({ method: 'GET', url, cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });
const adminCookie = async () => sessionCookieFor(app, await createUser({ email: ADMIN_EMAIL, firstName: 'Iris', lastName: 'Vale' }));
const emails = (rows: CustomerRow[]) => rows.map((row) => row.email);

/** A paid order of the customer's, with one line of a print, as checkout writes it. */
async function orderOf(user: User, number: string, at: string, total = '108.00') {
  const [order] = await query<{ id: number }>(
    `insert into orders (order_number, user_id, status, subtotal, tax, shipping, total, customer_country, shipping_address, created_at)
     values (?, ?, 'paid', 100, 8, 0, ?, 'US', ?, ?) returning id`,
    [number, user.id, total, JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email: user.email, address: '1 Quay', city: 'Miami', state: 'FL', zipCode: '33139', country: 'US' }), at],
  );
  const [product] = await query<{ id: number }>(
    `insert into products (title, description, price, category, inventory, variants) values ('Harbour at Dusk', 'A print.', 50, 'Abstract', 5, '[]') returning id`,
  );
  const [item] = await query<{ id: number }>('insert into order_items (order_id, product_id, quantity, price) values (?, ?, 2, 50) returning id', [order!.id, product!.id]);
  return { orderId: order!.id, itemId: item!.id };
}

describe('authorisation', () => {
  it.each(['/api/admin/customers', '/api/admin/customers/1', '/api/admin/customers.csv'])('GET %s: 401 without a session, 403 for a customer', async (url) => {
    const anonymous = await get(url, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please sign in to continue.' });
    const customer = await get(url, await sessionCookieFor(app, await createUser()));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ message: 'This area is for shop staff only.' });
  });

  it('refuses the tRPC procedures to a visitor and a customer', async () => {
    const customer = await createUser();
    for (const user of [null, customer]) {
      const caller = await callerFor(user, { services: app.services });
      const code = user ? 'FORBIDDEN' : 'UNAUTHORIZED';
      await expect(caller.admin.customers.list({})).rejects.toMatchObject({ code });
      await expect(caller.admin.customers.detail({ id: customer.id })).rejects.toMatchObject({ code });
    }
  });
});

describe('GET /api/admin/customers', () => {
  it('lists every account newest first with its figures, a page at a time', async () => {
    const cookie = await adminCookie();
    const ada = await createUser({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', clientType: 'interior_designer', premiumStatus: 'gold', orderCount: 2, totalSpent: '216.00' });
    await createUser({ email: 'ben@example.com', firstName: 'Ben', lastName: 'Okri', clientType: 'hotel_decor' });
    await createUser({ email: 'cy@example.com', firstName: 'Cy', lastName: 'Twombly' });
    await orderOf(ada, 'CL-ADA00001', '2026-10-01T12:00:00Z');
    await orderOf(ada, 'CL-ADA00002', '2026-11-20T12:00:00Z');

    const first = await get('/api/admin/customers?limit=2', cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('4');
    expect(emails(first.json())).toEqual(['cy@example.com', 'ben@example.com']);
    const second = await get(`/api/admin/customers?limit=2&cursor=${String(first.headers['x-next-cursor'])}`, cookie);
    expect(emails(second.json())).toEqual(['ada@example.com', ADMIN_EMAIL]);
    expect(second.headers['x-next-cursor']).toBeUndefined();

    const row = second.json<CustomerRow[]>()[0]!;
    expect(row).toEqual({
      id: ada.id,
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      clientType: 'interior_designer',
      premiumStatus: 'gold',
      orderCount: 2,
      totalSpent: '216.00',
      lastOrderAt: '2026-11-20T12:00:00.000Z',
      createdAt: ada.createdAt.toISOString(),
    });
    expect(first.json<CustomerRow[]>()[0]!.lastOrderAt).toBeNull();
  });

  it('finds customers by part of the e-mail or name, client type and tier, together', async () => {
    const cookie = await adminCookie();
    await createUser({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', clientType: 'interior_designer', premiumStatus: 'gold' });
    await createUser({ email: 'adam@studio.example', firstName: 'Adam', lastName: 'Ross', clientType: 'interior_designer' });
    await createUser({ email: 'ben@example.com', firstName: 'Ben', lastName: 'Okri', clientType: 'hotel_decor', premiumStatus: 'gold' });
    const list = async (search: string) => emails((await get(`/api/admin/customers${search}`, cookie)).json());

    expect(await list('?q=ADA')).toEqual(['adam@studio.example', 'ada@example.com']);
    expect(await list('?q=okri')).toEqual(['ben@example.com']);
    expect(await list('?clientType=interior_designer')).toEqual(['adam@studio.example', 'ada@example.com']);
    expect(await list('?tier=gold')).toEqual(['ben@example.com', 'ada@example.com']);
    expect(await list('?q=ada&clientType=interior_designer&tier=gold')).toEqual(['ada@example.com']);
    expect(await list('?q=100%25')).toEqual([]);
  });

  it('refuses bad filters with 400 and the rule broken', async () => {
    const cookie = await adminCookie();
    const refused = async (search: string) => {
      const answer = await get(`/api/admin/customers${search}`, cookie);
      expect(answer.statusCode).toBe(400);
      return answer.json<{ message: string }>().message;
    };
    expect(await refused('?clientType=pirate')).toContain('Client type must be one of');
    expect(await refused('?tier=diamond')).toContain('Status must be one of');
    expect(await refused(`?q=${'x'.repeat(101)}`)).toContain('Search for at most 100 characters');
    expect(await refused('?cursor=abc')).toContain('cursor');
    expect(await refused('?limit=0')).toContain('Page size must be 1 to 100');
    expect(await refused('?status=paid')).toMatch(/status/i);
  });
});

describe('GET /api/admin/customers/{id}', () => {
  it("answers the profile with the customer's orders, returns, messages and whitelist, and no one else's", async () => {
    const cookie = await adminCookie();
    const ada = await createUser({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+1 305 555 0100',
      clientType: 'interior_designer',
      premiumStatus: 'platinum',
      premiumSince: new Date('2026-06-01T12:00:00Z'),
      vipNotes: 'Prefers large formats',
      orderCount: 2,
      totalSpent: '216.00',
    });
    const ben = await createUser({ email: 'ben@example.com' });
    const first = await orderOf(ada, 'CL-ADA00001', '2026-10-01T12:00:00Z');
    await orderOf(ada, 'CL-ADA00002', '2026-11-20T12:00:00Z', '54.00');
    const other = await orderOf(ben, 'CL-BEN00001', '2026-11-21T12:00:00Z');
    for (const [order, email] of [
      [first, 'ada@example.com'],
      [other, 'ben@example.com'],
    ] as const) {
      await query(`insert into return_requests (order_id, order_item_id, customer_email, reason, status) values (?, ?, ?, 'defective', 'pending')`, [order.orderId, order.itemId, email]);
    }
    // The form keeps the address as typed: the customer wrote from it in capitals.
    await query(`insert into contact_submissions (name, email, subject, message) values ('Ada', 'Ada@Example.com', 'Custom Order', 'Could the harbour come in 60 inches?')`);
    await query(`insert into contact_submissions (name, email, subject, message) values ('Ben', 'ben@example.com', 'Other', 'Hello there')`);
    await query(`insert into premium_ips (user_id, ip_address, vpn_provider, reason) values (?, '203.0.113.7', 'Mullvad', 'Travels for work')`, [ada.id]);
    await query(`insert into premium_ips (user_id, ip_address) values (?, '198.51.100.1')`, [ben.id]);

    const answer = await get(`/api/admin/customers/${ada.id}`, cookie);
    expect(answer.statusCode).toBe(200);
    const detail = answer.json<CustomerDetail>();
    expect(detail.profile).toMatchObject({
      id: ada.id,
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+1 305 555 0100',
      clientType: 'interior_designer',
      premiumStatus: 'platinum',
      premiumSince: '2026-06-01T12:00:00.000Z',
      vipNotes: 'Prefers large formats',
      orderCount: 2,
      totalSpent: '216.00',
      lastOrderAt: '2026-11-20T12:00:00.000Z',
    });
    expect(detail.orders).toEqual([
      { orderNumber: 'CL-ADA00002', createdAt: '2026-11-20T12:00:00.000Z', status: 'paid', itemCount: 2, total: '54.00', amountRefunded: '0.00', currency: 'USD' },
      { orderNumber: 'CL-ADA00001', createdAt: '2026-10-01T12:00:00.000Z', status: 'paid', itemCount: 2, total: '108.00', amountRefunded: '0.00', currency: 'USD' },
    ]);
    expect(detail.returns).toEqual([
      { id: expect.any(Number), orderNumber: 'CL-ADA00001', title: 'Harbour at Dusk', reason: 'defective', status: 'pending', createdAt: expect.any(String) },
    ]);
    expect(detail.contactMessages).toEqual([
      { id: expect.any(Number), subject: 'Custom Order', message: 'Could the harbour come in 60 inches?', status: 'pending', createdAt: expect.any(String) },
    ]);
    expect(detail.whitelist).toEqual([
      { id: expect.any(Number), ipAddress: '203.0.113.7', ipRange: null, vpnProvider: 'Mullvad', reason: 'Travels for work', isActive: true, createdAt: expect.any(String) },
    ]);
  });

  it('shows the tier and VIP notes the Premium Customers call sets', async () => {
    const admin = await createUser({ email: ADMIN_EMAIL });
    const ada = await createUser({ email: 'ada@example.com' });
    const caller = await callerFor(admin, { services: app.services });
    await caller.admin.premium.setStatus({ userId: ada.id, status: 'silver', notes: 'Met at the Basel fair' });
    const { profile } = await caller.admin.customers.detail({ id: ada.id });
    expect(profile).toMatchObject({ premiumStatus: 'silver', vipNotes: 'Met at the Basel fair', premiumSince: expect.any(String) });
  });

  it('answers 404 for an unknown customer and 400 for an id that cannot be one', async () => {
    const cookie = await adminCookie();
    const unknown = await get('/api/admin/customers/2147483647', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'There is no customer with that id.' });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const malformed = await get(`/api/admin/customers/${id}`, cookie);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ message: string }>().message).toMatch(/Customer id/);
    }
  });
});

describe('GET /api/admin/customers.csv', () => {
  it('streams every customer the filters match, with formula-looking names made inert', async () => {
    const cookie = await adminCookie();
    await createUser({ email: 'mallory@example.com', firstName: '=HYPERLINK("http://evil.example","Click")', lastName: 'Doe', clientType: 'contractor' });
    await createUser({ email: 'ben@example.com', firstName: '+Ben', lastName: 'Okri', clientType: 'contractor', premiumStatus: 'gold', orderCount: 1, totalSpent: '54.00' });
    await createUser({ email: 'cy@example.com', firstName: 'Cy', lastName: 'Twombly', clientType: 'hotel_decor' });

    const answer = await get('/api/admin/customers.csv?clientType=contractor', cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe('Customer id,E-mail,Name,Client type,Tier,Orders,Total spent (USD),Last order (UTC),Signed up (UTC)');
    expect(lines[1]).toMatch(/^\d+,ben@example\.com,'\+Ben Okri,contractor,gold,1,54\.00,,\d{4}-/);
    expect(lines[2]).toMatch(/^\d+,mallory@example\.com,"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\) Doe",contractor,none,0,0\.00,,/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('reads the customers a batch at a time, every one once', async () => {
    for (let n = 0; n < 5; n += 1) await createUser({ email: `reader${n}@example.com` });
    const chunks: string[] = [];
    for await (const chunk of customersCsv((await testOrm()).em.fork(), { q: 'reader' }, 2)) chunks.push(chunk);
    expect(chunks).toHaveLength(4);
    expect(chunks.join('').match(/reader\d@example\.com/g)).toEqual(['reader4@example.com', 'reader3@example.com', 'reader2@example.com', 'reader1@example.com', 'reader0@example.com']);
  });

  it('refuses bad filters with 400 and no file', async () => {
    const cookie = await adminCookie();
    const answer = await get('/api/admin/customers.csv?tier=diamond', cookie);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain('Status must be one of');
    expect((await get('/api/admin/customers.csv?limit=5', cookie)).statusCode).toBe(400);
  });
});
