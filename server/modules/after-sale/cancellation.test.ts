import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../../integrations/payments/index.ts';
import { PrintifyEvent } from '../../integrations/printify/index.ts';
import { couponUses, createCoupon, intentInput, query, stockOf } from '../../test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { ADMIN_EMAIL, callerFor, createUser } from '../../test/helpers.ts';
import { decodeQuotedPrintable, testMailbox } from '../../test/mailbox.ts';
import { standinServices, type PrintifyStandin } from '../../test/printify-standin.ts';
import type { Services } from '../request-scope.ts';
import { takeEvent } from '../printify/printify-events.ts';

/** Cancelling orders against real PostgreSQL, demo payments and the Printify stand-in. */

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

const admin = async () => callerFor(await createUser({ email: ADMIN_EMAIL }), { services });

/** A customer's demo-paid order of 2 prints synced from Printify, with a coupon; answers it and the print's id. */
async function paidOrder(email: string) {
  const source = standin.addCanvasProduct({ title: 'Harbour at Dusk', tags: ['Waterfronts'], sizes: [{ width: 24, height: 16, price: 12900 }] });
  const curator = await admin();
  await curator.printify.sync();
  const [product] = await query<{ id: number }>('select id from products where printify_id = ?', [source.id]);
  await query('update products set inventory = 10 where id = ?', [product!.id]);
  await createCoupon({ code: 'HARBOUR10', maxUses: 5 });
  const caller = await callerFor(await createUser({ email }), { services });
  await caller.cart.add({ productId: product!.id, variantId: String(source.variants[0]!.id), quantity: 2 });
  const intent = await caller.checkout.createPaymentIntent(intentInput({ couponCode: 'HARBOUR10' }));
  const paid = await caller.checkout.confirmDemoPayment({ clientSecret: intent.clientSecret, cardNumber: DEMO_CARDS.succeeds });
  const order = await caller.checkout.placeOrder({ paymentIntentId: paid.paymentIntentId });
  return { order, productId: product!.id, curator };
}

const statusOf = async (id: number) =>
  (await query<{ status: string; amount_refunded: string; printify_status: string | null }>('select status, amount_refunded, printify_status from orders where id = ?', [id]))[0]!;

describe('cancelling an order', () => {
  it('before production: cancels it at Printify, refunds it in full, gives stock and coupon use back, and e-mails the customer', async () => {
    const { order, productId, curator } = await paidOrder('cancel@example.com');
    expect(await services.jobs.drain()).toMatchObject({ failed: [] });
    expect(standin.orders).toHaveLength(1);
    expect(await stockOf(productId)).toEqual({ inventory: 8, reserved: 0 });
    expect((await couponUses('HARBOUR10')).current_uses).toBe(1);

    const answer = await curator.admin.orders.cancel({ orderNumber: order.orderNumber, reason: 'Ordered twice by mistake' });

    expect(answer).toMatchObject({ status: 'cancelled', refund: { amount: order.total, actor: 'admin', actorEmail: ADMIN_EMAIL, status: 'succeeded' } });
    expect(standin.orders[0]!.status).toBe('canceled');
    expect(await statusOf(order.id)).toEqual({ status: 'cancelled', amount_refunded: order.total, printify_status: 'canceled' });
    expect(await stockOf(productId)).toEqual({ inventory: 10, reserved: 0 });
    expect((await couponUses('HARBOUR10')).current_uses).toBe(0);
    expect(await query('select actor_kind, from_status, to_status from order_events where order_id = ? order by id', [order.id])).toEqual([
      { actor_kind: 'customer', from_status: null, to_status: 'paid' },
      { actor_kind: 'admin', from_status: 'paid', to_status: 'cancelling' },
      { actor_kind: 'admin', from_status: 'cancelling', to_status: 'cancelled' },
    ]);
    expect(await services.jobs.drain()).toMatchObject({ failed: [] });
    const mailbox = await testMailbox();
    expect((await mailbox.next('cancel@example.com')).raw).toContain('order-confirmation.');
    const mail = decodeQuotedPrintable((await mailbox.next('cancel@example.com')).raw);
    expect(mail).toContain(`We have cancelled your order ${order.orderNumber} before it went to print, and refunded $${order.total} in full.`);

    await expect(curator.admin.orders.cancel({ orderNumber: order.orderNumber, reason: 'Again' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This order is cancelled already.',
    });
  });

  it('before it was sent to print: nothing goes to Printify, then or later', async () => {
    const { order, curator } = await paidOrder('early@example.com');
    await curator.admin.orders.cancel({ orderNumber: order.orderNumber, reason: 'Wrong size' });
    expect(await services.jobs.drain()).toMatchObject({ failed: [] });
    expect(standin.orders).toEqual([]);
    expect((await statusOf(order.id)).status).toBe('cancelled');
  });

  it('once in production: 409 that says so, and nothing changes', async () => {
    const { order, productId, curator } = await paidOrder('late@example.com');
    await services.jobs.drain();
    const event = PrintifyEvent.parse(JSON.parse(standin.orderUpdated(standin.orders[0]!.id, 'in-production').rawBody.toString()));
    await takeEvent((await testOrm()).em.fork(), services.jobs, event, new Date());
    expect(await services.jobs.drain()).toMatchObject({ failed: [] });

    await expect(curator.admin.orders.cancel({ orderNumber: order.orderNumber, reason: 'Too late' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('This order is in production: it is being printed, so it can no longer be cancelled.'),
    });
    expect(await statusOf(order.id)).toEqual({ status: 'in_production', amount_refunded: '0.00', printify_status: 'in-production' });
    expect((await stockOf(productId)).inventory).toBe(8);
    expect(await query('select count(*)::int as n from order_refunds')).toEqual([{ n: 0 }]);
  });

  it('when Printify has started though the shop has not heard yet: Printify refuses, 409, nothing is refunded, and the order goes on into production', async () => {
    const { order, productId, curator } = await paidOrder('race@example.com');
    await services.jobs.drain();
    // Printify moved on; its webhook has not arrived.
    standin.orderUpdated(standin.orders[0]!.id, 'in-production');
    await expect(curator.admin.orders.cancel({ orderNumber: order.orderNumber, reason: 'Race' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('Printify refused to cancel'),
    });
    expect(await statusOf(order.id)).toEqual({ status: 'in_production', amount_refunded: '0.00', printify_status: 'in-production' });
    expect((await stockOf(productId)).inventory).toBe(8);
    expect(await query('select count(*)::int as n from order_refunds')).toEqual([{ n: 0 }]);
    expect(await query('select status, waiting_on from order_cancellations')).toEqual([{ status: 'refused', waiting_on: expect.stringContaining('it is being printed') }]);
    // Nothing waits to be retried: the job finds the cancellation over.
    await query("update pgboss.job set start_after = now() where name = 'after-sale.cancel-order'");
    expect(await services.jobs.drain()).toMatchObject({ failed: [] });
    expect((await statusOf(order.id)).status).toBe('in_production');
  });

  it('is for admins only, and 404 for an unknown order', async () => {
    const customer = await callerFor(await createUser(), { services });
    await expect(customer.admin.orders.cancel({ orderNumber: 'CL-NOPE1234', reason: 'x' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const visitor = await callerFor(null, { services });
    await expect(visitor.admin.orders.cancel({ orderNumber: 'CL-NOPE1234', reason: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect((await admin()).admin.orders.cancel({ orderNumber: 'CL-NOPE1234', reason: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
