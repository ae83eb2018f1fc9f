import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { createPaymentProvider } from '../integrations/payments/index.ts';
import { RETURN_LOOKUP_FAILURES_PER_SHOPPER } from '../modules/order/return-lookup.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { createProduct, TEST_SESSION_SECRET, testApp } from '../test/helpers.ts';
import { testMailbox } from '../test/mailbox.ts';
import { StripeStandin } from '../test/stripe-standin.ts';

/** The checkout's REST paths and Stripe's webhook, over HTTP, with Stripe played by the stand-in. */

let standin: StripeStandin;
let app: App;

beforeAll(async () => {
  standin = await new StripeStandin().start();
  app = await testApp({ payments: createPaymentProvider(standin.env, { sessionSecret: TEST_SESSION_SECRET }) });
});
afterAll(async () => {
  await app.close();
  await standin.close();
});
beforeEach(resetDatabase);

/** As the spec's checkout sends it: amount in cents, lower-case currency, Stripe's shipping shape. */
const INTENT_REQUEST = {
  amount: 1,
  currency: 'usd',
  country: 'US',
  shipping: {
    name: 'Grace Hopper',
    phone: '',
    address: { line1: '12 Harbour Street', line2: '', city: 'Boston', state: 'MA', postal_code: '02110', country: 'US' },
  },
};

const json = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });

/** A visitor with a print in their cart and an intent for it. */
async function visitorWithIntent() {
  const product = await createProduct({ price: '120.00', inventory: 5 });
  const added = await json('POST', '/api/cart', undefined, { productId: product.id, quantity: 1 });
  const cookie = added.cookies.find((candidate) => candidate.name === SESSION_COOKIE)!.value;
  const created = await json('POST', '/api/create-payment-intent', cookie, INTENT_REQUEST);
  expect(created.statusCode).toBe(200);
  return { product, cookie, intent: created.json() as { paymentIntentId: string; clientSecret: string; amount: number } };
}

type StripeEventBody = { data: { object: { id: string; metadata: Record<string, string> } } };

const webhook = (rawBody: Buffer, header: string) =>
  app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: rawBody,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
  });

const orderRows = async () =>
  (await testOrm()).em.fork().execute<{ order_number: string; status: string; guest_email: string | null }[]>(
    'select order_number, status, guest_email from orders',
  );

describe('checkout over HTTP', () => {
  it('answers the payment config and the e-mail check', async () => {
    expect((await json('GET', '/api/payment-config')).json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_standin' });
    const check = await json('POST', '/api/validate-email', undefined, { email: 'grace@example.com' });
    expect(check.json()).toEqual({ valid: true, message: 'Email is valid' });
  });

  it('creates an intent for the server total, ignoring the claimed amount', async () => {
    const { intent } = await visitorWithIntent();
    expect(intent).toMatchObject({
      amount: 12_960,
      currency: 'usd',
      totals: { subtotal: '120.00', discount: '0.00', tax: '9.60', shipping: '0.00', total: '129.60' },
    });
    expect(Object.keys(intent).sort()).toEqual(['amount', 'clientSecret', 'currency', 'giftCard', 'paymentIntentId', 'totals']);
  });

  it('answers an empty cart with 400 and a message', async () => {
    const response = await json('POST', '/api/create-payment-intent', undefined, INTENT_REQUEST);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringContaining('Your cart is empty') });
  });

  it('the webhook alone makes the order; the browser POST then gets the same order and adds the e-mail', async () => {
    const { cookie, intent } = await visitorWithIntent();
    standin.succeed(intent.paymentIntentId);
    const { rawBody, header } = standin.signedWebhook('payment_intent.succeeded', intent.paymentIntentId);

    const delivered = await webhook(rawBody, header);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true });
    const [recorded] = await orderRows();
    expect(recorded).toMatchObject({ status: 'paid', guest_email: null });

    // Stripe delivers again: still one order.
    expect((await webhook(rawBody, header)).statusCode).toBe(200);

    const email = `grace-${Date.now()}@example.com`;
    const posted = await json('POST', '/api/orders', cookie, { paymentIntentId: intent.paymentIntentId, guestEmail: email, total: '0.01' });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ orderNumber: recorded!.order_number, status: 'paid', total: '129.60', customerEmail: email });
    expect(await orderRows()).toHaveLength(1);
    // The confirmation was queued with the e-mail; the queue's worker sends it.
    await app.services.jobs.drain();
    expect((await (await testMailbox()).next(email)).raw).toContain(recorded!.order_number);
  });

  it('makes no second order for an ordered checkout from a signed event naming another intent', async () => {
    const first = await visitorWithIntent();
    standin.succeed(first.intent.paymentIntentId);
    const genuine = standin.signedWebhook('payment_intent.succeeded', first.intent.paymentIntentId);
    expect((await webhook(genuine.rawBody, genuine.header)).statusCode).toBe(200);
    const checkout = (JSON.parse(genuine.rawBody.toString()) as StripeEventBody).data.object.metadata.checkout!;

    // Another shopper's paid intent, reported with the first checkout's metadata (as only the body says).
    const second = await visitorWithIntent();
    standin.succeed(second.intent.paymentIntentId);
    // And an intent made at Stripe whose own metadata names the first checkout.
    const named = await app.services.payments.createIntent({
      amountMinor: first.intent.amount,
      currency: 'usd',
      checkoutKey: 'forged',
      metadata: { checkout },
    });
    standin.succeed(named.id);
    for (const intentId of [second.intent.paymentIntentId, named.id, 'pi_never_made']) {
      const event = JSON.parse(standin.signedWebhook('payment_intent.succeeded', intentId === 'pi_never_made' ? named.id : intentId).rawBody.toString()) as StripeEventBody;
      event.data.object = { ...event.data.object, id: intentId, metadata: { ...event.data.object.metadata, checkout } };
      const payload = JSON.stringify(event);
      const answer = await webhook(Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: standin.webhookSecret }));
      expect(answer.statusCode).toBe(200);
    }
    expect(await orderRows()).toHaveLength(1);
    expect(await (await testOrm()).em.fork().execute('select checkout_id from orders')).toEqual([{ checkout_id: checkout }]);
  });

  it('refuses a webhook with a bad signature (400) and makes no order', async () => {
    const { intent } = await visitorWithIntent();
    standin.succeed(intent.paymentIntentId);
    const forged = standin.signedWebhook('payment_intent.succeeded', intent.paymentIntentId, 'whsec_not_ours');

    const response = await webhook(forged.rawBody, forged.header);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await orderRows()).toEqual([]);
  });

  it.each([
    ['cut short', (body: string) => body.slice(0, body.length / 2)],
    ['without its data', (body: string) => JSON.stringify({ ...JSON.parse(body), data: undefined })],
    ['with an intent that lacks its status', (body: string) => body.replace(/"status":"succeeded",?/, '')],
    ['that is a JSON array', () => '[]'],
  ])('refuses a correctly signed body %s (400) and makes no order', async (_what, change) => {
    const { intent } = await visitorWithIntent();
    standin.succeed(intent.paymentIntentId);
    const payload = change(standin.signedWebhook('payment_intent.succeeded', intent.paymentIntentId).rawBody.toString());

    const response = await webhook(Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: standin.webhookSecret }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^The (signed body|event’s payment_intent)/) });
    expect(await orderRows()).toEqual([]);
  });

  it('acknowledges a paid webhook it cannot turn into an order (sold out meanwhile), so Stripe stops retrying', async () => {
    const { product, intent } = await visitorWithIntent();
    await (await testOrm()).em.fork().execute('update products set inventory = 0 where id = ?', [product.id]);
    standin.succeed(intent.paymentIntentId);
    const { rawBody, header } = standin.signedWebhook('payment_intent.succeeded', intent.paymentIntentId);

    const response = await webhook(rawBody, header);
    expect(response.statusCode).toBe(200);
    expect(await orderRows()).toEqual([]);
    // Paid without an order: the payment goes back, once, however often Stripe delivers.
    expect((await webhook(rawBody, header)).statusCode).toBe(200);
    await app.services.jobs.drain();
    expect(standin.refundsOf(intent.paymentIntentId)).toEqual([expect.objectContaining({ amount: intent.amount, status: 'succeeded' })]);
  });

  it('answers a declined payment with 402, and the orders list needs a sign-in', async () => {
    const { cookie, intent } = await visitorWithIntent();
    standin.decline(intent.paymentIntentId);
    const posted = await json('POST', '/api/orders', cookie, { paymentIntentId: intent.paymentIntentId });
    expect(posted.statusCode).toBe(402);
    expect(posted.json()).toEqual({ message: expect.stringContaining('has not gone through') });

    const list = await json('GET', '/api/orders', cookie);
    expect(list.statusCode).toBe(401);
  });
});

describe('POST /api/returns/lookup', () => {
  it('finds the order by number and e-mail, answers 404 for any other pair, and limits failures per IP', async () => {
    const { cookie, intent } = await visitorWithIntent();
    standin.succeed(intent.paymentIntentId);
    const email = `returns-${Date.now()}@example.com`;
    const order = (await json('POST', '/api/orders', cookie, { paymentIntentId: intent.paymentIntentId, guestEmail: email })).json();

    const lookup = (payload: object, remoteAddress = '203.0.113.7') =>
      app.inject({ method: 'POST', url: '/api/returns/lookup', payload, remoteAddress });

    const found = await lookup({ email: email.toUpperCase(), orderNumber: order.orderNumber.toLowerCase() });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      orderNumber: order.orderNumber,
      customerEmail: email,
      status: 'paid',
      createdAt: expect.any(String),
      items: [{ id: expect.any(Number), quantity: 1, price: '120.00', product: { title: expect.any(String), imageUrl: null } }],
    });

    const wrong = await lookup({ email: 'someone.else@example.com', orderNumber: order.orderNumber });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: expect.stringContaining('could not find an order') });
    expect((await lookup({ email: 'not-an-email', orderNumber: '' })).statusCode).toBe(400);

    for (let attempt = 0; attempt < 29; attempt += 1) await lookup({ email: 'guess@example.com', orderNumber: `CL-${attempt}` });
    const limited = await lookup({ email, orderNumber: order.orderNumber });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(RETURN_LOOKUP_FAILURES_PER_SHOPPER.windowMs / 1000 - 10);
    expect((await lookup({ email, orderNumber: order.orderNumber }, '203.0.113.8')).statusCode).toBe(200);
  });
});
