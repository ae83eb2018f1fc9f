import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreatePaymentIntentInput, PaymentIntentAnswer } from '../../../src/checkout.ts';
import { createPaymentProvider, DEMO_CARDS, type PaymentProvider } from '../../integrations/payments/index.ts';
import { createServices } from '../../services.ts';
import type { Services } from '../request-scope.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { callerFor, createProduct, createUser, MemoryJar, TEST_SESSION_SECRET, testServices } from '../../test/helpers.ts';
import { testMailbox } from '../../test/mailbox.ts';
import { StripeStandin } from '../../test/stripe-standin.ts';
import type { User } from '../user/user.entity.ts';
import { CouponSchema } from '../coupon/coupon.entity.ts';
import { COUPON_USED_UP, NOT_PAID, ORDER_NOT_FOUND, UNKNOWN_PAYMENT } from '../order/place-order.ts';
import { EMPTY_CART, orderTooLarge } from './payment-intent.service.ts';

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

const SHIPPING = {
  name: 'Ada Lovelace',
  phone: '+1 305 555 0100',
  address: { line1: '1 Ocean Drive', city: 'Miami', state: 'FL', postal_code: '33139', country: 'US' },
};

const intentInput = (overrides: Partial<CreatePaymentIntentInput> = {}): CreatePaymentIntentInput => ({
  country: 'US',
  currency: 'USD',
  shipping: SHIPPING,
  ...overrides,
});

type Caller = Awaited<ReturnType<typeof callerFor>>;

/** A signed-in shopper with `quantity` of the product in their cart. */
async function shopperWith(productId: number, quantity = 1, options: { services?: Services; user?: User } = {}) {
  const user = options.user ?? (await createUser());
  const caller = await callerFor(user, { services: options.services ?? services });
  await caller.cart.add({ productId, quantity });
  return { user, caller };
}

/** Creates the intent and has the stand-in take the card payment. */
async function paidIntent(caller: Caller, overrides: Partial<CreatePaymentIntentInput> = {}) {
  const intent = await caller.checkout.createPaymentIntent(intentInput(overrides));
  standin.succeed(intent.paymentIntentId);
  return intent;
}

const query = async <T>(sql: string, params: unknown[] = []) => (await testOrm()).em.fork().execute<T[]>(sql, params);
const orderCount = async () => (await query<{ n: number }>('select count(*)::int as n from orders'))[0]!.n;
const inventoryOf = async (id: number) => (await query<{ inventory: number }>('select inventory from products where id = ?', [id]))[0]!.inventory;

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
        message: orderTooLarge(services.supportEmail),
      });
      expect(standin.requests.length).toBe(asked);
      expect(await caller.checkout.createPaymentIntent(intentInput({ currency: 'USD' }))).toMatchObject({ amount: 1_296_000 });
    }
  });
});

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
    expect(first).toMatchObject({ status: 'confirmed', total: '259.20', subtotal: '240.00', tax: '19.20', currency: 'USD' });
    expect(first.orderNumber).toMatch(/^CL-\d{8}-[0-9A-Z]{6}$/);
    expect(first.items).toEqual([
      expect.objectContaining({ productId: product.id, variantId: '24x16', size: '24"x16"', quantity: 2, price: '120.00' }),
    ]);
    expect(await orderCount()).toBe(1);
    expect(await inventoryOf(product.id)).toBe(3);
    expect((await caller.cart.list()).items).toEqual([]);
    const [account] = await query<{ order_count: number; total_spent: string }>('select order_count, total_spent from users where id = ?', [user.id]);
    expect(account).toEqual({ order_count: 1, total_spent: '259.20' });
  });

  it('e-mails a confirmation that names the order, its prints and the address', async () => {
    const product = await createProduct({ title: 'Harbour at Dusk', price: '120.00' });
    const email = `confirm-${Date.now()}@example.com`;
    const { caller } = await shopperWith(product.id, 1, { user: await createUser({ email }) });
    const order = await caller.checkout.placeOrder({ paymentIntentId: (await paidIntent(caller)).paymentIntentId });

    const mail = await (await testMailbox()).next(email);
    expect(mail.raw).toContain(`Subject: Your Canvas & Light order ${order.orderNumber}`);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain('Harbour at Dusk (24"x16" canvas)');
    expect(text).toContain('1 Ocean Drive');
    expect(text).toContain('Total (USD): $129.60');
    expect(text).toContain('support@canvasandlight.example');
  });

  it('keeps the order when the confirmation e-mail fails, and logs the failure', async () => {
    const failures: unknown[] = [];
    const brokenMail = createServices({
      mailer: { send: () => Promise.reject(new Error('SMTP is down')), close() {} },
      payments: stripe,
      supportEmail: 'support@canvasandlight.example',
      log: { info() {}, error: (fields: unknown) => failures.push(fields) },
    });
    const product = await createProduct();
    const { caller } = await shopperWith(product.id, 1, { services: brokenMail });

    const order = await caller.checkout.placeOrder({ paymentIntentId: (await paidIntent(caller)).paymentIntentId });
    expect(order.status).toBe('confirmed');
    await vi.waitFor(() => expect(failures).toEqual([expect.objectContaining({ orderNumber: order.orderNumber })]));
    expect(await orderCount()).toBe(1);
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
  });

  it('records a processing bank debit as processing, and confirms it once it clears', async () => {
    const product = await createProduct();
    const { caller } = await shopperWith(product.id);
    const intent = await caller.checkout.createPaymentIntent(intentInput());
    standin.process(intent.paymentIntentId);

    expect(await caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId })).toMatchObject({ status: 'processing' });
    standin.succeed(intent.paymentIntentId, { paymentMethodType: 'us_bank_account' });
    expect(await caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId })).toMatchObject({ status: 'confirmed' });
    expect(await orderCount()).toBe(1);
  });

  it('a guest places an order with the e-mail given at the end', async () => {
    const product = await createProduct();
    const jar = new MemoryJar();
    const guest = await callerFor(null, { services, jar });
    await guest.cart.add({ productId: product.id });
    const intent = await paidIntent(guest);

    const order = await guest.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId, guestEmail: 'Guest@Example.com' });
    expect(order).toMatchObject({ customerEmail: 'guest@example.com', status: 'confirmed' });
    expect(await guest.checkout.myOrders().catch((error: TRPCError) => error.code)).toBe('UNAUTHORIZED');
  });

  it('sells at most the inventory to 20 concurrent checkouts, never going below zero', async () => {
    const product = await createProduct({ inventory: 5 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopperWith(product.id)));
    const intents: PaymentIntentAnswer[] = [];
    for (const { caller } of shoppers) intents.push(await paidIntent(caller));

    const results = await Promise.allSettled(
      shoppers.map(({ caller }, index) => caller.checkout.placeOrder({ paymentIntentId: intents[index]!.paymentIntentId })),
    );

    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(placed).toHaveLength(5);
    expect(refused.map((result) => (result.reason as TRPCError).code)).toEqual(Array(15).fill('CONFLICT'));
    expect(await inventoryOf(product.id)).toBe(0);
    expect(await orderCount()).toBe(5);
    expect((await query<{ n: number }>('select count(*)::int as n from order_items'))[0]!.n).toBe(5);
  });

  it('counts a coupon with maxUses 3 three times across 10 concurrent checkouts', async () => {
    const product = await createProduct({ inventory: 100 });
    await createCoupon({ code: 'FIRST3', maxUses: 3 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopperWith(product.id)));
    const intents: PaymentIntentAnswer[] = [];
    for (const { caller } of shoppers) intents.push(await paidIntent(caller, { couponCode: 'FIRST3' }));

    const results = await Promise.allSettled(
      shoppers.map(({ caller }, index) => caller.checkout.placeOrder({ paymentIntentId: intents[index]!.paymentIntentId })),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'CONFLICT', message: COUPON_USED_UP });
    }
    expect((await query<{ current_uses: number }>("select current_uses from coupons where code = 'FIRST3'"))[0]!.current_uses).toBe(3);
    // The refused checkouts took no stock.
    expect(await inventoryOf(product.id)).toBe(97);
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

    const paid = await caller.checkout.confirmDemoPayment({ clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' });
    expect(paid.status).toBe('succeeded');
    const order = await caller.checkout.placeOrder({ paymentIntentId: paid.paymentIntentId });
    expect(order).toMatchObject({ status: 'confirmed', total: '129.60' });
    expect(await orderCount()).toBe(1);
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

async function createCoupon(overrides: { code: string; discountValue?: string; maxUses?: number }) {
  const em = (await testOrm()).em.fork();
  em.create(CouponSchema, {
    discountType: 'percentage',
    discountValue: '10.00',
    expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    ...overrides,
  });
  await em.flush();
}

/** The e-mail's text as written: soft line breaks joined and =XX escapes decoded. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8');
}
