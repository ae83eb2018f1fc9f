import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../../integrations/payments/index.ts';
import { intentInput, query, SHIPPING } from '../../test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { ADMIN_EMAIL, callerFor, createProduct, createUser, testServices } from '../../test/helpers.ts';
import { standinServices, type Delivery, type PrintifyStandin } from '../../test/printify-standin.ts';
import { PrintifyEvent } from '../../integrations/printify/index.ts';
import type { Services } from '../request-scope.ts';
import { takeEvent } from './printify-events.ts';
import { decodeQuotedPrintable, testMailbox } from '../../test/mailbox.ts';

/** Paid orders of synced prints sent to the stand-in, and its shipments coming back. */

let standin: PrintifyStandin;
let services: Services;

beforeAll(async () => {
  ({ standin, services } = await standinServices());
});
afterAll(() => standin.close());
beforeEach(async () => {
  await resetDatabase();
  standin.reset();
});

/** A synced two-size canvas; answers the shop product and the Printify one. */
async function syncedPrint() {
  const source = standin.addCanvasProduct({ title: 'Harbour at Dusk', tags: ['Waterfronts'], sizes: [{ width: 24, height: 16, price: 12900 }, { width: 40, height: 30, price: 24900 }] });
  await (await callerFor(await createUser({ email: ADMIN_EMAIL }), { services })).printify.sync();
  const [row] = await query<{ id: number }>('select id from products where printify_id = ?', [source.id]);
  return { productId: row!.id, source };
}

/** A customer buys one of `variantId` (and a print of the shop's own) and pays with the demo card. */
async function paidOrder(productId: number, variantId: string, shipping: Partial<typeof SHIPPING> = {}) {
  const caller = await callerFor(await createUser(), { services });
  const ownPrint = await createProduct();
  await caller.cart.add({ productId, variantId, quantity: 2 });
  await caller.cart.add({ productId: ownPrint.id, quantity: 1 });
  const intent = await caller.checkout.createPaymentIntent(intentInput({ shipping: { ...SHIPPING, ...shipping } }));
  // The demo's paid intent is a new signed id.
  const paid = await caller.checkout.confirmDemoPayment({ clientSecret: intent.clientSecret, cardNumber: DEMO_CARDS.succeeds });
  return caller.checkout.placeOrder({ paymentIntentId: paid.paymentIntentId });
}

const orderPosts = () => standin.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/orders.json'));
const printifyColumns = async (orderId: number) =>
  (await query<{ printify_order_id: string | null; printify_status: string | null }>('select printify_order_id, printify_status from orders where id = ?', [orderId]))[0]!;
/** What the order keeps of a refusal or a failed try (order/print-state.ts). */
const printTrouble = async (orderId: number) =>
  (await query<{ refused: boolean; print_error: string | null }>('select print_refused_at is not null as refused, print_error from orders where id = ?', [orderId]))[0]!;
const submissionJobs = () => query<{ state: string }>("select state from pgboss.job where name = 'printify.submit-order' order by created_on");

/** A failed job waits for its backoff; tests do not: its retry is made due now. */
const retryNow = () => query("update pgboss.job set start_after = now() where name = 'printify.submit-order' and state = 'retry'");

describe('orders sent to print', () => {
  it('sends a paid order once, with its Printify lines, address and no Printify e-mail', async () => {
    const { productId, source } = await syncedPrint();
    const large = source.variants[1]!;
    const order = await paidOrder(productId, String(large.id));

    const first = await services.jobs.drain();
    expect(first.failed).toEqual([]);
    expect(standin.orders).toHaveLength(1);
    expect(standin.orders[0]).toMatchObject({
      external_id: order.orderNumber,
      label: order.orderNumber,
      line_items: [{ product_id: source.id, variant_id: large.id, quantity: 2 }],
      send_shipping_notification: false,
      shipping_method: 1,
      address_to: { first_name: 'Ada', last_name: 'Lovelace', address1: '1 Ocean Drive', city: 'Miami', region: 'FL', zip: '33139', country: 'US' },
    });
    expect(await printifyColumns(order.id)).toEqual({ printify_order_id: standin.orders[0]!.id, printify_status: 'submitted' });

    await services.jobs.drain();
    expect(orderPosts()).toHaveLength(1);
  });

  it('sends a one-word name as the last name, which Printify requires: the order is taken and the label reads "Cher"', async () => {
    const { productId, source } = await syncedPrint();
    const order = await paidOrder(productId, String(source.variants[0]!.id), { name: 'Cher' });

    expect((await services.jobs.drain()).failed).toEqual([]);
    expect(standin.orders).toHaveLength(1);
    expect(standin.orders[0]!.address_to).toMatchObject({ first_name: '', last_name: 'Cher' });
    expect((await printifyColumns(order.id)).printify_order_id).toBe(standin.orders[0]!.id);
    expect(await printTrouble(order.id)).toEqual({ refused: false, print_error: null });
  });

  it('an order Printify refuses for good is marked with its reason after one try, and never tried again', async () => {
    const { productId, source } = await syncedPrint();
    const order = await paidOrder(productId, String(source.variants[0]!.id), { address: { ...SHIPPING.address, postal_code: 'MIAMI' } });

    // The job ends (completed, not failed): nothing is left to retry.
    expect((await services.jobs.drain()).failed).toEqual([]);
    expect(orderPosts().map((post) => post.status)).toEqual([400]);
    expect(await printTrouble(order.id)).toEqual({
      refused: true,
      print_error: 'Printify refused the request (HTTP 400, code 8203): Validation failed. address_to.zip: "MIAMI" is not a valid ZIP code for the United States.',
    });
    expect(await submissionJobs()).toEqual([{ state: 'completed' }]);
    await retryNow();
    await services.jobs.drain();
    expect(orderPosts()).toHaveLength(1);
    expect((await printifyColumns(order.id)).printify_order_id).toBeNull();
  });

  it("keeps retrying what a retry may mend (a token Printify refuses, a rate limit), keeping the last failure to show staff", async () => {
    const { productId, source } = await syncedPrint();
    const order = await paidOrder(productId, String(source.variants[0]!.id));
    standin.failNext(1, 401);
    expect((await services.jobs.drain()).failed).toEqual([{ name: 'printify.submit-order', error: expect.stringContaining('(401)') }]);
    expect(await printTrouble(order.id)).toEqual({ refused: false, print_error: expect.stringContaining('Printify refused the API token (401)') });

    // A rate limit past the client's own retry (it tries twice).
    standin.failNext(2, 429);
    await retryNow();
    expect((await services.jobs.drain()).failed).toEqual([{ name: 'printify.submit-order', error: expect.stringContaining('(429') }]);
    expect(await printTrouble(order.id)).toEqual({ refused: false, print_error: expect.stringContaining('rate limiting') });

    await retryNow();
    expect((await services.jobs.drain()).failed).toEqual([]);
    expect((await printifyColumns(order.id)).printify_order_id).toBe(standin.orders[0]!.id);
    expect(await printTrouble(order.id)).toEqual({ refused: false, print_error: null });
  });

  it('queues nothing for an order without Printify products', async () => {
    const caller = await callerFor(await createUser(), { services });
    await caller.cart.add({ productId: (await createProduct()).id, quantity: 1 });
    const intent = await caller.checkout.createPaymentIntent(intentInput());
    const paid = await caller.checkout.confirmDemoPayment({ clientSecret: intent.clientSecret, cardNumber: DEMO_CARDS.succeeds });
    await caller.checkout.placeOrder({ paymentIntentId: paid.paymentIntentId });
    expect(await query("select count(*)::int as n from pgboss.job where name = 'printify.submit-order'")).toEqual([{ n: 0 }]);
  });

  it('retries a 5xx until Printify accepts, without sending it twice', async () => {
    const { productId, source } = await syncedPrint();
    const order = await paidOrder(productId, String(source.variants[0]!.id));
    standin.failNext(1, 503);
    expect((await services.jobs.drain()).failed).toEqual([{ name: 'printify.submit-order', error: 'Printify failed with HTTP 503: try again in a few minutes.' }]);
    expect(standin.orders).toEqual([]);
    expect(await printTrouble(order.id)).toEqual({ refused: false, print_error: 'Printify failed with HTTP 503: try again in a few minutes.' });

    await retryNow();
    expect((await services.jobs.drain()).failed).toEqual([]);
    expect(standin.orders.map((placed) => placed.external_id)).toEqual([order.orderNumber]);
    expect((await printifyColumns(order.id)).printify_order_id).toBe(standin.orders[0]!.id);
  });

  it('after an answer lost (a crash, a dropped connection), a restarted shop finds the order instead of sending it again', async () => {
    const { productId, source } = await syncedPrint();
    const order = await paidOrder(productId, String(source.variants[0]!.id));
    standin.loseNextAnswer();
    expect((await services.jobs.drain()).failed).toHaveLength(1);
    expect(standin.orders).toHaveLength(1);
    expect((await printifyColumns(order.id)).printify_order_id).toBeNull();

    // Another process on the same database: the queue and the mark on the order are all it shares.
    const restarted = await testServices({ printify: standin.printify() });
    await retryNow();
    expect((await restarted.jobs.drain()).failed).toEqual([]);
    expect(orderPosts()).toHaveLength(1);
    expect(standin.orders).toHaveLength(1);
    expect(await printifyColumns(order.id)).toEqual({ printify_order_id: standin.orders[0]!.id, printify_status: 'submitted' });
  });
});

describe('shipments', () => {
  /** Takes a delivery as the webhook route does, then runs its queued work. */
  async function take(delivery: Delivery) {
    const event = PrintifyEvent.parse(JSON.parse(delivery.rawBody.toString()));
    await takeEvent((await testOrm()).em.fork(), services.jobs, event, new Date());
    return services.jobs.drain();
  }

  async function sentOrder() {
    const { productId, source } = await syncedPrint();
    const order = await paidOrder(productId, String(source.variants[0]!.id));
    await services.jobs.drain();
    return { order, printifyOrderId: standin.orders[0]!.id };
  }

  it('stores the carrier and tracking on the order, shown with it, then marks it delivered', async () => {
    const { order, printifyOrderId } = await sentOrder();
    expect((await take(standin.orderUpdated(printifyOrderId, 'in-production'))).failed).toEqual([]);
    expect((await printifyColumns(order.id)).printify_status).toBe('in-production');
    expect((await query<{ status: string }>('select status from orders where id = ?', [order.id]))[0]!.status).toBe('in_production');

    expect((await take(standin.ship(printifyOrderId))).failed).toEqual([]);
    const [row] = await query<{ status: string; carrier: string; tracking_number: string; tracking_url: string; shipped_at: string | null }>(
      'select status, carrier, tracking_number, tracking_url, shipped_at from orders where id = ?',
      [order.id],
    );
    expect(row).toMatchObject({ status: 'shipped', carrier: 'USPS', tracking_number: '9400111899223197428490', tracking_url: expect.stringContaining('usps.com') });
    expect(row!.shipped_at).not.toBeNull();

    const lookup = await (await callerFor(null, { services })).returns.lookup({ email: order.customerEmail!, orderNumber: order.orderNumber });
    expect(lookup).toMatchObject({ status: 'shipped', trackingNumber: '9400111899223197428490', carrier: 'USPS', trackingUrl: expect.stringContaining('usps.com') });

    expect((await take(standin.deliver(printifyOrderId))).failed).toEqual([]);
    expect((await query<{ status: string }>('select status from orders where id = ?', [order.id]))[0]!.status).toBe('delivered');
    // Each step on the order's timeline, by whoever reported it.
    expect(await query('select actor_kind, from_status, to_status from order_events where order_id = ? order by id', [order.id])).toEqual([
      { actor_kind: 'customer', from_status: null, to_status: 'paid' },
      { actor_kind: 'printify', from_status: 'paid', to_status: 'in_production' },
      { actor_kind: 'printify', from_status: 'in_production', to_status: 'shipped' },
      { actor_kind: 'printify', from_status: 'shipped', to_status: 'delivered' },
    ]);
  });

  it('keeps a delivery reported before its shipment: the late shipment adds its tracking, not a step back', async () => {
    const { order, printifyOrderId } = await sentOrder();
    const shipped = standin.ship(printifyOrderId);
    expect((await take(standin.deliver(printifyOrderId))).failed).toEqual([]);
    expect((await take(shipped)).failed).toEqual([]);
    const [row] = await query<{ status: string; tracking_number: string | null }>('select status, tracking_number from orders where id = ?', [order.id]);
    expect(row).toEqual({ status: 'delivered', tracking_number: '9400111899223197428490' });
    expect(await query('select to_status from order_events where order_id = ? order by id', [order.id])).toEqual([
      { to_status: 'paid' },
      { to_status: 'delivered' },
    ]);
  });

  it('sends the customer the Shipping Notification once per parcel, however often Printify reports it', async () => {
    const { order, printifyOrderId } = await sentOrder();
    const shipped = standin.ship(printifyOrderId);
    expect((await take(shipped)).failed).toEqual([]);

    const mailbox = await testMailbox();
    expect((await mailbox.next(order.customerEmail!)).raw).toContain(`Subject: Your Canvas & Light order ${order.orderNumber}\r`);
    const mail = decodeQuotedPrintable((await mailbox.next(order.customerEmail!)).raw);
    expect(mail).toMatch(new RegExp(`^Subject: Your Canvas & Light order ${order.orderNumber} has shipped\\r?$`, 'm'));
    expect(mail).toContain('Carrier: USPS');
    expect(mail).toContain('Tracking number: 9400111899223197428490');
    expect(mail).toMatch(/Track your parcel: https:\/\/[^\s]*usps\.com/);
    for (const item of order.items) expect(mail).toContain(`${item.quantity} × ${item.product.title}`);
    expect(mail).toContain('1 Ocean Drive');
    expect(mail).toContain(`quote ${order.orderNumber}`);

    // The same event again (Printify retries a delivery it thinks failed): no second e-mail.
    expect((await take(shipped)).failed).toEqual([]);
    // The confirmation and one notification.
    expect(mailbox.sentTo(order.customerEmail!)).toHaveLength(2);
  });

  it('retries an event about an order it does not know as Printify’s yet', async () => {
    const { printifyOrderId } = await sentOrder();
    await query('update orders set printify_order_id = null');
    expect((await take(standin.ship(printifyOrderId))).failed).toEqual([{ name: 'printify.event', error: `No order has Printify id ${printifyOrderId} yet (order:shipment:created)` }]);
  });
});
