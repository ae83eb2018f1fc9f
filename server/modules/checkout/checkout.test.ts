import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentInput } from '../../../src/checkout.ts';
import { createPaymentProvider, DEMO_CARDS, type PaymentProvider } from '../../integrations/payments/index.ts';
import type { Services } from '../request-scope.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import {
  couponUses,
  createCoupon,
  intentInput,
  orderCount,
  query,
  refundCount,
  SHIPPING,
  shopperWith as shopperWithIn,
  stockOf,
  type Caller,
} from '../../test/checkout-fixtures.ts';
import { ADMIN_EMAIL, callerFor, createProduct, createUser, MemoryJar, TEST_SESSION_SECRET, testClock, testServices } from '../../test/helpers.ts';
import { decodeQuotedPrintable, testMailbox } from '../../test/mailbox.ts';
import { StripeStandin } from '../../test/stripe-standin.ts';
import type { User } from '../user/user.entity.ts';
import { COUPON_TAKEN } from '../coupon/coupon-uses.ts';
import { HOLD_MINUTES } from './holds.ts';
import { EMPTY_CART, NOTHING_TO_PAY, orderTooLarge } from './open-payment.ts';
import { inEnglish } from '../../../src/shop-text.ts';
import { PAYMENT_CLOSED } from './payment-reports.ts';
import { NOT_PAID, ORDER_NOT_FOUND, UNKNOWN_PAYMENT } from './settle.ts';

/** Checkout against real PostgreSQL, with Stripe played by the stand-in through the real SDK. */

let standin: StripeStandin;
let stripe: PaymentProvider;
let services: Services;

beforeAll(async () => {
  standin = await new StripeStandin().start();
  stripe = createPaymentProvider(standin.env, { sessionSecret: TEST_SESSION_SECRET });
  services = await testServices({ payments: stripe });
});
afterAll(() => standin.close());
beforeEach(resetDatabase);

/** A signed-in shopper with `quantity` of the product in their cart. */
const shopperWith = (productId: number, quantity = 1, options: { services?: Services; user?: User } = {}) =>
  shopperWithIn(productId, quantity, { services: options.services ?? services, ...(options.user ? { user: options.user } : {}) });

/** Creates the intent and has the stand-in take the card payment. */
async function paidIntent(caller: Caller, overrides: Partial<CreatePaymentIntentInput> = {}) {
  const intent = await caller.checkout.createPaymentIntent(intentInput(overrides));
  standin.succeed(intent.paymentIntentId);
  return intent;
}

const inventoryOf = async (id: number) => (await stockOf(id)).inventory;
const heldRows = () => query<{ status: string }>('select status from reservations order by id');

describe('creating a payment intent', () => {
  it('charges the server total, whatever amount the client claims, and keeps ids only in the metadata', async () => {
    const product = await createProduct({ price: '120.00' });
    const { caller, user } = await shopperWith(product.id, 2);

    const answer = await caller.checkout.createPaymentIntent(intentInput({ amount: 100, email: 'ada@example.com' }));

    // 2 x 120.00, no shipping to the US, 8% tax.
    expect(answer.totals).toEqual({ subtotal: '240.00', discount: '0.00', tax: '19.20', shipping: '0.00', total: '259.20' });
    expect(answer).toMatchObject({ amount: 25_920, currency: 'usd' });
    const sent = standin.requests.find((request) => request.method === 'POST' && request.path === '/v1/payment_intents')!;
    expect(sent.params).toMatchObject({ amount: '25920', currency: 'usd' });
    expect(sent.params.metadata).toEqual({ checkout: expect.any(String), owner: `user:${user.id}`, country: 'US' });
  });

  it('prices the coupon and the destination on the server', async () => {
    const product = await createProduct({ price: '120.00' });
    await createCoupon({ code: 'SPRING10', discountValue: '10.00' });
    const { caller } = await shopperWith(product.id, 2);
    const gb = { ...SHIPPING, address: { ...SHIPPING.address, country: 'GB', state: 'London', postal_code: 'SW1A 1AA' } };

    const answer = await caller.checkout.createPaymentIntent(intentInput({ couponCode: 'spring10', shipping: gb }));

    expect(answer.totals).toEqual({ subtotal: '240.00', discount: '24.00', tax: '17.28', shipping: '25.00', total: '258.28' });
    expect(answer.amount).toBe(25_828);
  });

  it('refuses an empty cart (400), too little stock (409) and a sanctioned destination (403)', async () => {
    const product = await createProduct({ inventory: 5 });
    const visitor = await callerFor(null, { services });
    await expect(visitor.checkout.createPaymentIntent(intentInput())).rejects.toMatchObject({ code: 'BAD_REQUEST', message: EMPTY_CART });

    const { caller } = await shopperWith(product.id, 3);
    await query('update products set inventory = 2 where id = ?', [product.id]);
    await expect(caller.checkout.createPaymentIntent(intentInput())).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('Only 2 of'),
    });

    await query('update products set inventory = 5 where id = ?', [product.id]);
    const cuba = { ...SHIPPING, address: { ...SHIPPING.address, country: 'CU', state: 'La Habana' } };
    await expect(caller.checkout.createPaymentIntent(intentInput({ shipping: cuba }))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(standin.requests.filter((request) => request.params.metadata && JSON.stringify(request.params).includes('"CU"'))).toEqual([]);
    expect(await stockOf(product.id)).toEqual({ inventory: 5, reserved: 0 });
  });

  it('refuses, before asking any provider, an order above the largest payment in its currency', async () => {
    // $12,960 with tax: 1,296,000 cents, but 114,825,600 paise, past the 8 digits a card payment may have.
    const size = { id: '36x24', size: '36"x24"', price: '2000.00', isDefault: true, mockupImages: [], dimensions: null };
    const product = await createProduct({ price: '2000.00', inventory: 20, variants: [size] });
    const demo = await testServices();
    for (const provider of [services, demo]) {
      const { caller } = await shopperWith(product.id, 6, { services: provider });
      const asked = standin.requests.length;

      await expect(caller.checkout.createPaymentIntent(intentInput({ currency: 'INR' }))).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: inEnglish(orderTooLarge(services.supportEmail)),
      });
      expect(standin.requests.length).toBe(asked);
      expect(await caller.checkout.createPaymentIntent(intentInput({ currency: 'USD' }))).toMatchObject({ amount: 1_296_000 });
    }
  });

  it('a quote prices the summary the same way and opens or holds nothing', async () => {
    const product = await createProduct({ price: '120.00', inventory: 5 });
    await createCoupon({ code: 'SPRING10', discountValue: '10.00' });
    const { caller } = await shopperWith(product.id, 2);
    const before = standin.requests.length;

    expect(await caller.checkout.quote({ country: 'GB', currency: 'USD', couponCode: 'SPRING10' })).toEqual({
      amount: 25_828,
      currency: 'usd',
      totals: { subtotal: '240.00', discount: '24.00', tax: '17.28', shipping: '25.00', total: '258.28' },
      giftCard: null,
    });
    expect(standin.requests.length).toBe(before);
    expect(await stockOf(product.id)).toEqual({ inventory: 5, reserved: 0 });
  });

  it('holds the stock and coupon use while the payment is open; the shopper\'s newer payment replaces the hold and cancels the older payment', async () => {
    const product = await createProduct({ inventory: 5 });
    await createCoupon({ code: 'TWICE', maxUses: 2 });
    const { caller } = await shopperWith(product.id, 2);

    const first = await caller.checkout.createPaymentIntent(intentInput({ couponCode: 'TWICE' }));
    expect(await stockOf(product.id)).toEqual({ inventory: 5, reserved: 2 });
    expect(await couponUses('TWICE')).toEqual({ current_uses: 0, reserved_uses: 1 });

    const second = await caller.checkout.createPaymentIntent(intentInput({ couponCode: 'TWICE' }));
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(await stockOf(product.id)).toEqual({ inventory: 5, reserved: 2 });
    expect(await couponUses('TWICE')).toEqual({ current_uses: 0, reserved_uses: 1 });
    expect(await heldRows()).toEqual([{ status: 'released' }, { status: 'held' }]);

    // The cancellation was queued with the release.
    expect(standin.statusOf(first.paymentIntentId)).toBe('requires_payment_method');
    expect(await services.jobs.drain()).toMatchObject({ failed: [] });
    expect(standin.statusOf(first.paymentIntentId)).toBe('canceled');
    expect(standin.statusOf(second.paymentIntentId)).toBe('requires_payment_method');
  });

  it('tells a shopper before paying that the last prints are in other checkouts, and holds nothing', async () => {
    const product = await createProduct({ title: 'Harbour at Dusk', inventory: 3 });
    const first = await shopperWith(product.id, 2);
    await first.caller.checkout.createPaymentIntent(intentInput());
    const second = await shopperWith(product.id, 2);

    await expect(second.caller.checkout.createPaymentIntent(intentInput())).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Only 1 of Harbour at Dusk is available right now: other shoppers are paying for the rest. Please lower the quantity.',
    });
    expect(await stockOf(product.id)).toEqual({ inventory: 3, reserved: 2 });
  });

  it('gives the stock back when the hold expires, and cancels its payment', async () => {
    const clock = testClock();
    const timed = await testServices({ payments: stripe, clock });
    const product = await createProduct({ inventory: 1 });
    const { caller } = await shopperWith(product.id, 1, { services: timed });
    const intent = await caller.checkout.createPaymentIntent(intentInput());

    await sweepHolds(timed);
    expect(await stockOf(product.id)).toEqual({ inventory: 1, reserved: 1 });

    clock.advance(HOLD_MINUTES * 60_000);
    await sweepHolds(timed);
    expect(await stockOf(product.id)).toEqual({ inventory: 1, reserved: 0 });
    expect(await heldRows()).toEqual([{ status: 'expired' }]);
    expect(standin.statusOf(intent.paymentIntentId)).toBe('canceled');
  });
});

/** Queues the minutely sweep of expired holds, as its schedule does. */
async function queueSweep(withServices: Services) {
  await withServices.jobs.send((await testOrm()).em.fork(), 'reservations.expire', {});
}

/** Runs the sweep now, then the cancellations it queued. */
async function sweepHolds(withServices: Services) {
  await queueSweep(withServices);
  expect(await withServices.jobs.drain()).toMatchObject({ failed: [] });
}

describe('placing the order', () => {
  it('makes one order from a paid intent, at the server price, however often it is posted', async () => {
    const product = await createProduct({ price: '120.00', inventory: 5 });
    const { caller, user } = await shopperWith(product.id, 2);
    const intent = await paidIntent(caller);

    // A tampered payload: prices and totals of one cent, which must not be stored.
    const tampered = {
      paymentIntentId: intent.paymentIntentId,
      total: '0.01',
      subtotal: '0.01',
      items: [{ productId: product.id, quantity: 2, price: '0.01' }],
    };
    const [first, second] = [await caller.checkout.placeOrder(tampered), await caller.checkout.placeOrder(tampered)];

    expect(second).toEqual(first);
    expect(first).toMatchObject({ status: 'paid', total: '259.20', subtotal: '240.00', tax: '19.20', currency: 'USD' });
    expect(first.orderNumber).toMatch(/^CL-\d{8}-[0-9A-Z]{6}$/);
    expect(first.items).toEqual([
      expect.objectContaining({ productId: product.id, variantId: '24x16', size: '24"x16"', quantity: 2, price: '120.00' }),
    ]);
    expect(await orderCount()).toBe(1);
    expect(await inventoryOf(product.id)).toBe(3);
    expect(await stockOf(product.id)).toEqual({ inventory: 3, reserved: 0 });
    expect((await caller.cart.list()).items).toEqual([]);
    const [account] = await query<{ order_count: number; total_spent: string }>('select order_count, total_spent from users where id = ?', [user.id]);
    expect(account).toEqual({ order_count: 1, total_spent: '259.20' });
  });

  it('takes exactly the lines it was paid for: what the shopper added after opening the payment stays in the cart', async () => {
    const print = await createProduct({ price: '120.00', inventory: 10 });
    const other = await createProduct({ price: '80.00', inventory: 10 });
    const { caller } = await shopperWith(print.id, 2);
    const intent = await paidIntent(caller);
    await caller.cart.add({ productId: print.id, quantity: 1 });
    await caller.cart.add({ productId: other.id, quantity: 1 });

    const order = await caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId });

    expect(order.items.map((item) => [item.productId, item.quantity])).toEqual([[print.id, 2]]);
    expect(order.total).toBe('259.20');
    const left = (await caller.cart.list()).items.map((line) => [line.productId, line.quantity]);
    expect(left.sort()).toEqual([[print.id, 1], [other.id, 1]].sort());
  });

  it('queues a confirmation e-mail that names the order, its prints and the address, and sends it once', async () => {
    const product = await createProduct({ title: 'Harbour at Dusk', price: '120.00' });
    const email = `confirm-${Date.now()}@example.com`;
    const { caller } = await shopperWith(product.id, 1, { user: await createUser({ email }) });
    const intent = await paidIntent(caller);
    const order = await caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId });
    const mailbox = await testMailbox();
    expect(mailbox.sentTo(email)).toEqual([]);

    expect(await services.jobs.drain()).toEqual({ completed: 1, failed: [] });
    const mail = await mailbox.next(email);
    expect(mail.raw).toContain(`Subject: Your Canvas & Light order ${order.orderNumber}`);
    expect(mail.raw).toContain(`Message-ID: <order-confirmation.${order.orderNumber}@canvasandlight.example>`);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain('Harbour at Dusk (24"x16" canvas)');
    expect(text).toContain('1 Ocean Drive');
    expect(text).toContain('Total (USD): $129.60');
    expect(text).toContain('support@canvasandlight.example');

    // A repeated report of the same payment queues nothing more.
    await caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId });
    expect(await services.jobs.drain()).toEqual({ completed: 0, failed: [] });
    expect(mailbox.sentTo(email)).toHaveLength(1);
  });

  it('keeps the order when the mail server is down, and sends the confirmation once it is back', async () => {
    const failures: string[] = [];
    const down = await testServices({ payments: stripe, mailer: { send: () => Promise.reject(new Error('SMTP is down')), close() {} } });
    const product = await createProduct();
    const email = `later-${Date.now()}@example.com`;
    const { caller } = await shopperWith(product.id, 1, { services: down, user: await createUser({ email }) });

    const order = await caller.checkout.placeOrder({ paymentIntentId: (await paidIntent(caller)).paymentIntentId });
    expect(order.status).toBe('paid');
    for (const failure of (await down.jobs.drain()).failed) failures.push(failure.error);
    expect(failures).toEqual(['SMTP is down']);
    expect(await orderCount()).toBe(1);

    // The job waits out its backoff; here it is made due now, and the mail server is back.
    await query(`update pgboss.job set start_after = now() where name = 'mail.send'`);
    expect(await services.jobs.drain()).toEqual({ completed: 1, failed: [] });
    expect((await (await testMailbox()).next(email)).raw).toContain(order.orderNumber);
  });

  it('makes no order for a declined card, an unknown intent or an intent of another shopper', async () => {
    const product = await createProduct();
    const { caller } = await shopperWith(product.id);
    const intent = await caller.checkout.createPaymentIntent(intentInput());
    standin.decline(intent.paymentIntentId);

    await expect(caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId })).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: NOT_PAID,
    });
    await expect(caller.checkout.placeOrder({ paymentIntentId: 'pi_forged123' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: UNKNOWN_PAYMENT,
    });

    standin.succeed(intent.paymentIntentId);
    const stranger = await callerFor(await createUser(), { services });
    await expect(stranger.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: ORDER_NOT_FOUND,
    });
    expect(await orderCount()).toBe(0);
    expect(await inventoryOf(product.id)).toBe(5);
    expect(await refundCount()).toBe(0);
  });

  it('records a processing bank debit as pending, and marks it paid once it clears', async () => {
    const product = await createProduct();
    const email = `debit-${Date.now()}@example.com`;
    const { caller } = await shopperWith(product.id, 1, { user: await createUser({ email }) });
    const intent = await caller.checkout.createPaymentIntent(intentInput());
    standin.process(intent.paymentIntentId);

    expect(await caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId })).toMatchObject({ status: 'pending' });
    expect(await services.jobs.drain()).toEqual({ completed: 1, failed: [] });
    expect(decodeQuotedPrintable((await (await testMailbox()).next(email)).raw)).toContain('Your bank payment is processing');
    standin.succeed(intent.paymentIntentId, { paymentMethodType: 'us_bank_account' });
    expect(await caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId })).toMatchObject({ status: 'paid' });
    expect(await orderCount()).toBe(1);
    // The order's timeline: made pending by the shopper's report, then paid when the debit cleared.
    expect(await query('select actor_kind, from_status, to_status from order_events order by id')).toEqual([
      { actor_kind: 'customer', from_status: null, to_status: 'pending' },
      { actor_kind: 'customer', from_status: 'pending', to_status: 'paid' },
    ]);
  });

  it('a guest places an order with the e-mail given at the end', async () => {
    const product = await createProduct();
    const jar = new MemoryJar();
    const guest = await callerFor(null, { services, jar });
    await guest.cart.add({ productId: product.id });
    const intent = await paidIntent(guest);

    const order = await guest.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId, guestEmail: 'Guest@Example.com' });
    expect(order).toMatchObject({ customerEmail: 'guest@example.com', status: 'paid' });
    expect(await guest.checkout.orders().catch((error: TRPCError) => error.code)).toBe('UNAUTHORIZED');
  });
});

describe('a payment that outlived its hold', () => {
  it('still becomes the order when its stock is still there', async () => {
    const clock = testClock();
    const timed = await testServices({ payments: stripe, clock });
    const product = await createProduct({ inventory: 2 });
    const { caller } = await shopperWith(product.id, 1, { services: timed });
    const intent = await caller.checkout.createPaymentIntent(intentInput());
    clock.advance(HOLD_MINUTES * 60_000);
    standin.succeed(intent.paymentIntentId);
    await sweepHolds(timed);
    expect(await stockOf(product.id)).toEqual({ inventory: 2, reserved: 0 });

    expect(await caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId })).toMatchObject({ status: 'paid' });
    expect(await stockOf(product.id)).toEqual({ inventory: 1, reserved: 0 });
    expect(await refundCount()).toBe(0);
  });

  it('is refunded once when its stock went to someone else: the shopper is told, e-mailed, and the admin sees it', async () => {
    const clock = testClock();
    const timed = await testServices({ payments: stripe, clock });
    const product = await createProduct({ title: 'Harbour at Dusk', inventory: 1 });
    const email = `late-${Date.now()}@example.com`;
    const late = await shopperWith(product.id, 1, { services: timed, user: await createUser({ email }) });
    const intent = await late.caller.checkout.createPaymentIntent(intentInput());

    // The shopper pays as the hold runs out; before their browser reports it, the sweep gives the print
    // back (its cancellation finds the payment already made), and someone else buys it.
    clock.advance(HOLD_MINUTES * 60_000);
    standin.succeed(intent.paymentIntentId);
    await sweepHolds(timed);
    expect(standin.statusOf(intent.paymentIntentId)).toBe('succeeded');
    const rival = await shopperWith(product.id, 1, { services: timed });
    await rival.caller.checkout.placeOrder({ paymentIntentId: (await paidIntent(rival.caller)).paymentIntentId });

    const refused = await late.caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId }).catch((error: TRPCError) => error);
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      message: 'Harbour at Dusk sold out while you were paying. No order was made, and your payment is being refunded in full: we are sending you an e-mail about it.',
    });
    // The webhook reports the same payment: still one refund.
    await expect(late.caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await refundCount()).toBe(1);
    expect(await orderCount()).toBe(1);

    expect(await timed.jobs.drain()).toMatchObject({ failed: [] });
    expect(standin.refundsOf(intent.paymentIntentId)).toEqual([expect.objectContaining({ amount: intent.amount, reason: 'requested_by_customer' })]);
    const notice = await (await testMailbox()).next(email);
    expect(notice.raw).toContain('Subject: We could not place your Canvas & Light order');
    expect(decodeQuotedPrintable(notice.raw)).toContain('We have refunded your payment of $129.60 in full.');

    const admin = await callerFor(await createUser({ email: ADMIN_EMAIL }), { services: timed });
    expect(await admin.admin.refunds()).toEqual([
      expect.objectContaining({ paymentIntentId: intent.paymentIntentId, amountMinor: intent.amount, currency: 'usd', email, status: 'refunded' }),
    ]);
    await expect(late.caller.admin.refunds()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await stockOf(product.id)).toEqual({ inventory: 0, reserved: 0 });
  });

  it('is refunded when the coupon it used was used up meanwhile', async () => {
    const clock = testClock();
    const timed = await testServices({ payments: stripe, clock });
    const product = await createProduct({ inventory: 10 });
    await createCoupon({ code: 'ONCE', maxUses: 1 });
    const late = await shopperWith(product.id, 1, { services: timed });
    const intent = await late.caller.checkout.createPaymentIntent(intentInput({ couponCode: 'ONCE' }));
    clock.advance(HOLD_MINUTES * 60_000);
    standin.succeed(intent.paymentIntentId);
    await sweepHolds(timed);
    const rival = await shopperWith(product.id, 1, { services: timed });
    await rival.caller.checkout.placeOrder({ paymentIntentId: (await paidIntent(rival.caller, { couponCode: 'ONCE' })).paymentIntentId });

    await expect(late.caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('The coupon ONCE was used up while you were paying.'),
    });
    expect(await couponUses('ONCE')).toEqual({ current_uses: 1, reserved_uses: 0 });
    expect(await stockOf(product.id)).toEqual({ inventory: 9, reserved: 0 });
  });
});

describe('an order with nothing to pay', () => {
  it('is placed without a payment when a coupon covers the whole total, once however often it is sent', async () => {
    const product = await createProduct({ price: '120.00', inventory: 5 });
    await createCoupon({ code: 'GIFT100', discountValue: '100.00', maxUses: 1 });
    const email = `gift-${Date.now()}@example.com`;
    const { caller } = await shopperWith(product.id, 1, { user: await createUser({ email }) });

    // Shipping is free to the US and tax is 8% of nothing: the total is zero.
    expect((await caller.checkout.quote({ country: 'US', couponCode: 'GIFT100' })).totals.total).toBe('0.00');
    await expect(caller.checkout.createPaymentIntent(intentInput({ couponCode: 'GIFT100' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: NOTHING_TO_PAY,
    });
    const input = intentInput({ couponCode: 'GIFT100' });
    const stripeCalls = standin.requests.length;
    const results = await Promise.allSettled([caller.checkout.placeFreeOrder(input), caller.checkout.placeFreeOrder(input)]);

    const placed = results.filter((result) => result.status === 'fulfilled');
    expect(placed).toHaveLength(1);
    expect(placed[0]!.value).toMatchObject({ status: 'paid', total: '0.00', discount: '120.00', couponCode: 'GIFT100' });
    expect(await orderCount()).toBe(1);
    expect(await query('select payment_intent_id, payment_method from orders')).toEqual([{ payment_intent_id: null, payment_method: 'none' }]);
    expect(await couponUses('GIFT100')).toEqual({ current_uses: 1, reserved_uses: 0 });
    expect(await stockOf(product.id)).toEqual({ inventory: 4, reserved: 0 });
    expect(standin.requests.slice(stripeCalls)).toEqual([]);
    await services.jobs.drain();
    expect((await (await testMailbox()).next(email)).raw).toContain('Total (USD): $0.00');
  });

  it('refuses to skip the payment of an order that has a total', async () => {
    const product = await createProduct();
    const { caller } = await shopperWith(product.id);
    await expect(caller.checkout.placeFreeOrder(intentInput())).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await orderCount()).toBe(0);
  });
});

describe('demo payments', () => {
  it('create, confirm with 4242, place the order; 4000 0000 0000 0002 is declined', async () => {
    const demoServices = await testServices();
    const product = await createProduct({ price: '120.00' });
    const { caller } = await shopperWith(product.id, 1, { services: demoServices });
    expect(await caller.checkout.paymentConfig()).toEqual({ provider: 'demo', publishableKey: null });

    const intent = await caller.checkout.createPaymentIntent(intentInput());
    await expect(caller.checkout.confirmDemoPayment({ clientSecret: intent.clientSecret, cardNumber: DEMO_CARDS.declined })).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: 'Your card was declined.',
    });
    await expect(caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId })).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED' });
    // A declined payment ends its hold, and can no longer be paid: the shopper pays again.
    expect(await stockOf(product.id)).toEqual({ inventory: 5, reserved: 0 });
    await expect(caller.checkout.confirmDemoPayment({ clientSecret: intent.clientSecret, cardNumber: DEMO_CARDS.succeeds })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: PAYMENT_CLOSED,
    });

    const again = await caller.checkout.createPaymentIntent(intentInput());
    const paid = await caller.checkout.confirmDemoPayment({ clientSecret: again.clientSecret, cardNumber: '4242 4242 4242 4242' });
    expect(paid.status).toBe('succeeded');
    const order = await caller.checkout.placeOrder({ paymentIntentId: paid.paymentIntentId });
    expect(order).toMatchObject({ status: 'paid', total: '129.60' });
    expect(await orderCount()).toBe(1);
  });
});

describe('reading orders back', () => {
  it('shows a customer their own orders only, newest first, with items', async () => {
    const product = await createProduct({ inventory: 10 });
    const ada = await shopperWith(product.id);
    const first = await ada.caller.checkout.placeOrder({ paymentIntentId: (await paidIntent(ada.caller)).paymentIntentId });
    await ada.caller.cart.add({ productId: product.id, quantity: 2 });
    const second = await ada.caller.checkout.placeOrder({ paymentIntentId: (await paidIntent(ada.caller)).paymentIntentId });
    const grace = await shopperWith(product.id);
    await grace.caller.checkout.placeOrder({ paymentIntentId: (await paidIntent(grace.caller)).paymentIntentId });

    const orders = await ada.caller.checkout.orders();
    expect(orders.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(orders[0]!.items).toEqual([
      { id: expect.any(Number), productId: product.id, variantId: '24x16', size: '24"x16"', quantity: 2, price: '120.00', product: { title: product.title, imageUrl: null } },
    ]);
    expect((await grace.caller.checkout.orders()).map((order) => order.id)).not.toContain(first.id);

    // Once the print provider ships, the tracking number shows with the order.
    expect(orders[1]!.trackingNumber).toBeNull();
    await query('update orders set tracking_number = ? where id = ?', ['1Z999AA10123456784', first.id]);
    expect((await ada.caller.checkout.orders()).find((order) => order.id === first.id)?.trackingNumber).toBe('1Z999AA10123456784');
  });
});

describe('e-mail check', () => {
  it('answers as the checkout form does', async () => {
    const caller = await callerFor(null, { services });
    expect(await caller.checkout.validateEmail({ email: 'a@b' })).toEqual({ valid: false, message: 'Email is required' });
    expect(await caller.checkout.validateEmail({ email: 'ada-at-example' })).toEqual({ valid: false, message: 'Please enter a valid email address' });
    expect(await caller.checkout.validateEmail({ email: 'ada@@example.com' })).toEqual({ valid: false, message: 'Please enter a valid email address' });
    expect(await caller.checkout.validateEmail({ email: 'ada@example.com' })).toEqual({ valid: true, message: 'Email is valid' });
  });
});

it('tells a shopper before paying that a coupon\'s last use is in another checkout, until that hold ends', async () => {
  const product = await createProduct({ inventory: 10 });
  await createCoupon({ code: 'ONCE', maxUses: 1 });
  const first = await shopperWith(product.id);
  await first.caller.checkout.createPaymentIntent(intentInput({ couponCode: 'ONCE' }));
  const second = await shopperWith(product.id);

  await expect(second.caller.checkout.createPaymentIntent(intentInput({ couponCode: 'ONCE' }))).rejects.toMatchObject({
    code: 'CONFLICT',
    message: COUPON_TAKEN,
  });
  // The first shopper pays without it after all: their newer payment replaces the hold.
  await first.caller.checkout.createPaymentIntent(intentInput());
  await second.caller.checkout.createPaymentIntent(intentInput({ couponCode: 'ONCE' }));
  expect(await couponUses('ONCE')).toEqual({ current_uses: 0, reserved_uses: 1 });
});
