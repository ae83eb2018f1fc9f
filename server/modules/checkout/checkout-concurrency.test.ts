import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createPaymentProvider, DEMO_CARDS, type PaymentProvider } from '../../integrations/payments/index.ts';
import type { Services } from '../request-scope.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { count, couponUses, createCoupon, intentInput, orderCount, query, refundCount, stockOf, type Caller } from '../../test/checkout-fixtures.ts';
import { ADMIN_EMAIL, callerFor, createProduct, createUser, MemoryJar, TEST_SESSION_SECRET, testApp, testClock, testServices } from '../../test/helpers.ts';
import { StripeStandin } from '../../test/stripe-standin.ts';
import { HOLD_MINUTES } from './holds.ts';
import { SOMETHING_TO_PAY } from './open-payment.ts';

/**
 * Nobody pays without an order (DESIGN.md section 5), under load: 200 shoppers check out at once for
 * 25 prints, or with a coupon of 5 uses; 50 spend one gift card. Every payment made ends as an order or as one refund, and the
 * browser's report and the provider's webhook race for each payment, as they do in production.
 */

const SHOPPERS = 200;
const STOCK = 25;
const COUPON_USES = 5;

let standin: StripeStandin;
let stripe: PaymentProvider;
let app: App;

beforeAll(async () => {
  standin = await new StripeStandin().start();
  stripe = createPaymentProvider(standin.env, { sessionSecret: TEST_SESSION_SECRET });
  app = await testApp({ payments: stripe });
});
afterAll(async () => {
  await app.close();
  await standin.close();
});
beforeEach(resetDatabase);

/**
 * 200 (or `shoppers`) signed-in shoppers, each with one of the print in their cart: written in one statement (the
 * cart and sign-in have tests of their own), each with a caller holding their session.
 */
async function crowd(productId: number, services: Services, shoppers = SHOPPERS): Promise<Caller[]> {
  const sessions = await query<{ sid: string }>(
    `with shopper as (
       insert into users (email, first_name, last_name)
       select 'crowd-' || n || '-' || ?::text || '@example.com', 'Ada', 'Lovelace' from generate_series(1, ?::int) n
       returning id),
     signed_in as (
       insert into sessions (sid, sess, expire)
       select 'crowd-' || id || '-' || ?::text, jsonb_build_object('userId', id), now() + interval '1 day' from shopper
       returning sid, (sess ->> 'userId')::int as user_id),
     cart as (insert into cart_items (user_id, product_id, variant_id, quantity) select user_id, ?::int, '24x16', 1 from signed_in)
     select sid from signed_in`,
    [++crowds, shoppers, crowds, productId],
  );
  // Each from an address of their own, as 200 shoppers are: the shop's per-IP limits stay out of it.
  return Promise.all(
    sessions.map(({ sid }, index) => callerFor(null, { services, jar: new MemoryJar(sid), ip: `10.0.${index >> 8}.${index & 255}` })),
  );
}
let crowds = 0;

/** Stripe's webhook for the intent as it is now, delivered to the app as Stripe would. */
async function deliverWebhook(paymentIntentId: string) {
  const { rawBody, header } = standin.signedWebhook('payment_intent.succeeded', paymentIntentId);
  const response = await app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: rawBody,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
  expect(response.statusCode).toBe(200);
}

/** Payments the provider took that ended in neither an order nor a refund: must be none. */
async function paidWithoutOrder(paymentIntentIds: readonly string[]): Promise<number> {
  return count(
    `select count(*)::int as n from jsonb_array_elements_text(?::jsonb) as paid(id)
      where not exists (select 1 from orders o where o.payment_intent_id = paid.id)
        and not exists (select 1 from payment_refunds r where r.payment_intent_id = paid.id)`,
    [JSON.stringify(paymentIntentIds)],
  );
}

/** How a shopper pays with each provider, and how the payment is reported to the shop. */
interface Checkout {
  name: string;
  services: () => Promise<Services>;
  /** Pays the opened payment; answers the id of the paid intent. */
  pay: (caller: Caller, intent: { paymentIntentId: string; clientSecret: string }) => Promise<string>;
  /** The browser's report, and with Stripe its webhook racing it. */
  report: (caller: Caller, paymentIntentId: string) => Promise<unknown>;
}

const PROVIDERS: Checkout[] = [
  {
    name: 'Stripe',
    services: async () => app.services,
    pay: async (_caller, intent) => {
      standin.succeed(intent.paymentIntentId);
      return intent.paymentIntentId;
    },
    report: (caller, paymentIntentId) => Promise.all([caller.checkout.placeOrder({ paymentIntentId }), deliverWebhook(paymentIntentId)]),
  },
  {
    name: 'demo payments',
    services: () => testServices(),
    pay: async (caller, intent) =>
      (await caller.checkout.confirmDemoPayment({ clientSecret: intent.clientSecret, cardNumber: DEMO_CARDS.succeeds })).paymentIntentId,
    report: (caller, paymentIntentId) => caller.checkout.placeOrder({ paymentIntentId }),
  },
];

/** Each shopper opens a payment at once; those who get one pay and report it. */
async function everyonePays(provider: Checkout, callers: Caller[], couponCode?: string) {
  const paid: string[] = [];
  const refusals: string[] = [];
  await Promise.all(
    callers.map(async (caller) => {
      let intent;
      try {
        intent = await caller.checkout.createPaymentIntent(intentInput(couponCode ? { couponCode } : {}));
      } catch (error) {
        refusals.push((error as TRPCError).code);
        return;
      }
      const paidId = await provider.pay(caller, intent);
      paid.push(paidId);
      await provider.report(caller, paidId);
    }),
  );
  return { paid, refusals };
}

describe.each(PROVIDERS)(`${SHOPPERS} concurrent checkouts ($name)`, (provider) => {
  it(`sell a stock of ${STOCK} to ${STOCK} shoppers; the others are told before paying`, async () => {
    const product = await createProduct({ inventory: STOCK });
    const callers = await crowd(product.id, await provider.services());

    const { paid, refusals } = await everyonePays(provider, callers);

    expect(paid).toHaveLength(STOCK);
    expect(refusals).toEqual(Array(SHOPPERS - STOCK).fill('CONFLICT'));
    expect(await orderCount()).toBe(STOCK);
    expect(await refundCount()).toBe(0);
    expect(await paidWithoutOrder(paid)).toBe(0);
    expect(await stockOf(product.id)).toEqual({ inventory: 0, reserved: 0 });
  });

  it(`spend a coupon of ${COUPON_USES} uses ${COUPON_USES} times`, async () => {
    const product = await createProduct({ inventory: 1000 });
    await createCoupon({ code: 'FIRST5', maxUses: COUPON_USES });
    const callers = await crowd(product.id, await provider.services());

    const { paid, refusals } = await everyonePays(provider, callers, 'FIRST5');

    expect(paid).toHaveLength(COUPON_USES);
    expect(refusals).toEqual(Array(SHOPPERS - COUPON_USES).fill('CONFLICT'));
    expect(await orderCount()).toBe(COUPON_USES);
    expect(await paidWithoutOrder(paid)).toBe(0);
    expect(await couponUses('FIRST5')).toEqual({ current_uses: COUPON_USES, reserved_uses: 0 });
    // Only the orders took stock.
    expect(await stockOf(product.id)).toEqual({ inventory: 1000 - COUPON_USES, reserved: 0 });
  });
});

describe('payments made after their holds ran out', () => {
  it('each becomes an order while stock lasts, and the rest are refunded exactly once', async () => {
    const clock = testClock();
    const services = await testServices({ payments: stripe, clock });
    const product = await createProduct({ inventory: SHOPPERS });
    const callers = await crowd(product.id, services);
    const intents = await Promise.all(callers.map((caller) => caller.checkout.createPaymentIntent(intentInput())));
    const opened = callers.map((caller, index) => ({ caller, intentId: intents[index]!.paymentIntentId }));
    // Everyone pays just as their hold runs out; before their browsers report it, the sweep gives the
    // prints back (its cancellations find the payments made), and all but 25 are sold elsewhere.
    for (const { intentId } of opened) standin.succeed(intentId);
    clock.advance(HOLD_MINUTES * 60_000);
    await services.jobs.send((await testOrm()).em.fork(), 'reservations.expire', {});
    expect(await services.jobs.drain()).toMatchObject({ failed: [] });
    expect(await stockOf(product.id)).toEqual({ inventory: SHOPPERS, reserved: 0 });
    await query('update products set inventory = ? where id = ?', [STOCK, product.id]);

    // All 200 reports (and 200 webhooks) arrive at once.
    const outcomes = await Promise.all(
      opened.map(async ({ caller, intentId }) => {
        const [posted] = await Promise.allSettled([caller.checkout.placeOrder({ paymentIntentId: intentId }), deliverWebhook(intentId)]);
        return posted.status === 'fulfilled' ? 'order' : (posted.reason as TRPCError).code;
      }),
    );

    expect(outcomes.filter((outcome) => outcome === 'order')).toHaveLength(STOCK);
    expect(outcomes.filter((outcome) => outcome === 'CONFLICT')).toHaveLength(SHOPPERS - STOCK);
    expect(await orderCount()).toBe(STOCK);
    expect(await refundCount()).toBe(SHOPPERS - STOCK);
    const paid = opened.map(({ intentId }) => intentId);
    expect(await paidWithoutOrder(paid)).toBe(0);

    expect(await services.jobs.drain()).toMatchObject({ failed: [] });
    expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
    const refundsPerPayment = paid.map((id) => standin.refundsOf(id).length);
    expect(refundsPerPayment.filter((refunds) => refunds === 1)).toHaveLength(SHOPPERS - STOCK);
    expect(refundsPerPayment.filter((refunds) => refunds > 1)).toEqual([]);
    expect(await stockOf(product.id)).toEqual({ inventory: 0, reserved: 0 });
  });
});

describe('50 concurrent checkouts spending one gift card', () => {
  it('take from it only what it holds, never below zero; the others are told and place nothing', async () => {
    const services = await testServices();
    const admin = await callerFor(await createUser({ email: ADMIN_EMAIL }), { services });
    const { code, id } = await admin.admin.giftCards.issue({ amount: '1000', recipientEmail: 'holder@example.com' });
    // One print at 120.00, 129.60 with tax: each checkout asks the card for 129.60, so 7 fit in 1,000.00.
    // (A paid checkout whose card part is gone is refunded in full: gift-card-payments.test.ts.)
    const product = await createProduct({ price: '120.00', inventory: 1000 });
    const callers = await crowd(product.id, services, 50);

    // The card covers each order, so each is placed without a payment, all at once.
    const outcomes = await Promise.all(
      callers.map((caller) =>
        caller.checkout.placeFreeOrder(intentInput({ giftCardCode: code })).then(
          () => 'order',
          (error: TRPCError) => (error.code === 'BAD_REQUEST' ? error.message : error.code),
        ),
      ),
    );

    expect(outcomes.filter((placed) => placed === 'order')).toHaveLength(7);
    // Every other one is told: the card was emptied under it (409), or, read once 7 orders had taken
    // from it, the 92.80 left no longer pays the whole order, so the rest is to be paid (400).
    const told = outcomes.filter((placed) => placed !== 'order');
    expect(told).toHaveLength(43);
    expect(told.filter((answer) => answer !== 'CONFLICT' && answer !== SOMETHING_TO_PAY)).toEqual([]);
    expect(await orderCount()).toBe(7);
    const [card] = await query<{ balance_cents: number; spent: number }>(
      "select balance_cents, (select -sum(amount_cents)::int from gift_card_entries where gift_card_id = g.id and kind = 'spent') as spent from gift_cards g where id = ?",
      [id],
    );
    expect(card).toEqual({ balance_cents: 1000_00 - 7 * 129_60, spent: 7 * 129_60 });
  });
});
