import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderRow } from '../../src/admin-orders.ts';
import type { Overview } from '../../src/admin-overview.ts';
import type { App } from '../app.ts';
import type { User } from '../modules/user/user.entity.ts';
import { DEMO_CARDS } from '../integrations/payments/index.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { intentInput, query, SHIPPING } from '../test/checkout-fixtures.ts';
import { resetDatabase } from '../test/database.ts';
import { ADMIN_EMAIL, callerFor, createUser, SUPPORT_STAFF_EMAIL, testApp, testClock } from '../test/helpers.ts';
import { PrintifyStandin } from '../test/printify-standin.ts';
import { guestOrder, sessionCookieFor } from '../test/return-fixtures.ts';

/**
 * Print orders in front of staff, over the documented paths, against PostgreSQL and the Printify
 * stand-in: an order Printify refuses is listed by the Orders tab's filter, counted by the Overview
 * and shown with Printify's reason; support corrects its address and it is sent again; an order late
 * at Printify shows too, by the services' clock.
 */

const clock = testClock();
let standin: PrintifyStandin;
let app: App;

beforeAll(async () => {
  standin = await new PrintifyStandin().start();
  app = await testApp({ printify: standin.printify(), clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await standin.close();
});
let adminUser: User;
let supportUser: User;
beforeEach(async () => {
  await resetDatabase();
  standin.reset();
  adminUser = await createUser({ email: ADMIN_EMAIL });
  supportUser = await createUser({ email: SUPPORT_STAFF_EMAIL });
});

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, cookie: string | null, payload?: object) =>
  app.inject({ method, url, cookies: cookie ? { [SESSION_COOKIE]: cookie } : {}, ...(payload ? { payload } : {}) });
const supportCookie = () => sessionCookieFor(app, supportUser);
const adminCookie = () => sessionCookieFor(app, adminUser);
const drain = () => app.services.jobs.drain();

/** A print synced from the stand-in; answers the shop's product id and the Printify variant id of its size. */
async function syncedPrint() {
  const source = standin.addCanvasProduct({ title: 'Harbour at Dusk', sizes: [{ width: 24, height: 16, price: 12900 }] });
  await (await callerFor(adminUser, { services: app.services })).printify.sync();
  const [row] = await query<{ id: number }>('select id from products where printify_id = ?', [source.id]);
  return { productId: row!.id, variantId: String(source.variants[0]!.id) };
}

/** A customer's demo-paid order of the print, shipped to SHIPPING with `shipping` over it. */
async function paidOrder(print: { productId: number; variantId: string }, shipping: Partial<typeof SHIPPING> = {}) {
  const caller = await callerFor(await createUser(), { services: app.services });
  await caller.cart.add({ ...print, quantity: 1 });
  const intent = await caller.checkout.createPaymentIntent(intentInput({ shipping: { ...SHIPPING, ...shipping } }));
  const paid = await caller.checkout.confirmDemoPayment({ clientSecret: intent.clientSecret, cardNumber: DEMO_CARDS.succeeds });
  return caller.checkout.placeOrder({ paymentIntentId: paid.paymentIntentId });
}

const BAD_ZIP = { address: { ...SHIPPING.address, postal_code: 'MIAMI' } };
/** The order's address as the correction form sends it, the zip code put right. */
const CORRECTED = { firstName: 'Ada', lastName: 'Lovelace', phone: '+1 305 555 0100', address: '1 Ocean Drive', city: 'Miami', state: 'FL', zipCode: '33139', country: 'US' };

const listed = async (url: string, cookie: string) => (await call('GET', url, cookie)).json<AdminOrderRow[]>().map((row) => row.orderNumber);
const attentionCount = async (cookie: string) => (await call('GET', '/api/admin/overview', cookie)).json<Overview>().needsAttention;
const detail = async (orderNumber: string, cookie: string) => (await call('GET', `/api/admin/orders/${orderNumber}`, cookie)).json<AdminOrderDetail>();
const auditRows = () => query<{ actor_email: string; action: string; target_id: string; before: unknown; after: unknown }>(
  'select actor_email, action, target_id, before, after from admin_audit where action = ? order by id',
  ['order.fix_shipping'],
);
const submissionJobs = async () => (await query<{ n: number }>("select count(*)::int as n from pgboss.job where name = 'printify.submit-order'"))[0]!.n;

/** A paid order Printify took, and one it refused for its zip code, both after their one try. */
async function oneTakenOneRefused() {
  const print = await syncedPrint();
  const taken = await paidOrder(print);
  const refused = await paidOrder(print, BAD_ZIP);
  expect((await drain()).failed).toEqual([]);
  return { print, taken, refused };
}

describe('an order Printify refuses', () => {
  it('is listed by the needsAttention filter, counted by the Overview and shown with Printify’s reason', async () => {
    const { taken, refused } = await oneTakenOneRefused();
    const support = await supportCookie();

    const needing = await call('GET', '/api/admin/orders?needsAttention=true', support);
    expect(needing.statusCode).toBe(200);
    expect(needing.headers['x-total-count']).toBe('1');
    expect(needing.json()).toEqual([expect.objectContaining({ orderNumber: refused.orderNumber, status: 'paid', needsAttention: true })]);
    expect(await listed('/api/admin/orders?needsAttention=false', support)).toEqual([taken.orderNumber]);
    expect((await call('GET', '/api/admin/orders', support)).json<AdminOrderRow[]>().map((row) => [row.orderNumber, row.needsAttention])).toEqual([
      [refused.orderNumber, true],
      [taken.orderNumber, false],
    ]);
    expect(await attentionCount(await adminCookie())).toBe(1);

    expect((await detail(refused.orderNumber, support)).printAttention).toEqual({
      kind: 'refused',
      since: clock().toISOString(),
      reason: 'Printify refused the request (HTTP 400, code 8203): Validation failed. address_to.zip: "MIAMI" is not a valid ZIP code for the United States.',
      shipping: { ...CORRECTED, zipCode: 'MIAMI', apartment: '' },
    });
    expect((await detail(taken.orderNumber, support)).printAttention).toBeNull();
  });

  it('is corrected by support through POST …/shipping (audited), then sent again and taken by Printify', async () => {
    const { refused } = await oneTakenOneRefused();
    const support = await supportCookie();

    const fixed = await call('POST', `/api/admin/orders/${refused.orderNumber}/shipping`, support, CORRECTED);
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toEqual({ orderNumber: refused.orderNumber, shipping: { ...CORRECTED, apartment: '' }, queued: true });
    const stored = { firstName: 'Ada', lastName: 'Lovelace', email: refused.customerEmail, phone: '+1 305 555 0100', address: '1 Ocean Drive', apartment: null, city: 'Miami', state: 'FL', country: 'US' };
    expect(await auditRows()).toEqual([
      {
        actor_email: SUPPORT_STAFF_EMAIL,
        action: 'order.fix_shipping',
        target_id: refused.orderNumber,
        before: { shippingAddress: { ...stored, zipCode: 'MIAMI' }, printifyRefusal: expect.stringContaining('is not a valid ZIP code') },
        after: { shippingAddress: { ...stored, zipCode: '33139' } },
      },
    ]);
    // The mark is gone at once; the submission waits in the queue.
    expect((await detail(refused.orderNumber, support)).printAttention).toBeNull();
    expect(await listed('/api/admin/orders?needsAttention=true', support)).toEqual([]);
    expect(await attentionCount(await adminCookie())).toBe(0);

    expect((await drain()).failed).toEqual([]);
    const sent = standin.orders.find((order) => order.external_id === refused.orderNumber);
    expect(sent?.address_to).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', zip: '33139' });
    expect((await detail(refused.orderNumber, support)).printify.orderId).toBe(sent!.id);

    // Now at Printify: nothing waits to be sent.
    const again = await call('POST', `/api/admin/orders/${refused.orderNumber}/shipping`, support, CORRECTED);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: `This order is at Printify already (its order ${sent!.id}): change its address there.` });
  });

  it('refuses a bad correction with a 400 and the field’s message, changing nothing', async () => {
    const { refused } = await oneTakenOneRefused();
    const support = await supportCookie();
    const jobsBefore = await submissionJobs();
    const cases: [object, RegExp][] = [
      [{ ...CORRECTED, zipCode: ' ' }, /ZIP \/ Postal code is required/],
      [{ ...CORRECTED, address: undefined }, /Address is required/],
      [{ ...CORRECTED, firstName: '' }, /First name is required/],
      [{ ...CORRECTED, city: 'x'.repeat(101) }, /City has at most 100 characters/],
      [{ ...CORRECTED, country: 'DE' }, /^country: Stays US: the order was priced and paid for shipping there; to send it to another country, cancel it/],
      [{ ...CORRECTED, state: 'Crimea' }, /trade sanctions/],
      [{ ...CORRECTED, email: 'someone@else.example' }, /email/],
    ];
    for (const [payload, message] of cases) {
      const answer = await call('POST', `/api/admin/orders/${refused.orderNumber}/shipping`, support, payload);
      expect({ payload, status: answer.statusCode }).toEqual({ payload, status: 400 });
      expect(answer.json<{ message: string }>().message).toMatch(message);
    }
    expect(await auditRows()).toEqual([]);
    expect(await submissionJobs()).toBe(jobsBefore);
    expect((await detail(refused.orderNumber, support)).printAttention).toMatchObject({ kind: 'refused', shipping: { zipCode: 'MIAMI' } });
  });

  it('answers 404 for an unknown order and 409 for one with no print order waiting (cancelled, no Printify prints)', async () => {
    const { refused } = await oneTakenOneRefused();
    const support = await supportCookie();
    const fix = (orderNumber: string) => call('POST', `/api/admin/orders/${orderNumber}/shipping`, support, CORRECTED);

    const unknown = await fix('CL-20261126-NOPE00');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'There is no order with that number.' });

    const ownPrints = await guestOrder(app, 'grace@example.com');
    const noPrintify = await fix(ownPrints.orderNumber);
    expect(noPrintify.statusCode).toBe(409);
    expect(noPrintify.json()).toEqual({ message: 'There is no print order waiting to be sent: this order has no prints made by Printify.' });

    await query("update orders set status = 'cancelled' where order_number = ?", [refused.orderNumber]);
    const cancelled = await fix(refused.orderNumber);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({ message: 'There is no print order waiting to be sent: its status is Cancelled.' });
    // A cancelled order needs nobody.
    expect(await listed('/api/admin/orders?needsAttention=true', support)).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('is not the business of a visitor (401) or a customer (403), over HTTP and tRPC', async () => {
    const { refused } = await oneTakenOneRefused();
    const url = `/api/admin/orders/${refused.orderNumber}/shipping`;
    const nobody = await call('POST', url, null, CORRECTED);
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toEqual({ message: expect.any(String) });
    const customer = await createUser({ email: 'shopper@example.com' });
    expect((await call('POST', url, await sessionCookieFor(app, customer), CORRECTED)).statusCode).toBe(403);
    const caller = await callerFor(customer, { services: app.services });
    await expect(caller.admin.orders.fixShipping({ orderNumber: refused.orderNumber, ...CORRECTED })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await auditRows()).toEqual([]);
    expect((await detail(refused.orderNumber, await supportCookie())).printAttention).toMatchObject({ kind: 'refused' });
  });

  it('answers 400 for a needsAttention that is not true or false', async () => {
    const answer = await call('GET', '/api/admin/orders?needsAttention=maybe', await supportCookie());
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toMatch(/needsAttention must be true or false/);
  });
});

describe('an order not at Printify an hour after payment', () => {
  it('needs attention from the hour on, by the services’ clock, with what its last try failed with', async () => {
    const order = await paidOrder(await syncedPrint());
    const paidAt = clock();
    standin.failNext(1, 503);
    expect((await drain()).failed).toEqual([{ name: 'printify.submit-order', error: expect.stringContaining('HTTP 503') }]);
    const support = await supportCookie();
    const admin = await adminCookie();

    clock.advance(59 * MINUTE);
    expect(await listed('/api/admin/orders?needsAttention=true', support)).toEqual([]);
    expect(await attentionCount(admin)).toBe(0);
    expect((await detail(order.orderNumber, support)).printAttention).toBeNull();

    clock.advance(HOUR - 59 * MINUTE);
    expect(await listed('/api/admin/orders?needsAttention=true', support)).toEqual([order.orderNumber]);
    expect(await attentionCount(admin)).toBe(1);
    expect((await detail(order.orderNumber, support)).printAttention).toMatchObject({
      kind: 'late',
      since: paidAt.toISOString(),
      reason: 'Printify failed with HTTP 503: try again in a few minutes.',
    });

    // Sent again as it is (the job also keeps trying on its own): counted from now, then taken.
    expect((await call('POST', `/api/admin/orders/${order.orderNumber}/shipping`, support, CORRECTED)).statusCode).toBe(200);
    expect(await listed('/api/admin/orders?needsAttention=true', support)).toEqual([]);
    expect((await drain()).failed).toEqual([]);
    clock.advance(2 * HOUR);
    expect(await listed('/api/admin/orders?needsAttention=true', support)).toEqual([]);
    expect(standin.orders.map((sent) => sent.external_id)).toEqual([order.orderNumber]);
  });
});
