import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RefundReceipt } from '../../src/admin-orders.ts';
import type { OrderView } from '../../src/orders.ts';
import { convertAmount, toMinorUnits } from '../../src/pricing.ts';
import { CURRENCIES } from '../../src/currencies.ts';
import type { App } from '../app.ts';
import { createPaymentProvider } from '../integrations/payments/index.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { intentInput, query, shopperWith } from '../test/checkout-fixtures.ts';
import { resetDatabase } from '../test/database.ts';
import { ADMIN_EMAIL, createProduct, createUser, TEST_SESSION_SECRET, testApp } from '../test/helpers.ts';
import { sessionCookieFor } from '../test/return-fixtures.ts';
import { StripeStandin } from '../test/stripe-standin.ts';

/**
 * Refunds of orders as recorded steps (after-sale/), over HTTP through the real Stripe SDK at the
 * stand-in: what the probe of issue 35 found, each case failing before the refund was written as
 * `requested` first and asked of Stripe outside any transaction.
 */

let standin: StripeStandin;
let app: App;

beforeAll(async () => {
  standin = await new StripeStandin().start();
  app = await testApp({ payments: createPaymentProvider(standin.env, { sessionSecret: TEST_SESSION_SECRET }) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await standin.close();
});
beforeEach(async () => {
  await resetDatabase();
  standin.outage(null);
});

/**
 * A customer's order of prints at 120.00 (`quantities`: one line each, 2 of one print by default),
 * opened in `currency`; `pay` says how the payment went at Stripe.
 */
async function orderPaidBy(
  pay: (intentId: string) => void,
  { country = 'US', currency = 'USD', quantities = [2] }: { country?: string; currency?: string; quantities?: number[] } = {},
): Promise<{ order: OrderView; intentId: string }> {
  const [first, ...others] = await Promise.all(quantities.map(() => createProduct({ price: '120.00', inventory: 5 })));
  const { caller } = await shopperWith(first!.id, quantities[0]!, { services: app.services, user: await createUser() });
  for (const [index, product] of others.entries()) await caller.cart.add({ productId: product.id, quantity: quantities[index + 1]! });
  const intent = await caller.checkout.createPaymentIntent(intentInput({ country, currency, shipping: { ...intentInput().shipping, address: { ...intentInput().shipping.address, country } } }));
  pay(intent.paymentIntentId);
  const order = await caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId });
  await app.services.jobs.drain();
  return { order, intentId: intent.paymentIntentId };
}
const paidOrder = (options?: { country?: string; currency?: string; quantities?: number[] }) => orderPaidBy((id) => standin.succeed(id), options);

const adminCookie = async () => sessionCookieFor(app, await createUser({ email: ADMIN_EMAIL }));
const refund = (orderNumber: string, cookie: string, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNumber}/refunds`,
    payload,
    cookies: { [SESSION_COOKIE]: cookie },
    headers: key ? { 'idempotency-key': key } : {},
  });
const refundRows = () =>
  query<{ amount: string; status: string; actor_email: string | null; purpose: string }>('select amount, status, actor_email, purpose from order_refunds order by id');
const orderRow = async (id: number) => (await query<{ status: string; amount_refunded: string }>('select status, amount_refunded from orders where id = ?', [id]))[0]!;
const auditRows = () => query<{ action: string; actor_email: string; target_id: string }>("select action, actor_email, target_id from admin_audit where action = 'order.refund' order by id");
/** The settling job's turn, as its delay having passed. */
const settleDueNow = () => query("update pgboss.job set start_after = now() where name = 'after-sale.settle-refund'");

describe('a refund of an order whose bank payment is still clearing', () => {
  it('is a 409 before anything is asked of Stripe, while the debit clears and once it cleared but its webhook is not in', async () => {
    const { order, intentId } = await orderPaidBy((id) => standin.process(id));
    expect(order.status).toBe('pending');
    const cookie = await adminCookie();

    const clearing = await refund(order.orderNumber, cookie, { amount: '5.00', reason: 'Goodwill' });
    expect(clearing.statusCode).toBe(409);
    expect(clearing.json().message).toBe('The bank payment of this order is still clearing: it can be refunded once it has cleared.');

    // Cleared at Stripe; the shop has not heard yet.
    standin.succeed(intentId, { paymentMethodType: 'us_bank_account' });
    const cleared = await refund(order.orderNumber, cookie, { amount: '5.00', reason: 'Goodwill' });
    const again = await refund(order.orderNumber, cookie, { amount: '5.00', reason: 'Goodwill' });
    expect([cleared.statusCode, again.statusCode]).toEqual([409, 409]);
    expect(standin.refundsOf(intentId)).toEqual([]);
    expect(await refundRows()).toEqual([]);
    expect(await orderRow(order.id)).toEqual({ status: 'pending', amount_refunded: '0.00' });
  });
});

describe('a refund whose answer from Stripe is lost (a timeout, or a crash between the call and its record)', () => {
  it('answers 202 with the refund requested; the settling job finds it at Stripe and records it once, with the admin as its actor', async () => {
    const { order, intentId } = await paidOrder();
    const cookie = await adminCookie();
    standin.outage('losing-answers');
    const answer = await refund(order.orderNumber, cookie, { amount: '50.00', reason: 'Corner dented' }, 'lost-1');
    expect(answer.statusCode).toBe(202);
    expect(answer.json<RefundReceipt>()).toMatchObject({ refund: { status: 'requested', amount: '50.00', actorEmail: ADMIN_EMAIL }, status: 'paid', remaining: '209.20' });
    // Stripe made it (the SDK's retry with the same key was replayed, not repeated); the shop does not know yet.
    expect(standin.refundsOf(intentId).map((made) => made.amount)).toEqual([5000]);
    expect(await orderRow(order.id)).toEqual({ status: 'paid', amount_refunded: '0.00' });
    // Spoken for: what is left counts it.
    const tooMuch = await refund(order.orderNumber, cookie, { amount: '209.21', reason: 'All' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('Only $209.20 is left');

    standin.outage(null);
    await settleDueNow();
    expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
    const [made] = standin.refundsOf(intentId);
    expect(standin.refundsOf(intentId)).toHaveLength(1);
    expect(await query('select amount, status, actor_email, provider_refund_id from order_refunds')).toEqual([
      { amount: '50.00', status: 'succeeded', actor_email: ADMIN_EMAIL, provider_refund_id: made!.id },
    ]);
    expect(await orderRow(order.id)).toEqual({ status: 'partially_refunded', amount_refunded: '50.00' });
    expect(await auditRows()).toEqual([{ action: 'order.refund', actor_email: ADMIN_EMAIL, target_id: order.orderNumber }]);

    // The same request again answers the refund as made; Stripe's webhook about it changes nothing.
    const replayed = await refund(order.orderNumber, cookie, { amount: '50.00', reason: 'Corner dented' }, 'lost-1');
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json().refund.providerRefundId).toBe(made!.id);
    const webhook = standin.chargeRefundedWebhook(intentId);
    await app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: webhook.rawBody, headers: { 'content-type': 'application/json', 'stripe-signature': webhook.header } });
    expect(await refundRows()).toHaveLength(1);
    expect(await auditRows()).toHaveLength(1);
  });

  it("is settled by Stripe's webhook when that comes first: the admin's refund, not one from the dashboard", async () => {
    const { order, intentId } = await paidOrder();
    standin.outage('losing-answers');
    expect((await refund(order.orderNumber, await adminCookie(), { amount: '20.00', reason: 'Late delivery' })).statusCode).toBe(202);
    standin.outage(null);
    const [made] = standin.refundsOf(intentId);
    const event = standin.refundWebhook('refund.created', made!.id);
    const delivered = await app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: event.rawBody, headers: { 'content-type': 'application/json', 'stripe-signature': event.header } });
    expect(delivered.statusCode).toBe(200);
    expect(await query('select reason, actor_kind, actor_email, status from order_refunds')).toEqual([
      { reason: 'Late delivery', actor_kind: 'admin', actor_email: ADMIN_EMAIL, status: 'succeeded' },
    ]);
    expect(await auditRows()).toEqual([{ action: 'order.refund', actor_email: ADMIN_EMAIL, target_id: order.orderNumber }]);
    // The job, when its turn comes, finds it settled and asks Stripe nothing more.
    await settleDueNow();
    expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
    expect(standin.refundsOf(intentId)).toHaveLength(1);
  });

  it('while Stripe is down: 202, nothing moved, and the job refunds it once Stripe is back', async () => {
    const { order, intentId } = await paidOrder();
    standin.outage('refusing');
    const answer = await refund(order.orderNumber, await adminCookie(), { amount: '30.00', reason: 'Goodwill' });
    expect(answer.statusCode).toBe(202);
    expect(answer.json().refund.failure).toContain('asked for again shortly');
    await settleDueNow();
    // Still down: the job fails this try and comes back later.
    expect((await app.services.jobs.drain()).failed).toHaveLength(1);
    standin.outage(null);
    await query("update pgboss.job set start_after = now() where name = 'after-sale.settle-refund' and state = 'retry'");
    expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
    expect(standin.refundsOf(intentId).map((made) => made.amount)).toEqual([3000]);
    expect(await orderRow(order.id)).toEqual({ status: 'partially_refunded', amount_refunded: '30.00' });
  });
});

describe("Stripe's refusals", () => {
  it('of a disputed charge: 409 in its words, the refund kept as failed, the order as it was', async () => {
    const { order, intentId } = await paidOrder();
    standin.blockRefunds(intentId);
    const answer = await refund(order.orderNumber, await adminCookie(), { amount: '10.00', reason: 'Goodwill' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(`Stripe refused the refund: Charge ${intentId} has been charged back; refunds are not possible. Nothing was refunded.`);
    expect(await refundRows()).toEqual([{ amount: '10.00', status: 'failed', actor_email: ADMIN_EMAIL, purpose: 'refund' }]);
    expect(await orderRow(order.id)).toEqual({ status: 'paid', amount_refunded: '0.00' });
    expect(await auditRows()).toEqual([]);
  });

  it('of more than Stripe has left (a dashboard refund whose webhook has not come): 409, and the amount is free again', async () => {
    const { order, intentId } = await paidOrder();
    standin.refundInDashboard(intentId, 10_000);
    const cookie = await adminCookie();
    const answer = await refund(order.orderNumber, cookie, { amount: '259.20', reason: 'Everything' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toContain('Stripe refused the refund: Refund amount (25920) is greater than unrefunded amount');
    // A refused refund holds nothing: what is still left can be refunded.
    const rest = await refund(order.orderNumber, cookie, { amount: '159.20', reason: 'What Stripe has left' });
    expect(rest.statusCode).toBe(201);
    expect(standin.refundsOf(intentId).map((made) => made.amount)).toEqual([10_000, 15_920]);
  });
});

describe('refunds of an order paid in pounds', () => {
  it('of a penny each: each one Stripe can make, then a 400 naming the least amount once a penny rounds to nothing; never a 500, never an amount of 0', async () => {
    const { order, intentId } = await paidOrder({ country: 'GB', currency: 'GBP' });
    const cookie = await adminCookie();
    const rate = CURRENCIES.find((currency) => currency.code === 'GBP')!.rate;
    const pence = (cents: number) => toMinorUnits(convertAmount(cents / 100, 1, rate), 'GBP');
    const answers = [];
    for (let n = 1; n <= 3; n += 1) answers.push(await refund(order.orderNumber, cookie, { amount: '0.01', reason: `Penny ${n}` }));

    // What each penny comes to in pence, on top of the pennies refunded before it.
    const expected = [1, 2, 3].map((n) => pence(n) - pence(n - 1));
    expect(answers.map((answer) => answer.statusCode)).toEqual(expected.map((minor) => (minor > 0 ? 201 : 400)));
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json().message).toMatch(/^amount: \$0\.01 is less than the smallest amount of GBP this order can be refunded .*: refund at least \$0\.0\d\.$/);
    expect(standin.refundsOf(intentId).map((made) => made.amount)).toEqual(expected.filter((minor) => minor > 0));
    const rows = await query<{ amount_minor: number }>('select amount_minor from order_refunds order by id');
    expect(rows.map((row) => row.amount_minor)).toEqual(expected.filter((minor) => minor > 0));
  });
});

describe("an admin's Idempotency-Key", () => {
  it('cannot name a refund of the shop\'s own: "return:<id>" and "return-<id>" make refunds of their own, and the return is still refunded', async () => {
    const { order, intentId } = await paidOrder({ quantities: [1, 1] });
    const [line] = order.items;
    const [request] = await query<{ id: number }>(
      "insert into return_requests (order_id, order_item_id, customer_email, reason, status) values (?, ?, 'buyer@example.com', 'defective', 'approved') returning id",
      [order.id, line!.id],
    );
    const cookie = await adminCookie();
    for (const key of [`return:${request!.id}`, `return-${request!.id}`]) {
      const forged = await refund(order.orderNumber, cookie, { amount: '0.01', reason: 'A cent' }, key);
      expect(forged.statusCode).toBe(201);
      expect(forged.json().refund).toMatchObject({ amount: '0.01', lines: null });
    }
    const decided = await app.inject({
      method: 'POST',
      url: `/api/admin/returns/${request!.id}/decision`,
      payload: { action: 'refund' },
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'refunded', refundStatus: 'succeeded', refundAmount: '129.60' });
    expect(standin.refundsOf(intentId).map((made) => made.amount)).toEqual([1, 1, 12_960]);
    expect((await refundRows()).map((row) => row.purpose)).toEqual(['refund', 'refund', 'return']);
    expect((await query<{ idempotency_key: string }>('select idempotency_key from order_refunds order by id')).map((row) => row.idempotency_key)).toEqual([
      `admin:${ADMIN_EMAIL}:return:${request!.id}`,
      `admin:${ADMIN_EMAIL}:return-${request!.id}`,
      `return:${request!.id}`,
    ]);
  });

});

describe('while Stripe cannot be reached, over HTTP', () => {
  it('a cancellation answers 202 "Cancellation in progress", and the job finishes it once Stripe is back', async () => {
    const { order, intentId } = await paidOrder();
    const cookie = await adminCookie();
    standin.outage('refusing');
    const answer = await app.inject({ method: 'POST', url: `/api/admin/orders/${order.orderNumber}/cancel`, payload: { reason: 'Ordered twice' }, cookies: { [SESSION_COOKIE]: cookie } });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ status: 'cancelling', refund: { status: 'requested', amount: '259.20' }, waitingOn: expect.stringContaining('Stripe did not answer') });
    expect(await orderRow(order.id)).toEqual({ status: 'cancelling', amount_refunded: '0.00' });

    standin.outage(null);
    await query("update pgboss.job set start_after = now() where name in ('after-sale.cancel-order', 'after-sale.settle-refund')");
    expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
    expect(await orderRow(order.id)).toEqual({ status: 'cancelled', amount_refunded: '259.20' });
    expect(standin.refundsOf(intentId).map((made) => made.amount)).toEqual([25_920]);
  });

  it("a return's refund decision answers 202 with the return as it was; it is refunded once Stripe answers", async () => {
    const { order } = await paidOrder();
    const [request] = await query<{ id: number }>(
      "insert into return_requests (order_id, order_item_id, customer_email, reason, status) values (?, ?, 'buyer@example.com', 'changed_mind', 'received') returning id",
      [order.id, order.items[0]!.id],
    );
    const cookie = await adminCookie();
    standin.outage('refusing');
    const decide = () => app.inject({ method: 'POST', url: `/api/admin/returns/${request!.id}/decision`, payload: { action: 'refund' }, cookies: { [SESSION_COOKIE]: cookie } });
    const answer = await decide();
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ status: 'received', refundStatus: 'requested', refundAmount: '259.20' });

    standin.outage(null);
    await settleDueNow();
    expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
    expect(await query('select status from return_requests')).toEqual([{ status: 'refunded' }]);
    expect(await query("select action, actor_email from admin_audit where action = 'return.decide'")).toEqual([{ action: 'return.decide', actor_email: ADMIN_EMAIL }]);
    // Asked again, it is the same refund, and the return is over.
    expect((await decide()).statusCode).toBe(409);
    expect(await refundRows()).toHaveLength(1);
  });
});
