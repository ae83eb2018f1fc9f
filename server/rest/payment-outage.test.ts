import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { createStripeProvider } from '../integrations/payments/index.ts';
import { PAYMENT_UNCONFIRMED, PAYMENTS_UNAVAILABLE } from '../integrations/payments/stripe-outage.ts';
import { orderCount, stockOf } from '../test/checkout-fixtures.ts';
import { resetDatabase } from '../test/database.ts';
import { createProduct, testApp } from '../test/helpers.ts';
import { StripeStandin } from '../test/stripe-standin.ts';

/** Stripe refusing connections or never answering: the shopper gets a 503 they can act on, and a paid order is never lost. */

let standin: StripeStandin;
let app: App;

beforeAll(async () => {
  standin = await new StripeStandin().start();
  const { env } = standin;
  // A short wait per try: the stand-in's silence would otherwise last the shop's full timeout.
  const payments = createStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
    timeoutMs: 300,
  });
  app = await testApp({ payments });
});
afterAll(async () => {
  await app.close();
  await standin.close();
});
beforeEach(async () => {
  standin.outage(null);
  await resetDatabase();
});

const INTENT_REQUEST = {
  country: 'US',
  shipping: { name: 'Grace Hopper', address: { line1: '12 Harbour Street', city: 'Boston', state: 'MA', postal_code: '02110', country: 'US' } },
};

async function shopperWithCart() {
  const product = await createProduct({ price: '120.00', inventory: 5 });
  const added = await app.inject({ method: 'POST', url: '/api/cart', payload: { productId: product.id, quantity: 1 } });
  return { product, cookies: { [SESSION_COOKIE]: added.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value } };
}

describe('Stripe down', () => {
  it.each(['refusing', 'silent'] as const)('%s: opening a payment answers 503, nothing charged, and the prints are not held', async (mode) => {
    const { product, cookies } = await shopperWithCart();
    standin.outage(mode);

    const answer = await app.inject({ method: 'POST', url: '/api/create-payment-intent', cookies, payload: INTENT_REQUEST });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: PAYMENTS_UNAVAILABLE });
    expect(await stockOf(product.id)).toEqual({ inventory: 5, reserved: 0 });

    standin.outage(null);
    expect((await app.inject({ method: 'POST', url: '/api/create-payment-intent', cookies, payload: INTENT_REQUEST })).statusCode).toBe(200);
  });

  it('a payment made before Stripe went down becomes one order through the webhook once Stripe answers again', async () => {
    const { cookies } = await shopperWithCart();
    const opened = await app.inject({ method: 'POST', url: '/api/create-payment-intent', cookies, payload: INTENT_REQUEST });
    const { paymentIntentId } = opened.json() as { paymentIntentId: string };
    standin.succeed(paymentIntentId);
    const delivery = standin.signedWebhook('payment_intent.succeeded', paymentIntentId);
    const webhook = () =>
      app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: delivery.rawBody,
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.header },
      });
    const placeOrder = () => app.inject({ method: 'POST', url: '/api/orders', cookies, payload: { paymentIntentId, guestEmail: 'grace@example.com' } });

    standin.outage('refusing');
    const refused = await placeOrder();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: PAYMENT_UNCONFIRMED });
    // The webhook cannot ask Stripe either: a 500 has Stripe send it again later.
    expect((await webhook()).statusCode).toBe(500);
    expect(await orderCount()).toBe(0);

    standin.outage(null);
    expect((await webhook()).statusCode).toBe(200);
    expect(await orderCount()).toBe(1);
    const placed = await placeOrder();
    expect(placed.statusCode).toBe(200);
    expect((await webhook()).statusCode).toBe(200);
    expect(await orderCount()).toBe(1);
  });
});
