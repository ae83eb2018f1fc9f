import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentProvider, DEMO_CARDS } from '../../integrations/payments/index.ts';
import { intentInput, orderCount, query, refundCount, shopperWith, stockOf, type Caller } from '../../test/checkout-fixtures.ts';
import { resetDatabase } from '../../test/database.ts';
import { ADMIN_EMAIL, callerFor, createProduct, createUser, TEST_SESSION_SECRET, testServices } from '../../test/helpers.ts';
import { decodeQuotedPrintable, testMailbox } from '../../test/mailbox.ts';
import { StripeStandin } from '../../test/stripe-standin.ts';
import type { Services } from '../request-scope.ts';

/**
 * A gift card spent at checkout, against real PostgreSQL and the Stripe stand-in: it pays its part and
 * the provider is asked for the rest; one that covers all places the order without a payment; its
 * balance is taken with the order, in its transaction, never below zero whatever races; refunds give it
 * its part back first, and a cancellation all of it.
 */

let standin: StripeStandin;
let services: Services;
let admin: Caller;

beforeAll(async () => {
  standin = await new StripeStandin().start();
});
afterAll(() => standin.close());
beforeEach(async () => {
  await resetDatabase();
  services = await testServices({ payments: createPaymentProvider(standin.env, { sessionSecret: TEST_SESSION_SECRET }) });
  admin = await callerFor(await createUser({ email: ADMIN_EMAIL }), { services });
});

/** A card for `amount` dollars, given by the admin: its code and id. */
const giftCard = async (amount: string) => {
  const card = await admin.admin.giftCards.issue({ amount, recipientEmail: 'holder@example.com' });
  return { code: card.code, id: card.id };
};
const balanceOf = async (id: number) => (await query<{ balance_cents: number }>('select balance_cents from gift_cards where id = ?', [id]))[0]!.balance_cents;
const ledgerOf = (id: number) => query<{ kind: string; amount_cents: number; balance_after_cents: number }>('select kind, amount_cents, balance_after_cents from gift_card_entries where gift_card_id = ? order by id', [id]);

/** A shopper with 2 prints at 120.00 in their bag: 259.20 with tax, shipped free in the US. */
async function shopper() {
  const product = await createProduct({ price: '120.00', inventory: 10 });
  return { ...(await shopperWith(product.id, 2, { services })), product };
}

/** Opens the payment, pays it at the stand-in and reports it: the order. */
async function pay(caller: Caller, giftCardCode: string) {
  const intent = await caller.checkout.createPaymentIntent(intentInput({ giftCardCode }));
  standin.succeed(intent.paymentIntentId);
  return { intent, order: await caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId }) };
}

describe('spending a gift card at checkout', () => {
  it('pays part of the order: the provider is asked for the rest, and the balance is taken with the order', async () => {
    const card = await giftCard('100');
    const { caller } = await shopper();
    const quote = await caller.checkout.quote({ country: 'US', currency: 'USD', giftCardCode: card.code.toLowerCase() });
    expect(quote).toMatchObject({ amount: 15_920, giftCard: { last4: card.code.slice(-4), amount: '100.00' }, totals: { total: '259.20' } });
    // Quoting takes nothing.
    expect(await balanceOf(card.id)).toBe(100_00);

    const { intent, order } = await pay(caller, card.code);
    expect(intent.amount).toBe(15_920);
    expect(order).toMatchObject({ total: '259.20', giftCardAmount: '100.00' });
    expect(await balanceOf(card.id)).toBe(0);
    expect(await ledgerOf(card.id)).toEqual([
      { kind: 'issued', amount_cents: 100_00, balance_after_cents: 100_00 },
      { kind: 'spent', amount_cents: -100_00, balance_after_cents: 0 },
    ]);
    // The back office shows what the card paid and what the payment charged.
    expect((await admin.admin.orders.detail({ orderNumber: order.orderNumber })).amounts).toMatchObject({ giftCardAmount: '100.00', totalInCurrency: '159.20' });
    await services.jobs.drain();
    const [confirmation] = (await testMailbox()).sentTo((await query<{ email: string }>('select email from users where id = (select user_id from orders)'))[0]!.email);
    expect(decodeQuotedPrintable(confirmation!.raw)).toContain('Paid by gift card: −$100.00');
  });

  it('covers the whole order: placed without a payment, the rest staying on the card', async () => {
    const card = await giftCard('500');
    const { caller, product } = await shopper();
    await expect(caller.checkout.createPaymentIntent(intentInput({ giftCardCode: card.code }))).rejects.toThrow(
      'Your gift card covers the whole order, so there is nothing to pay: place the order without a payment.',
    );
    const order = await caller.checkout.placeFreeOrder(intentInput({ giftCardCode: card.code }));
    expect(order).toMatchObject({ status: 'paid', total: '259.20', giftCardAmount: '259.20' });
    expect(await balanceOf(card.id)).toBe(500_00 - 259_20);
    expect((await query<{ payment_method: string }>('select payment_method from orders'))[0]!.payment_method).toBe('gift_card');
    expect(await stockOf(product.id)).toEqual({ inventory: 8, reserved: 0 });
    // A second click finds the bag empty and places nothing more.
    await expect(caller.checkout.placeFreeOrder(intentInput({ giftCardCode: card.code }))).rejects.toThrow('Your cart is empty');
    expect(await balanceOf(card.id)).toBe(500_00 - 259_20);
  });

  it('refuses an unknown code (404), a malformed one (400) and an empty card (409), holding nothing', async () => {
    const card = await giftCard('25');
    await admin.admin.giftCards.void({ id: card.id, reason: 'Test' });
    const { caller, product } = await shopper();
    await expect(caller.checkout.createPaymentIntent(intentInput({ giftCardCode: 'ABCD-EFGH-JKLM-NPQR' }))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.checkout.createPaymentIntent(intentInput({ giftCardCode: 'not a code' }))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.checkout.createPaymentIntent(intentInput({ giftCardCode: card.code }))).rejects.toThrow('This gift card has nothing left to spend.');
    expect(await stockOf(product.id)).toEqual({ inventory: 10, reserved: 0 });
    expect(await query('select id from reservations')).toEqual([]);
  });

  it('taken by another order while this one was paid for: no order, the payment refunded in full, nothing taken twice', async () => {
    const card = await giftCard('200');
    const first = await shopper();
    const second = await shopper();
    // Both open their payments while the card holds 200.00: each asks the provider for 59.20.
    const firstIntent = await first.caller.checkout.createPaymentIntent(intentInput({ giftCardCode: card.code }));
    const secondIntent = await second.caller.checkout.createPaymentIntent(intentInput({ giftCardCode: card.code }));
    expect([firstIntent.amount, secondIntent.amount]).toEqual([59_20, 59_20]);
    standin.succeed(firstIntent.paymentIntentId);
    standin.succeed(secondIntent.paymentIntentId);

    expect(await first.caller.checkout.placeOrder({ paymentIntentId: firstIntent.paymentIntentId })).toMatchObject({ giftCardAmount: '200.00' });
    await expect(second.caller.checkout.placeOrder({ paymentIntentId: secondIntent.paymentIntentId })).rejects.toThrow(
      'Your gift card was spent on another order while you were paying',
    );
    expect(await orderCount()).toBe(1);
    expect(await refundCount()).toBe(1);
    await services.jobs.drain();
    expect(standin.refundsOf(secondIntent.paymentIntentId).map((refund) => refund.amount)).toEqual([59_20]);
    expect(await balanceOf(card.id)).toBe(0);
    expect((await ledgerOf(card.id)).filter((entry) => entry.kind === 'spent')).toHaveLength(1);
  });
});

describe('refunds of an order a gift card paid part of', () => {
  it('go back to the card first, up to what it paid, then to the payment; never more than was paid', async () => {
    const card = await giftCard('100');
    const { caller } = await shopper();
    const { intent, order } = await pay(caller, card.code);

    const first = await admin.admin.orders.refund({ orderNumber: order.orderNumber, amount: '150.00', reason: 'Frame cracked' });
    expect(first).toMatchObject({ status: 'partially_refunded', amountRefunded: '150.00', remaining: '109.20' });
    expect(await balanceOf(card.id)).toBe(100_00);
    expect((await ledgerOf(card.id)).at(-1)).toEqual({ kind: 'refunded', amount_cents: 100_00, balance_after_cents: 100_00 });
    expect(standin.refundsOf(intent.paymentIntentId).map((refund) => refund.amount)).toEqual([50_00]);

    const rest = await admin.admin.orders.refund({ orderNumber: order.orderNumber, amount: '109.20', reason: 'Frame cracked' });
    expect(rest).toMatchObject({ status: 'refunded', remaining: '0.00' });
    // What the provider gave back adds up to exactly what it took.
    expect(standin.refundsOf(intent.paymentIntentId).map((refund) => refund.amount)).toEqual([50_00, 109_20]);
    expect(await balanceOf(card.id)).toBe(100_00);
    await expect(admin.admin.orders.refund({ orderNumber: order.orderNumber, amount: '1.00', reason: 'Again' })).rejects.toMatchObject({ code: 'CONFLICT' });

    await services.jobs.drain();
    const mails = (await testMailbox()).sentTo((await query<{ email: string }>('select email from users where id = (select user_id from orders)'))[0]!.email);
    expect(mails.map((mail) => decodeQuotedPrintable(mail.raw)).some((raw) => raw.includes('And $100.00 went back to the gift card you paid with'))).toBe(true);
  });

  it('of an order the card paid in full, settle at once without the provider; a cancellation gives the card everything', async () => {
    const card = await giftCard('500');
    const { caller } = await shopper();
    const order = await caller.checkout.placeFreeOrder(intentInput({ giftCardCode: card.code }));

    const refunded = await admin.admin.orders.refund({ orderNumber: order.orderNumber, amount: '59.20', reason: 'Goodwill' });
    expect(refunded.refund).toMatchObject({ status: 'succeeded', amount: '59.20', providerRefundId: null });
    expect(await balanceOf(card.id)).toBe(500_00 - 259_20 + 59_20);

    const cancelled = await admin.admin.orders.cancel({ orderNumber: order.orderNumber, reason: 'Ordered twice' });
    expect(cancelled.refund).toMatchObject({ amount: '200.00', status: 'succeeded' });
    expect(await balanceOf(card.id)).toBe(500_00);
    expect((await query<{ status: string; amount_refunded: string }>('select status, amount_refunded from orders'))[0]).toEqual({ status: 'cancelled', amount_refunded: '259.20' });
  });

  it('are refused with a clear message when the card has been voided since', async () => {
    const card = await giftCard('500');
    const { caller } = await shopper();
    const order = await caller.checkout.placeFreeOrder(intentInput({ giftCardCode: card.code }));
    await admin.admin.giftCards.void({ id: card.id, reason: 'Reported stolen' });
    await expect(admin.admin.orders.refund({ orderNumber: order.orderNumber, amount: '10.00', reason: 'Goodwill' })).rejects.toThrow(
      'The gift card that paid for this order is void, so its $10.00 cannot go back to it.',
    );
    expect(await query('select id from order_refunds')).toEqual([]);
  });
});

describe('buying a gift card for someone', () => {
  const SALE = { amount: '100', recipientName: 'Ada', recipientEmail: 'ada.friend@example.com', message: 'Happy birthday!', senderName: 'Grace Hopper', email: 'grace.buyer@example.com', country: 'US' };

  /** A visitor opens the card's payment, pays it at the stand-in and places the order. */
  async function buy(overrides: Partial<typeof SALE> & { deliverOn?: string } = {}) {
    const buyer = await callerFor(null, { services });
    const payment = await buyer.giftCards.buy({ ...SALE, ...overrides });
    standin.succeed(payment.paymentIntentId);
    return { payment, order: await buyer.checkout.placeOrder({ paymentIntentId: payment.paymentIntentId }) };
  }
  const cardOf = async (orderId: number) =>
    (await query<{ id: number; balance_cents: number; delivered_at: Date | null; deliver_at: Date; voided_at: Date | null }>('select * from gift_cards where order_id = ?', [orderId]))[0]!;

  it('is paid like an order with no shipping or tax; the card is made with it and sent to its recipient now, the buyer gets a receipt', async () => {
    const { payment, order } = await buy();
    expect(payment.amount).toBe(100_00);
    expect(order).toMatchObject({ total: '100.00', tax: '0.00', shipping: '0.00', items: [] });
    const card = await cardOf(order.id);
    expect(card).toMatchObject({ balance_cents: 100_00, voided_at: null });
    expect(card.delivered_at).not.toBeNull();
    expect(await ledgerOf(card.id)).toEqual([{ kind: 'issued', amount_cents: 100_00, balance_after_cents: 100_00 }]);
    // Nothing goes to print; the back office shows the card the order bought.
    expect((await query<{ print_queued_at: Date | null }>('select print_queued_at from orders'))[0]!.print_queued_at).toBeNull();
    expect((await admin.admin.orders.detail({ orderNumber: order.orderNumber })).soldGiftCard).toMatchObject({
      last4: expect.stringMatching(/^[A-Z2-9]{4}$/),
      recipientEmail: 'ada.friend@example.com',
      voidedAt: null,
    });

    await services.jobs.drain();
    const mailbox = await testMailbox();
    const [gift] = mailbox.sentTo('ada.friend@example.com').map((mail) => decodeQuotedPrintable(mail.raw));
    expect(gift).toContain('Grace Hopper has sent you a gift card');
    expect(gift).toContain('Happy birthday!');
    const [receipt] = mailbox.sentTo('grace.buyer@example.com').map((mail) => decodeQuotedPrintable(mail.raw));
    expect(receipt).toContain('Your $100.00 gift card for Ada has been sent to ada.friend@example.com.');
    expect(receipt).toContain(order.orderNumber);
  });

  it('is paid with the demo card too, which confirms a payment that holds nothing', async () => {
    const demo = await testServices();
    const buyer = await callerFor(null, { services: demo });
    const payment = await buyer.giftCards.buy(SALE);
    const paid = await buyer.checkout.confirmDemoPayment({ clientSecret: payment.clientSecret, cardNumber: DEMO_CARDS.succeeds });
    expect(await buyer.checkout.placeOrder({ paymentIntentId: paid.paymentIntentId })).toMatchObject({ total: '100.00', items: [] });
  });

  it('for a later day waits for it: the card is made now and sent that morning', async () => {
    const day = new Date(Date.now() + 10 * 24 * 3600 * 1000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    // Addresses of this test's own: the worker's mailbox keeps every test's mail.
    const { order } = await buy({ deliverOn: day, recipientEmail: 'ada.later@example.com', email: 'grace.later@example.com' });
    const card = await cardOf(order.id);
    expect(card.delivered_at).toBeNull();
    expect(new Date(card.deliver_at).toLocaleString('en-US', { timeZone: 'America/New_York', hour: 'numeric', hour12: false })).toBe('09');
    await services.jobs.drain();
    expect((await testMailbox()).sentTo('ada.later@example.com')).toEqual([]);
    expect(decodeQuotedPrintable((await testMailbox()).sentTo('grace.later@example.com')[0]!.raw)).toContain('will be sent to ada.later@example.com on');
  });

  it('refuses a bad amount, day, message or address with a 400 and opens nothing', async () => {
    const buyer = await callerFor(null, { services });
    const yesterday = new Date(Date.now() - 2 * 24 * 3600 * 1000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const late = new Date(Date.now() + 400 * 24 * 3600 * 1000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    await expect(buyer.giftCards.buy({ ...SALE, amount: '10' })).rejects.toThrow('A gift card is from $25 to $2,000.');
    await expect(buyer.giftCards.buy({ ...SALE, deliverOn: yesterday })).rejects.toThrow('Choose a delivery day from today to a year ahead.');
    await expect(buyer.giftCards.buy({ ...SALE, deliverOn: late })).rejects.toThrow('Choose a delivery day from today to a year ahead.');
    await expect(buyer.giftCards.buy({ ...SALE, message: 'x'.repeat(301) })).rejects.toThrow('A message has at most 300 characters');
    await expect(buyer.giftCards.buy({ ...SALE, recipientEmail: 'nobody' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const { email: _email, ...anonymous } = SALE;
    await expect(buyer.giftCards.buy(anonymous)).rejects.toThrow('Please enter your email address');
    expect(await query('select id from checkout_snapshots')).toEqual([]);
  });

  it('is refunded in full only, which voids its card; not once the card has been spent', async () => {
    const { payment, order } = await buy();
    await expect(admin.admin.orders.refund({ orderNumber: order.orderNumber, amount: '40.00', reason: 'Changed mind' })).rejects.toThrow(
      'An order of a gift card is refunded in full: its card is voided with it.',
    );
    const refunded = await admin.admin.orders.refund({ orderNumber: order.orderNumber, amount: '100.00', reason: 'Bought twice' });
    expect(refunded).toMatchObject({ status: 'refunded' });
    expect(standin.refundsOf(payment.paymentIntentId).map((refund) => refund.amount)).toEqual([100_00]);
    const card = await cardOf(order.id);
    expect(card).toMatchObject({ balance_cents: 0 });
    expect(card.voided_at).not.toBeNull();

    const second = await buy();
    // $10 of the second card spent, as an order's spend writes it.
    const [spendable] = await query<{ id: number }>('select id from gift_cards where order_id = ?', [second.order.id]);
    await query("insert into gift_card_entries (gift_card_id, kind, amount_cents, balance_after_cents) values (?, 'spent', -1000, 9000)", [spendable!.id]);
    await query('update gift_cards set balance_cents = 9000 where id = ?', [spendable!.id]);
    await expect(admin.admin.orders.refund({ orderNumber: second.order.orderNumber, amount: '100.00', reason: 'Too late' })).rejects.toThrow(
      'The gift card bought with this order has been spent in part',
    );
  });
});
