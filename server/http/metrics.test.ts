import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { createPaymentProvider } from '../integrations/payments/index.ts';
import { resetDatabase } from '../test/database.ts';
import { createProduct, TEST_SESSION_SECRET, testApp } from '../test/helpers.ts';
import { testMailbox } from '../test/mailbox.ts';
import { StripeStandin } from '../test/stripe-standin.ts';

/** GET /metrics: only for the holder of METRICS_TOKEN, and what it counts after a paid order. */

const TOKEN = 'metrics-token-for-the-tests-0123456789';

let standin: StripeStandin;
let measured: App;
let unmeasured: App;

beforeAll(async () => {
  standin = await new StripeStandin().start();
  measured = await testApp({
    payments: createPaymentProvider(standin.env, { sessionSecret: TEST_SESSION_SECRET }),
    config: { METRICS_TOKEN: TOKEN },
  });
  unmeasured = await testApp();
});
afterAll(async () => {
  await measured.close();
  await unmeasured.close();
  await standin.close();
});
beforeEach(resetDatabase);

const scrape = (app: App, authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `shop_orders_total{status="paid"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const response = await scrape(unmeasured, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('shop_');
  });

  it('answers 401 without the token, with another token or another scheme', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer ', `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(measured, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'A valid METRICS_TOKEN bearer token is required.' });
      expect(response.body).not.toContain('shop_');
    }
  });

  it('counts requests by route pattern and status, the pool, the queue, Node, and a paid order with its mail', async () => {
    const product = await createProduct({ price: '120.00', inventory: 5 });
    for (const id of [product.id, product.id, 999_999]) await measured.inject({ method: 'GET', url: `/api/products/${id}` });
    const added = await measured.inject({ method: 'POST', url: '/api/cart', payload: { productId: product.id, quantity: 1 } });
    const cookie = added.cookies.find((candidate) => candidate.name === SESSION_COOKIE)!.value;
    const opened = await measured.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      cookies: { [SESSION_COOKIE]: cookie },
      payload: {
        country: 'US',
        email: 'ada@example.com',
        shipping: { name: 'Ada Lovelace', address: { line1: '1 Main St', city: 'Boston', state: 'MA', postal_code: '02110', country: 'US' } },
      },
    });
    expect(opened.statusCode).toBe(200);
    const { paymentIntentId } = opened.json() as { paymentIntentId: string };
    standin.succeed(paymentIntentId);
    const posted = await measured.inject({ method: 'POST', url: '/api/orders', cookies: { [SESSION_COOKIE]: cookie }, payload: { paymentIntentId } });
    expect(posted.statusCode).toBe(200);
    await measured.services.jobs.drain();
    await (await testMailbox()).next('ada@example.com');

    const response = await scrape(measured, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, 'shop_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status="200"}')).toBe(2);
    expect(sample(text, 'shop_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status="404"}')).toBe(1);
    // The histogram's buckets, never a raw URL with an id in it.
    expect(text).toContain('shop_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/products/:id",status="200"}');
    expect(text).not.toContain(`/api/products/${product.id}`);
    expect(sample(text, 'shop_payments_total{event="opened"}')).toBe(1);
    expect(sample(text, 'shop_payments_total{event="ordered"}')).toBe(1);
    expect(sample(text, 'shop_orders_total{status="paid"}')).toBe(1);
    expect(sample(text, 'shop_mail_total{result="sent"}')).toBe(1);
    expect(sample(text, 'shop_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    // No backup yet: the age counts from the database's first migration, minutes ago at most in a test run.
    expect(sample(text, 'shop_backup_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shop_backup_age_seconds')).toBeLessThan(36 * 3600);
    expect(text).toMatch(/^shop_job_queue_jobs\{queue="mail\.send",state="failed"\} \d+$/m);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});
