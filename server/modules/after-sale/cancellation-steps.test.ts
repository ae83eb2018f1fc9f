import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../../integrations/payments/index.ts';
import { couponUses, createCoupon, intentInput, query, stockOf } from '../../test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { ADMIN_EMAIL, callerFor, createUser, TEST_SESSION_SECRET, testServices } from '../../test/helpers.ts';
import { decodeQuotedPrintable, testMailbox } from '../../test/mailbox.ts';
import { PrintifyStandin } from '../../test/printify-standin.ts';
import { StripeStandin } from '../../test/stripe-standin.ts';
import type { Services } from '../request-scope.ts';
import { takeRefundEvent } from './provider-refunds.ts';

/**
 * A cancellation as a saga that finishes or never starts, against real PostgreSQL, the Stripe stand-in
 * (through the real SDK) and the Printify stand-in: a provider that is down holds the order at
 * "Cancellation in progress" until the job finishes it, never cancelled at Printify and paid.
 */

let stripe: StripeStandin;
let printify: PrintifyStandin;
let services: Services;

beforeAll(async () => {
  stripe = await new StripeStandin().start();
  printify = await new PrintifyStandin().start();
  services = await testServices({ printify: printify.printify(), payments: createPaymentProvider(stripe.env, { sessionSecret: TEST_SESSION_SECRET }) });
});
afterAll(async () => {
  await stripe.close();
  await printify.close();
});
beforeEach(async () => {
  await resetDatabase();
  printify.reset();
  stripe.outage(null);
});

const admin = async () => callerFor(await createUser({ email: ADMIN_EMAIL }), { services });

/** A customer's card order of 2 prints synced from Printify, with a coupon, sent to print. */
async function orderAtPrintify(email: string) {
  const source = printify.addCanvasProduct({ title: 'Harbour at Dusk', tags: ['Waterfronts'], sizes: [{ width: 24, height: 16, price: 12900 }] });
  const curator = await admin();
  await curator.printify.sync();
  const [product] = await query<{ id: number }>('select id from products where printify_id = ?', [source.id]);
  await query('update products set inventory = 10 where id = ?', [product!.id]);
  await createCoupon({ code: 'HARBOUR10', maxUses: 5 });
  const caller = await callerFor(await createUser({ email }), { services });
  await caller.cart.add({ productId: product!.id, variantId: String(source.variants[0]!.id), quantity: 2 });
  const intent = await caller.checkout.createPaymentIntent(intentInput({ couponCode: 'HARBOUR10' }));
  stripe.succeed(intent.paymentIntentId);
  const order = await caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId });
  expect(await services.jobs.drain()).toMatchObject({ failed: [] });
  expect(printify.orders).toHaveLength(1);
  return { order, productId: product!.id, intentId: intent.paymentIntentId, curator };
}

const orderState = async (id: number) =>
  (await query<{ status: string; amount_refunded: string; printify_status: string | null }>('select status, amount_refunded, printify_status from orders where id = ?', [id]))[0]!;
/** The cancellation job's turn, as its delay (or its backoff) having passed. */
const jobsDueNow = () => query("update pgboss.job set start_after = now() where name in ('after-sale.cancel-order', 'after-sale.settle-refund') and state in ('created', 'retry')");

describe('a cancellation while Stripe cannot be reached', () => {
  it('answers "Cancellation in progress" with Printify cancelled and nothing refunded yet; once Stripe is back the job refunds in full and finishes it', async () => {
    const { order, productId, intentId, curator } = await orderAtPrintify('outage@example.com');
    stripe.outage('refusing');

    const answer = await curator.admin.orders.cancel({ orderNumber: order.orderNumber, reason: 'Ordered twice' });
    expect(answer).toMatchObject({ status: 'cancelling', refund: { status: 'requested', amount: order.total }, waitingOn: expect.stringContaining('Stripe did not answer') });
    // Cancelled at Printify, and the order says it is being cancelled: never "Paid" with its print order gone.
    expect(printify.orders[0]!.status).toBe('canceled');
    expect(await orderState(order.id)).toEqual({ status: 'cancelling', amount_refunded: '0.00', printify_status: 'canceled' });
    expect(stripe.refundsOf(intentId)).toEqual([]);
    expect(await stockOf(productId)).toEqual({ inventory: 8, reserved: 0 });

    // Still down when the job first runs: it tries again later.
    await jobsDueNow();
    expect((await services.jobs.drain()).failed.length).toBeGreaterThan(0);
    expect((await orderState(order.id)).status).toBe('cancelling');

    stripe.outage(null);
    await jobsDueNow();
    expect(await services.jobs.drain()).toMatchObject({ failed: [] });
    expect(stripe.refundsOf(intentId).map((made) => made.amount)).toEqual([Math.round(Number(order.total) * 100)]);
    expect(await orderState(order.id)).toEqual({ status: 'cancelled', amount_refunded: order.total, printify_status: 'canceled' });
    expect(await stockOf(productId)).toEqual({ inventory: 10, reserved: 0 });
    expect((await couponUses('HARBOUR10')).current_uses).toBe(0);
    expect(await query('select actor_kind, from_status, to_status from order_events where order_id = ? order by id', [order.id])).toEqual([
      { actor_kind: 'customer', from_status: null, to_status: 'paid' },
      { actor_kind: 'admin', from_status: 'paid', to_status: 'cancelling' },
      { actor_kind: 'admin', from_status: 'cancelling', to_status: 'cancelled' },
    ]);
    expect(await query("select action, actor_email from admin_audit where action like 'order.%'")).toEqual([{ action: 'order.cancel', actor_email: ADMIN_EMAIL }]);
    const mailbox = await testMailbox();
    expect((await mailbox.next('outage@example.com')).raw).toContain('order-confirmation.');
    expect(decodeQuotedPrintable((await mailbox.next('outage@example.com')).raw)).toContain(`We have cancelled your order ${order.orderNumber} before it went to print, and refunded`);
  });

  it('shows the order "Cancellation in progress" on its page, with what it waits on; refunds wait for it', async () => {
    const { order, curator: caller } = await orderAtPrintify('http@example.com');
    stripe.outage('refusing');
    await caller.admin.orders.cancel({ orderNumber: order.orderNumber, reason: 'Wrong address' });
    const detail = await caller.admin.orders.detail({ orderNumber: order.orderNumber });
    expect(detail).toMatchObject({
      status: 'cancelling',
      cancellation: { status: 'in_progress', reason: 'Wrong address', actorEmail: ADMIN_EMAIL, waitingOn: expect.stringContaining('Stripe did not answer') },
      payment: { awaitingProvider: order.total, refunded: '0.00' },
    });
    // Refunds and a second cancellation wait for this one.
    await expect(caller.admin.orders.refund({ orderNumber: order.orderNumber, amount: '1.00', reason: 'x' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('This order is being cancelled'),
    });
  });
});

describe('a cancellation whose refund Stripe refuses', () => {
  it('stops at "Cancellation in progress" with why and what staff can do; no silent retries; staff finish it once the dispute is settled', async () => {
    const { order, intentId, curator } = await orderAtPrintify('disputed@example.com');
    stripe.blockRefunds(intentId);

    const answer = await curator.admin.orders.cancel({ orderNumber: order.orderNumber, reason: 'Customer asked' });
    expect(answer).toMatchObject({ status: 'cancelling', refund: { status: 'failed' }, waitingOn: expect.stringContaining("Refund the payment in the provider's dashboard, then cancel the order again") });
    await jobsDueNow();
    // The job ends: a refusal waits for staff, it is not retried in silence.
    expect(await services.jobs.drain()).toMatchObject({ failed: [] });
    expect((await orderState(order.id)).status).toBe('cancelling');

    // The dispute is settled; staff cancel again, and the cancellation asks for its refund anew.
    stripe.blockRefunds(intentId, null);
    const finished = await curator.admin.orders.cancel({ orderNumber: order.orderNumber, reason: 'Customer asked' });
    expect(finished).toMatchObject({ status: 'cancelled', refund: { status: 'succeeded', amount: order.total }, waitingOn: null });
    expect(await orderState(order.id)).toMatchObject({ status: 'cancelled', amount_refunded: order.total });
    expect(stripe.refundsOf(intentId)).toHaveLength(1);
    expect(await query('select status from order_refunds order by id')).toEqual([{ status: 'failed' }, { status: 'succeeded' }]);
  });

  it("finishes when staff refunded the payment in Stripe's dashboard instead: nothing is left, so nothing more is refunded", async () => {
    const { order, intentId, curator } = await orderAtPrintify('dashboard@example.com');
    stripe.blockRefunds(intentId);
    expect(await curator.admin.orders.cancel({ orderNumber: order.orderNumber, reason: 'Customer asked' })).toMatchObject({ status: 'cancelling' });
    stripe.blockRefunds(intentId, null);
    stripe.refundInDashboard(intentId, Math.round(Number(order.total) * 100));
    const webhook = stripe.chargeRefundedWebhook(intentId);
    await takeRefundEvent({ em: (await testOrm()).em.fork(), services }, services.payments.parseWebhook(webhook.rawBody, webhook.header));
    // Recorded while the order is being cancelled: its amount, not a move of its own.
    expect(await orderState(order.id)).toMatchObject({ status: 'cancelling', amount_refunded: order.total });

    expect(await curator.admin.orders.cancel({ orderNumber: order.orderNumber, reason: 'Customer asked' })).toMatchObject({ status: 'cancelled', waitingOn: null });
    expect(stripe.refundsOf(intentId)).toHaveLength(1);
  });
});

describe('a cancellation while Printify cannot be reached', () => {
  it('answers "Cancellation in progress" having refunded nothing; the job cancels at Printify, then refunds', async () => {
    const { order, intentId, curator } = await orderAtPrintify('printify-down@example.com');
    // Both tries of the request's call fail; the job's call gets through.
    printify.failNext(2, 503);
    const answer = await curator.admin.orders.cancel({ orderNumber: order.orderNumber, reason: 'Changed mind' });
    expect(answer).toMatchObject({ status: 'cancelling', refund: null });
    expect(printify.orders[0]!.status).toBe('on-hold');
    expect(stripe.refundsOf(intentId)).toEqual([]);

    await jobsDueNow();
    expect(await services.jobs.drain()).toMatchObject({ failed: [] });
    expect(printify.orders[0]!.status).toBe('canceled');
    expect(stripe.refundsOf(intentId)).toHaveLength(1);
    expect(await orderState(order.id)).toEqual({ status: 'cancelled', amount_refunded: order.total, printify_status: 'canceled' });
  });
});
