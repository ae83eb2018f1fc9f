import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createPaymentProvider } from '../integrations/payments/index.ts';
import { testApp, testClock, TEST_SESSION_SECRET } from '../test/helpers.ts';
import { testMailbox, unreachableMailer } from '../test/mailbox.ts';
import { PrintifyStandin } from '../test/printify-standin.ts';
import { StripeStandin } from '../test/stripe-standin.ts';

/** /readyz says which outside service is down, and stays 200 for them (only the database fails it); /healthz is untouched. */

const clock = testClock();
let stripe: StripeStandin;
let printify: PrintifyStandin;
let withProviders: App;
let mailServerDown: App;


beforeAll(async () => {
  stripe = await new StripeStandin().start();
  printify = await new PrintifyStandin().start();
  const payments = createPaymentProvider(stripe.env, { sessionSecret: TEST_SESSION_SECRET });
  withProviders = await testApp({ clock, payments, printify: printify.printify(), mailer: (await testMailbox()).mailer });
  mailServerDown = await testApp({ mailer: await unreachableMailer() });
});
afterAll(async () => {
  await withProviders.close();
  await mailServerDown.close();
  await stripe.close();
  await printify.close();
});

const ready = async (app: App) => {
  const answer = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: answer.statusCode, body: answer.json() };
};

describe('GET /readyz', () => {
  it('reports every service up, then Stripe down while the instance stays ready and alive, then back', async () => {
    expect(await ready(withProviders)).toEqual({
      status: 200,
      body: { status: 'ready', database: 'up', providers: { payments: 'up', mail: 'up', printify: 'up' } },
    });

    stripe.outage('refusing');
    clock.advance(15_000);
    expect(await ready(withProviders)).toEqual({
      status: 200,
      body: { status: 'degraded', database: 'up', providers: { payments: 'down', mail: 'up', printify: 'up' } },
    });
    expect((await withProviders.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });

    stripe.outage(null);
    clock.advance(15_000);
    expect((await ready(withProviders)).body.providers.payments).toBe('up');
  });

  it('reports a mail server that is down, and the demo and a missing Printify as not configured', async () => {
    expect(await ready(mailServerDown)).toEqual({
      status: 200,
      body: { status: 'degraded', database: 'up', providers: { payments: 'not configured', mail: 'down', printify: 'not configured' } },
    });
  });
});

describe('an instance that drains (SIGTERM)', () => {
  it('fails /readyz with 503 draining and refuses new requests with 503, while /healthz answers', async () => {
    const app = await testApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      app.drain();
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // A request that still comes is refused before anything is done, for the proxy to send elsewhere.
      const refused = await app.inject({ method: 'POST', url: '/api/cart', payload: { productId: 1, quantity: 1 } });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers.connection).toBe('close');
      expect(refused.json()).toEqual({ message: 'This instance is restarting. Please try again.' });
    } finally {
      await app.close();
    }
  });
});
