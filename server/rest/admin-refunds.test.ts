import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RefundReceipt } from '../../src/admin-orders.ts';
import type { OrderView } from '../../src/orders.ts';
import type { App } from '../app.ts';
import { createPaymentProvider } from '../integrations/payments/index.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { intentInput, query, shopperWith, stockOf } from '../test/checkout-fixtures.ts';
import { resetDatabase } from '../test/database.ts';
import { ADMIN_EMAIL, createProduct, createUser, TEST_SESSION_SECRET, testApp } from '../test/helpers.ts';
import { decodeQuotedPrintable, testMailbox } from '../test/mailbox.ts';
import { guestOrder, sessionCookieFor } from '../test/return-fixtures.ts';
import { StripeStandin } from '../test/stripe-standin.ts';

/** Refunds of orders over HTTP, through the real Stripe SDK at the stand-in, against real PostgreSQL. */

let standin: StripeStandin;
let app: App;

beforeAll(async () => {
  standin = await new StripeStandin().start();
  app = await testApp({ payments: createPaymentProvider(standin.env, { sessionSecret: TEST_SESSION_SECRET }) });
  // Its job queues are made when it is ready; the orders below are placed through a caller, before any request.
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await standin.close();
});
beforeEach(resetDatabase);

/** A customer's card order of two prints at 120.00 (259.20 with tax), paid at the stand-in. */
async function paidOrder(email = `buyer-${Date.now()}@example.com`): Promise<{ order: OrderView; intentId: string; productId: number }> {
  const product = await createProduct({ price: '120.00', inventory: 5 });
  const { caller } = await shopperWith(product.id, 2, { services: app.services, user: await createUser({ email }) });
  const intent = await caller.checkout.createPaymentIntent(intentInput());
  standin.succeed(intent.paymentIntentId);
  const order = await caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId });
  await app.services.jobs.drain();
  return { order, intentId: intent.paymentIntentId, productId: product.id };
}

const refund = (orderNumber: string, cookie: string | null, payload: unknown, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNumber}/refunds`,
    payload: payload as object,
    cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
    headers: key ? { 'idempotency-key': key } : {},
  });

const adminCookie = async () => sessionCookieFor(app, await createUser({ email: ADMIN_EMAIL }));
const refundRows = () => query<{ amount: string; status: string; actor_email: string | null }>('select amount, status, actor_email from order_refunds order by id');
const orderRow = async (id: number) =>
  (await query<{ status: string; amount_refunded: string }>('select status, amount_refunded from orders where id = ?', [id]))[0]!;
const refundedAtStripe = (intentId: string) => standin.refundsOf(intentId).reduce((sum, row) => sum + row.amount, 0);

describe('POST /api/admin/orders/{orderNumber}/refunds', () => {
  it('401 without a session, 403 for a customer, and nothing is refunded', async () => {
    const { order, intentId } = await paidOrder();
    expect((await refund(order.orderNumber, null, { amount: '10.00', reason: 'Scratched frame' })).statusCode).toBe(401);
    const customer = await refund(order.orderNumber, await sessionCookieFor(app, await createUser()), { amount: '10.00', reason: 'Scratched frame' });
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ message: expect.any(String) });
    expect(standin.refundsOf(intentId)).toEqual([]);
    expect(await refundRows()).toEqual([]);
  });

  it('refunds part, refuses more than is left with a 409 that says how much, then refunds the rest', async () => {
    const { order, intentId } = await paidOrder('grace@example.com');
    const cookie = await adminCookie();

    const first = await refund(order.orderNumber, cookie, { amount: '50.00', reason: 'Corner dented in transit' });
    expect(first.statusCode).toBe(201);
    expect(first.json<RefundReceipt>()).toMatchObject({
      refund: { amount: '50.00', actor: 'admin', actorEmail: ADMIN_EMAIL, status: 'succeeded', providerRefundId: expect.stringMatching(/^re_/) },
      status: 'partially_refunded',
      amountRefunded: '50.00',
      remaining: '209.20',
    });
    expect(standin.refundsOf(intentId).map((row) => row.amount)).toEqual([5000]);

    const tooMuch = await refund(order.orderNumber, cookie, { amount: '209.21', reason: 'Whole order' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('Only $209.20 is left to refund on this order.');
    expect(standin.refundsOf(intentId)).toHaveLength(1);

    const rest = await refund(order.orderNumber, cookie, { amount: '209.20', reason: 'Customer changed their mind' });
    expect(rest.json<RefundReceipt>()).toMatchObject({ status: 'refunded', amountRefunded: '259.20', remaining: '0.00' });
    expect(refundedAtStripe(intentId)).toBe(25_920);
    expect(await refundRows()).toEqual([
      { amount: '50.00', status: 'succeeded', actor_email: ADMIN_EMAIL },
      { amount: '209.20', status: 'succeeded', actor_email: ADMIN_EMAIL },
    ]);
    expect(await query('select actor_kind, from_status, to_status from order_events where order_id = ? order by id', [order.id])).toEqual([
      { actor_kind: 'customer', from_status: null, to_status: 'paid' },
      { actor_kind: 'admin', from_status: 'paid', to_status: 'partially_refunded' },
      { actor_kind: 'admin', from_status: 'partially_refunded', to_status: 'refunded' },
    ]);
    const again = await refund(order.orderNumber, cookie, { amount: '0.01', reason: 'One more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('nothing is left to refund');

    expect(await app.services.jobs.drain()).toEqual({ completed: 2, failed: [] });
    const mailbox = await testMailbox();
    // The order's confirmation came first.
    expect((await mailbox.next('grace@example.com')).raw).toContain(`order-confirmation.${order.orderNumber}`);
    // One notice per refund, sent in either order.
    const mails = [(await mailbox.next('grace@example.com')).raw, (await mailbox.next('grace@example.com')).raw].map(decodeQuotedPrintable).sort();
    expect(mails.find((mail) => mail.includes('$50.00'))).toContain(`We have refunded $50.00 on your order ${order.orderNumber}.`);
    expect(mails.find((mail) => mail.includes('$209.20'))).toContain('It takes 5-10 business days to appear on your statement');
  });

  it('makes one provider refund of a double-clicked request with one Idempotency-Key', async () => {
    const { order, intentId } = await paidOrder();
    const cookie = await adminCookie();
    const body = { amount: '20.00', reason: 'Late delivery' };
    const answers = await Promise.all([refund(order.orderNumber, cookie, body, 'click-1'), refund(order.orderNumber, cookie, body, 'click-1')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().refund.id).toBe(answers[1]!.json().refund.id);
    expect(standin.refundsOf(intentId)).toHaveLength(1);
    expect((await orderRow(order.id)).amount_refunded).toBe('20.00');
  });

  it('never gives back more than was captured, however many refunds arrive at once', async () => {
    const { order, intentId } = await paidOrder();
    const cookie = await adminCookie();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => refund(order.orderNumber, cookie, { amount: '60.00', reason: `Refund ${n}` }, `parallel-${n}`)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    // 4 × 60.00 fit in 259.20; the other two find only 19.20 left.
    expect(codes).toEqual([201, 201, 201, 201, 409, 409]);
    expect(refundedAtStripe(intentId)).toBe(24_000);
    expect(await orderRow(order.id)).toEqual({ status: 'partially_refunded', amount_refunded: '240.00' });
  });

  it('refunds a line at what was paid for it, and puts the print back in stock when asked', async () => {
    const { order, intentId, productId } = await paidOrder('lines@example.com');
    const line = order.items[0]!;
    const before = (await stockOf(productId)).inventory;
    const cookie = await adminCookie();
    const answer = await refund(order.orderNumber, cookie, {
      lines: [{ orderItemId: line.id, quantity: 1 }],
      reason: 'Arrived torn',
      restock: true,
    });
    expect(answer.statusCode).toBe(201);
    // 120.00 plus its 8% tax.
    expect(answer.json()).toMatchObject({ refund: { amount: '129.60', lines: [{ orderItemId: line.id, quantity: 1 }], restocked: true } });
    expect(standin.refundsOf(intentId).map((row) => row.amount)).toEqual([12_960]);
    expect((await stockOf(productId)).inventory).toBe(before + 1);

    const beyond = await refund(order.orderNumber, cookie, { lines: [{ orderItemId: line.id, quantity: 2 }], reason: 'Both' });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().message).toContain('Only 1 of');

    // The back office counts what is left of the line; the customer sees the refund on their order.
    const detail = await app.inject({ method: 'GET', url: `/api/admin/orders/${order.orderNumber}`, cookies: { [SESSION_COOKIE]: cookie } });
    expect(detail.json().lines.map((row: { id: number; refundable: number }) => [row.id, row.refundable])).toEqual([[line.id, 1]]);
    const seen = await app.inject({ method: 'POST', url: '/api/returns/lookup', payload: { email: 'lines@example.com', orderNumber: order.orderNumber } });
    expect(seen.json()).toMatchObject({
      status: 'partially_refunded',
      amountRefunded: '129.60',
      refunds: [{ amount: '129.60', createdAt: expect.any(String), lines: [{ orderItemId: line.id, quantity: 1 }] }],
    });
  });

  it.each([
    [{ reason: 'No amount' }, 'either an amount or lines'],
    [{ amount: '10.00', lines: [{ orderItemId: 1, quantity: 1 }], reason: 'Both' }, 'either an amount or lines'],
    [{ amount: '10.005', reason: 'Too precise' }, 'Amount must be a sum'],
    [{ amount: '0.00', reason: 'Nothing' }, 'more than 0.00'],
    [{ amount: '10.00' }, 'say why'],
    [{ amount: '10.00', reason: 'Stock', restock: true }, 'Restock goes with lines'],
    [{ lines: [{ orderItemId: 999_999, quantity: 1 }], reason: 'Not ours' }, 'not a line of this order'],
  ])('answers %j with a 400 naming the problem, and refunds nothing', async (body, words) => {
    const { order, intentId } = await paidOrder();
    const answer = await refund(order.orderNumber, await adminCookie(), body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(words);
    expect(standin.refundsOf(intentId)).toEqual([]);
    expect(await refundRows()).toEqual([]);
  });

  it('answers 404 for an unknown order', async () => {
    const answer = await refund('CL-NOPE1234', await adminCookie(), { amount: '1.00', reason: 'Nobody' });
    expect(answer.statusCode).toBe(404);
  });
});

describe("refunds made in Stripe's dashboard", () => {
  const deliver = ({ rawBody, header }: { rawBody: Buffer; header: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: rawBody,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    });
  const rows = () => query('select amount, actor_kind, provider_refund_id, reason from order_refunds order by id');

  it('arrive by webhook and are recorded once, however many events tell of them', async () => {
    const { order, intentId } = await paidOrder('dash@example.com');
    const made = standin.refundInDashboard(intentId, 3000);

    expect((await deliver(standin.chargeRefundedWebhook(intentId))).statusCode).toBe(200);
    expect((await deliver(standin.refundWebhook('refund.updated', made.id))).statusCode).toBe(200);
    expect((await deliver(standin.chargeRefundedWebhook(intentId))).statusCode).toBe(200);

    expect(await rows()).toEqual([{ amount: '30.00', actor_kind: 'stripe', provider_refund_id: made.id, reason: "Refunded in the payment provider's dashboard." }]);
    expect(await orderRow(order.id)).toEqual({ status: 'partially_refunded', amount_refunded: '30.00' });
    expect(await query('select actor_kind, to_status from order_events where order_id = ? order by id', [order.id])).toEqual([
      { actor_kind: 'customer', to_status: 'paid' },
      { actor_kind: 'stripe', to_status: 'partially_refunded' },
    ]);
    // What is left counts the dashboard's refund.
    const tooMuch = await refund(order.orderNumber, await adminCookie(), { amount: '229.21', reason: 'All' });
    expect(tooMuch.json().message).toContain('Only $229.20 is left');
  });

  it('that failed are not counted: nothing went back', async () => {
    const { order, intentId } = await paidOrder();
    const made = standin.failRefund(standin.refundInDashboard(intentId, 2500).id);
    expect((await deliver(standin.refundWebhook('refund.updated', made.id))).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
    expect(await orderRow(order.id)).toEqual({ status: 'paid', amount_refunded: '0.00' });
  });

  it("do not count the shop's own refund twice when its webhooks come back", async () => {
    const { order, intentId } = await paidOrder();
    expect((await refund(order.orderNumber, await adminCookie(), { amount: '40.00', reason: 'Goodwill' })).statusCode).toBe(201);
    const [made] = standin.refundsOf(intentId);
    expect((await deliver(standin.refundWebhook('refund.created', made!.id))).statusCode).toBe(200);
    expect((await deliver(standin.chargeRefundedWebhook(intentId))).statusCode).toBe(200);
    expect(await rows()).toEqual([{ amount: '40.00', actor_kind: 'admin', provider_refund_id: made!.id, reason: 'Goodwill' }]);
    expect(await orderRow(order.id)).toEqual({ status: 'partially_refunded', amount_refunded: '40.00' });
  });
});

describe('POST /api/admin/orders/{orderNumber}/cancel', () => {
  it('401 without a session, 403 for a customer, and the order stays as it was', async () => {
    const { order, intentId } = await paidOrder();
    const cancel = (cookie: string | null) =>
      app.inject({ method: 'POST', url: `/api/admin/orders/${order.orderNumber}/cancel`, payload: { reason: 'Mistake' }, cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });
    expect((await cancel(null)).statusCode).toBe(401);
    expect((await cancel(await sessionCookieFor(app, await createUser()))).statusCode).toBe(403);
    expect(await orderRow(order.id)).toEqual({ status: 'paid', amount_refunded: '0.00' });
    expect(standin.refundsOf(intentId)).toEqual([]);
  });

  it('cancels a card order over HTTP with a full refund at Stripe', async () => {
    const { order, intentId } = await paidOrder();
    const answer = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNumber}/cancel`,
      payload: { reason: 'Ordered twice' },
      cookies: { [SESSION_COOKIE]: await adminCookie() },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'cancelled', refund: { amount: '259.20' } });
    expect(refundedAtStripe(intentId)).toBe(25_920);
  });
});

describe('a demo payment', () => {
  it('refunds as demo', async () => {
    const demo = await testApp();
    try {
      const order = await guestOrder(demo, 'demo@example.com');
      const answer = await demo.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.orderNumber}/refunds`,
        payload: { amount: '10.00', reason: 'Goodwill' },
        cookies: { [SESSION_COOKIE]: await sessionCookieFor(demo, await createUser({ email: ADMIN_EMAIL })) },
      });
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toMatchObject({ refund: { providerRefundId: expect.stringMatching(/^re_demo_/), status: 'succeeded' }, status: 'partially_refunded' });
    } finally {
      await demo.close();
    }
  });
});
