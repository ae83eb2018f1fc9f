import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderRow } from '../../src/admin-orders.ts';
import type { App } from '../app.ts';
import type { User } from '../modules/user/user.entity.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { query } from '../test/checkout-fixtures.ts';
import { resetDatabase } from '../test/database.ts';
import { ADMIN_EMAIL, callerFor, createUser, testApp } from '../test/helpers.ts';
import { decodeQuotedPrintable, testMailbox } from '../test/mailbox.ts';
import { guestOrder, sessionCookieFor } from '../test/return-fixtures.ts';

/** The Orders tab's reads over HTTP and tRPC, against real PostgreSQL and a demo checkout. */

let app: App;

beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());
beforeEach(resetDatabase);

const get = (url: string, cookie: string | null) => app.inject({ method: 'GET', url, cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });
const adminCookie = async () => sessionCookieFor(app, await createUser({ email: ADMIN_EMAIL }));

interface Seed {
  number: string;
  createdAt: string;
  status?: string;
  country?: string;
  guestEmail?: string | null;
  user?: User;
  name?: [string, string];
}

/** An order row as checkout writes it, with one line of two prints (the list's reads need no more). */
async function seed({ number, createdAt, status = 'paid', country = 'US', guestEmail = null, user, name = ['Grace', 'Hopper'] }: Seed) {
  const [order] = await query<{ id: number }>(
    `insert into orders (order_number, user_id, guest_email, status, subtotal, tax, shipping, total, customer_country, shipping_address, created_at)
     values (?, ?, ?, ?, 100, 8, 0, 108, ?, ?, ?) returning id`,
    [
      number,
      user?.id ?? null,
      guestEmail,
      status,
      country,
      JSON.stringify({ firstName: name[0], lastName: name[1], email: guestEmail ?? '', address: '1 Quay', city: 'Leeds', state: '', zipCode: 'LS1', country }),
      createdAt,
    ],
  );
  const [product] = await query<{ id: number }>(
    `insert into products (title, description, price, category, inventory, variants) values ('Quay', 'A print.', 50, 'Abstract', 5, '[]') returning id`,
  );
  await query('insert into order_items (order_id, product_id, quantity, price) values (?, ?, 2, 50)', [order!.id, product!.id]);
  return order!.id;
}

const numbers = (rows: AdminOrderRow[]) => rows.map((row) => row.orderNumber);

describe('authorisation', () => {
  it.each(['/api/admin/orders', '/api/admin/orders/CL-UNKNOWN1'])('GET %s: 401 without a session, 403 for a customer', async (url) => {
    const anonymous = await get(url, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String) });
    const customer = await get(url, await sessionCookieFor(app, await createUser()));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses the tRPC procedures to a customer', async () => {
    const caller = await callerFor(await createUser(), { services: app.services });
    await expect(caller.admin.orders.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.admin.orders.detail({ orderNumber: 'CL-UNKNOWN1' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('GET /api/admin/orders', () => {
  it('lists orders newest first with their rows, a page at a time', async () => {
    const ada = await createUser({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', premiumStatus: 'gold' });
    await seed({ number: 'CL-A1', createdAt: '2026-11-01T12:00:00Z', guestEmail: 'first@example.com' });
    await seed({ number: 'CL-A2', createdAt: '2026-11-02T12:00:00Z', user: ada, name: ['Ada', 'Lovelace'] });
    await seed({ number: 'CL-A3', createdAt: '2026-11-03T12:00:00Z', guestEmail: 'third@example.com', status: 'shipped' });
    const cookie = await adminCookie();

    const first = await get('/api/admin/orders?limit=2', cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.headers['x-total-count-capped']).toBeUndefined();
    expect(first.json()).toEqual([
      {
        id: expect.any(Number),
        orderNumber: 'CL-A3',
        createdAt: '2026-11-03T12:00:00.000Z',
        email: 'third@example.com',
        customerName: 'Grace Hopper',
        guest: true,
        itemCount: 2,
        total: '108.00',
        currency: 'USD',
        status: 'shipped',
        amountRefunded: '0.00',
        premiumStatus: null,
        needsAttention: false,
      },
      expect.objectContaining({ orderNumber: 'CL-A2', email: 'ada@example.com', customerName: 'Ada Lovelace', guest: false, premiumStatus: 'gold' }),
    ]);
    const rest = await get(`/api/admin/orders?limit=2&cursor=${first.headers['x-next-cursor'] as string}`, cookie);
    expect(numbers(rest.json())).toEqual(['CL-A1']);
    expect(rest.headers['x-next-cursor']).toBeUndefined();
  });

  it('filters by status, country, search (number, e-mail, name, the account) and New York days, inclusive', async () => {
    const ada = await createUser({ email: 'ada.account@example.com', firstName: 'Augusta', lastName: 'King' });
    // 23:30 in New York on November 1 (EDT ended that morning: UTC-5).
    await seed({ number: 'CL-LATE1', createdAt: '2026-11-02T04:30:00Z', guestEmail: 'night.owl@example.com', name: ['Nora', 'Night'] });
    await seed({ number: 'CL-GB2', createdAt: '2026-11-02T15:00:00Z', country: 'GB', status: 'delivered', guestEmail: 'london@example.com' });
    await seed({ number: 'CL-ACC3', createdAt: '2026-11-03T15:00:00Z', user: ada, name: ['Ada', 'Lovelace'] });
    const cookie = await adminCookie();
    const list = async (params: string) => {
      const answer = await get(`/api/admin/orders?${params}`, cookie);
      expect(answer.statusCode).toBe(200);
      return numbers(answer.json());
    };

    expect(await list('status=delivered')).toEqual(['CL-GB2']);
    expect(await list('country=gb')).toEqual(['CL-GB2']);
    expect(await list('country=US&status=paid')).toEqual(['CL-ACC3', 'CL-LATE1']);
    expect(await list('q=cl-late1')).toEqual(['CL-LATE1']);
    expect(await list('q=owl@example')).toEqual(['CL-LATE1']);
    expect(await list('q=night')).toEqual(['CL-LATE1']);
    expect(await list('q=lovelace')).toEqual(['CL-ACC3']);
    // The account's own e-mail and name, which the order's address does not carry.
    expect(await list('q=ada.account')).toEqual(['CL-ACC3']);
    expect(await list('q=augusta')).toEqual(['CL-ACC3']);
    expect(await list('q=100%25')).toEqual([]);
    expect(await list('from=2026-11-01&to=2026-11-01')).toEqual(['CL-LATE1']);
    expect(await list('from=2026-11-02&to=2026-11-02')).toEqual(['CL-GB2']);
    expect(await list('from=2026-11-02')).toEqual(['CL-ACC3', 'CL-GB2']);
    expect(await list('to=2026-11-02')).toEqual(['CL-GB2', 'CL-LATE1']);
  });

  it.each([
    ['status=lost', 'status'],
    ['from=2026-13-01', 'From'],
    ['from=2026-02-30', 'From'],
    ['from=2026-11-05&to=2026-11-01', 'To must not be before From'],
    ['country=USA', 'two-letter'],
    ['limit=0', 'Page size'],
    ['cursor=abc', 'cursor'],
    ['sort=total', 'sort'],
  ])('answers ?%s with a 400 that names the problem', async (params, words) => {
    const answer = await get(`/api/admin/orders?${params}`, await adminCookie());
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(words);
  });

  it('gives tRPC the same page, with its total', async () => {
    await seed({ number: 'CL-T1', createdAt: '2026-11-01T12:00:00Z', guestEmail: 'a@example.com' });
    await seed({ number: 'CL-T2', createdAt: '2026-11-02T12:00:00Z', guestEmail: 'b@example.com' });
    const admin = await callerFor(await createUser({ email: ADMIN_EMAIL }), { services: app.services });
    const page = await admin.admin.orders.list({ limit: 1 });
    expect(page).toMatchObject({ total: 2, items: [{ orderNumber: 'CL-T2' }], nextCursor: expect.any(String) });
  });
});

describe('GET /api/admin/orders/{orderNumber}', () => {
  it('answers the order as placed, with payment, customer and timeline', async () => {
    const placed = await guestOrder(app, 'grace@example.com', 2);
    const answer = await get(`/api/admin/orders/${placed.orderNumber.toLowerCase()}`, await adminCookie());
    expect(answer.statusCode).toBe(200);
    const detail = answer.json<AdminOrderDetail>();
    expect(detail).toMatchObject({
      orderNumber: placed.orderNumber,
      status: 'paid',
      email: 'grace@example.com',
      guest: true,
      amounts: { subtotal: placed.subtotal, tax: placed.tax, taxRate: '0.0800', total: placed.total, currency: 'USD', exchangeRate: '1.000000', totalInCurrency: placed.total },
      shippingAddress: { name: 'Grace Hopper', lines: ['12 Harbour Street', 'Boston, MA 02110'], country: 'US' },
      payment: { providerId: expect.any(String), captured: placed.total, refunded: '0.00' },
      printify: { orderId: null, status: null },
      printAttention: null,
      shipment: { trackingNumber: null },
      returns: [],
      customer: null,
      timeline: [{ actor: 'customer', actorEmail: null, from: null, to: 'paid', detail: { total: placed.total, paymentIntentId: expect.any(String) } }],
    });
    expect(detail.lines).toHaveLength(2);
    expect(detail.lines[0]).toEqual({
      id: placed.items[0]!.id,
      productId: placed.items[0]!.productId,
      title: placed.items[0]!.product.title,
      size: '24"x16"',
      quantity: 1,
      // Nothing refunded yet.
      refundable: 1,
      unitPrice: '120.00',
      imageUrl: placed.items[0]!.product.imageUrl,
    });
  });

  it('answers 404 for an unknown number and 400 for one that cannot be a number', async () => {
    const cookie = await adminCookie();
    const unknown = await get('/api/admin/orders/CL-NOPE1234', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'There is no order with that number.' });
    const malformed = await get(`/api/admin/orders/${'X'.repeat(30)}`, cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('order number');
  });
});

describe('POST /api/admin/orders/{orderNumber}/emails', () => {
  const resend = (orderNumber: string, cookie: string | null, payload: unknown) =>
    app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/emails`, payload: payload as object, cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });

  it('sends the confirmation again through the mail queue, shown among the e-mails sent', async () => {
    const placed = await guestOrder(app, 'again@example.com');
    expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
    const mailbox = await testMailbox();
    await mailbox.next('again@example.com');
    const cookie = await adminCookie();

    const answer = await resend(placed.orderNumber, cookie, { type: 'confirmation' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ queued: true, to: 'again@example.com', type: 'confirmation' });
    expect(await app.services.jobs.drain()).toEqual({ completed: 1, failed: [] });
    const mail = decodeQuotedPrintable((await mailbox.next('again@example.com')).raw);
    expect(mail).toContain(`Subject: Your Canvas & Light order ${placed.orderNumber}`);
    expect(mail).toContain('12 Harbour Street');

    const detail = (await get(`/api/admin/orders/${placed.orderNumber}`, cookie)).json<AdminOrderDetail>();
    expect(detail.emails.map((sent) => sent.kind)).toEqual(['order-confirmation', 'order-confirmation']);
  });

  it('answers 400 for the shipping e-mail of an order not shipped, and queues nothing', async () => {
    const placed = await guestOrder(app, 'unshipped@example.com');
    await app.services.jobs.drain();
    const answer = await resend(placed.orderNumber, await adminCookie(), { type: 'shipping' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'This order has not shipped yet, so there is no shipping e-mail to send.' });
    expect(await app.services.jobs.drain()).toEqual({ completed: 0, failed: [] });
  });

  it('401 without a session, 403 for a customer, 400 for another type, 404 for an unknown order', async () => {
    expect((await resend('CL-NOPE1234', null, { type: 'confirmation' })).statusCode).toBe(401);
    expect((await resend('CL-NOPE1234', await sessionCookieFor(app, await createUser()), { type: 'confirmation' })).statusCode).toBe(403);
    const cookie = await adminCookie();
    const wrong = await resend('CL-NOPE1234', cookie, { type: 'invoice' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Type must be confirmation or shipping');
    expect((await resend('CL-NOPE1234', cookie, { type: 'confirmation' })).statusCode).toBe(404);
  });
});
