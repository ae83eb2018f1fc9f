import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { PAGE_LOADS_PER_IP } from '../http/client-app.ts';
import { IP_LIMIT_SLACK } from '../http/ip-limit.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { COUPON_FAILURES_PER_SHOPPER, COUPON_FAILURES_PER_IP } from '../modules/coupon/coupon-attempts.ts';
import { CouponSchema } from '../modules/coupon/coupon.entity.ts';
import { OrderSchema } from '../modules/order/order.entity.ts';
import { RETURN_LOOKUP_FAILURES_PER_SHOPPER } from '../modules/order/return-lookup.ts';
import { SENDS_PER_ADDRESS } from '../modules/auth/send-limits.ts';
import { databaseUrls, ownerClient, resetDatabase, testOrm } from '../test/database.ts';
import { workerDatabase } from '../test/database-names.ts';
import { createProduct, testApp, testClock } from '../test/helpers.ts';

/**
 * The rate limits as several instances of the shop meet them: two apps on one database (as two
 * processes behind a load balancer would be) count against the same limits.
 */

let first: App;
let second: App;
beforeAll(async () => {
  [first, second] = [await testApp(), await testApp()];
});
afterAll(async () => {
  await first.close();
  await second.close();
});
beforeEach(resetDatabase);

const GUESSER_IP = '198.51.100.50';
const ORDER = { orderNumber: 'CL-20261121-7K3M9Q', email: 'frida@example.com' };

const post = (app: App, url: string, payload: object, options: { ip?: string; cookie?: string } = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.ip ?? GUESSER_IP,
    cookies: options.cookie ? { [SESSION_COOKIE]: options.cookie } : {},
  });

const lookup = (app: App, payload: object, options?: { ip?: string; cookie?: string }) => post(app, '/api/returns/lookup', payload, options);
const guessOrder = (app: App, attempt: number | string, options?: { ip?: string; cookie?: string }) =>
  lookup(app, { email: 'guess@example.com', orderNumber: `CL-${attempt}` }, options);
const tryCoupon = (app: App, code: string, options?: { ip?: string; cookie?: string }) =>
  post(app, '/api/coupons/validate', { code, orderAmount: '100.00' }, options);

/** A shopper's browser behind the guesser's address: its session starts when it adds a print to the cart. */
async function shopperSession(app: App, ip = GUESSER_IP): Promise<string> {
  const product = await createProduct();
  const added = await post(app, '/api/cart', { productId: product.id, quantity: 1 }, { ip });
  expect(added.statusCode).toBe(200);
  return added.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
}

async function seedOrderAndCoupon() {
  const em = (await testOrm()).em.fork();
  em.create(OrderSchema, {
    orderNumber: ORDER.orderNumber,
    guestEmail: ORDER.email,
    status: 'paid',
    subtotal: '100.00',
    tax: '8.00',
    shipping: '0.00',
    total: '108.00',
    shippingAddress: {
      firstName: 'Frida',
      lastName: 'Kahlo',
      email: ORDER.email,
      address: '12 Harbour Street',
      city: 'Boston',
      state: 'MA',
      zipCode: '02110',
      country: 'US',
    },
  });
  em.create(CouponSchema, { code: 'TAKE20', discountType: 'fixed', discountValue: '20.00', expiresAt: new Date(Date.now() + 86_400_000) });
  await em.flush();
}

const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);

describe('two instances on one database', () => {
  it('share the failed-lookup limit: 30 failures split across both, and the 31st on either is 429', async () => {
    await seedOrderAndCoupon();
    for (let attempt = 0; attempt < RETURN_LOOKUP_FAILURES_PER_SHOPPER.limit; attempt += 1) {
      expect((await guessOrder(attempt % 2 ? first : second, attempt)).statusCode).toBe(404);
    }
    for (const app of [first, second]) {
      const limited = await lookup(app, ORDER);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'Too many order lookups. Please try again in 10 minutes.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
    }
  });

  it('let concurrent failures on both through no further than the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: RETURN_LOOKUP_FAILURES_PER_SHOPPER.limit + 10 }, (_, attempt) => guessOrder(attempt % 2 ? first : second, attempt)),
    );
    expect(statuses(answers).filter((status) => status === 404)).toHaveLength(RETURN_LOOKUP_FAILURES_PER_SHOPPER.limit);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(10);
  });

  it('share the code-send limit per address', async () => {
    const email = 'collector@example.com';
    for (let send = 0; send < SENDS_PER_ADDRESS.limit; send += 1) {
      expect((await post(send % 2 ? first : second, '/api/auth/send-login-code', { email })).statusCode).toBe(200);
    }
    expect((await post(first, '/api/auth/send-login-code', { email }, { ip: '192.0.2.99' })).statusCode).toBe(429);
    expect((await post(second, '/api/auth/send-login-code', { email }, { ip: '192.0.2.99' })).statusCode).toBe(429);
  });
});

describe('a guesser behind a shared address', () => {
  it('does not hold back a shopper with their own session: a valid coupon and a matching lookup still answer', async () => {
    await seedOrderAndCoupon();
    const shopper = await shopperSession(second);
    for (let attempt = 0; attempt < COUPON_FAILURES_PER_SHOPPER.limit; attempt += 1) {
      expect((await tryCoupon(attempt % 2 ? first : second, `GUESS${attempt}`)).statusCode).toBe(404);
      expect((await guessOrder(attempt % 2 ? first : second, attempt)).statusCode).toBe(404);
    }
    // The guesser is stopped, even with a right answer ...
    expect((await tryCoupon(first, 'TAKE20')).statusCode).toBe(429);
    expect((await lookup(first, ORDER)).statusCode).toBe(429);
    // ... the shopper next to them is not.
    const coupon = await tryCoupon(first, 'TAKE20', { cookie: shopper });
    expect(coupon.statusCode).toBe(200);
    expect(coupon.json()).toMatchObject({ code: 'TAKE20', discountAmount: '20.00' });
    expect((await lookup(second, ORDER, { cookie: shopper })).json()).toMatchObject({ orderNumber: ORDER.orderNumber });
    // A shopper's own wrong guesses count against them as ever.
    expect((await tryCoupon(first, 'TAKE2O', { cookie: shopper })).statusCode).toBe(404);
  });

  it('cannot get past the per-IP ceiling by starting session after session', async () => {
    await seedOrderAndCoupon();
    const perSession = COUPON_FAILURES_PER_SHOPPER.limit / 3;
    let failures = 0;
    while (failures < COUPON_FAILURES_PER_IP.limit) {
      const session = await shopperSession(first);
      for (let attempt = 0; attempt < perSession && failures < COUPON_FAILURES_PER_IP.limit; attempt += 1, failures += 1) {
        expect((await tryCoupon(failures % 2 ? first : second, `GUESS${failures}`, { cookie: session })).statusCode).toBe(404);
      }
    }
    const fresh = await shopperSession(second);
    const limited = await tryCoupon(second, 'TAKE20', { cookie: fresh });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many coupon attempts. Please try again in 10 minutes.' });
    // Another address is untouched.
    expect((await tryCoupon(first, 'TAKE20', { ip: '192.0.2.200' })).statusCode).toBe(200);
  });
});

describe('the page limit', () => {
  /** A page load through a trusted proxy at 127.0.0.1, for the visitor at `client`. */
  const page = (app: App, client: string) =>
    app.inject({ method: 'GET', url: '/shop', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });

  let proxied: App[];
  beforeAll(async () => {
    proxied = [await testApp({ config: { TRUST_PROXY: ['127.0.0.1'] } }), await testApp({ config: { TRUST_PROXY: ['127.0.0.1'] } })];
  });
  afterAll(async () => {
    for (const app of proxied) await app.close();
  });

  it('counts one visitor across instances, by the address the trusted proxy forwards', async () => {
    const visitor = '203.0.113.40';
    // Each instance may let IP_LIMIT_SLACK through that the others have not seen yet: the limit holds to within that per instance beyond the first.
    const mostLetThrough = PAGE_LOADS_PER_IP.limit + (proxied.length - 1) * IP_LIMIT_SLACK;
    const answers = await Promise.all(Array.from({ length: mostLetThrough + 5 }, (_, n) => page(proxied[n % 2]!, visitor)));
    // The client is not built in these apps: a page is a 503 that says so, and the limit comes before it.
    const served = statuses(answers).filter((status) => status === 503).length;
    expect(served).toBeGreaterThanOrEqual(PAGE_LOADS_PER_IP.limit);
    expect(served).toBeLessThanOrEqual(mostLetThrough);
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited).toHaveLength(answers.length - served);
    expect(limited[0]!.json()).toEqual({ message: expect.stringMatching(/^Too many pages requested\. Please try again in \d+ seconds?\.$/) });
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor behind the same proxy is not held back.
    expect((await page(proxied[1]!, '203.0.113.41')).statusCode).toBe(503);
  });

  it('is exact on one instance, and another instance lets through no more than the slack once the count is written', async () => {
    const visitor = '203.0.113.42';
    const answers = await Promise.all(Array.from({ length: PAGE_LOADS_PER_IP.limit + 5 }, () => page(proxied[0]!, visitor)));
    expect(statuses(answers).filter((status) => status === 503)).toHaveLength(PAGE_LOADS_PER_IP.limit);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(5);

    const elsewhere = statuses(await Promise.all(Array.from({ length: 20 }, () => page(proxied[1]!, visitor))));
    expect(elsewhere.filter((status) => status === 503).length).toBeLessThanOrEqual(IP_LIMIT_SLACK);
    expect(elsewhere.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20 - IP_LIMIT_SLACK);
  });

  it('lets no more than the slack through on one instance while its count is being written', async () => {
    const visitor = '203.0.113.44';
    expect((await page(proxied[0]!, visitor)).statusCode).toBe(503);
    // Once that load is written, another connection locks the visitor's counter, so the instance's next write waits.
    const owner = await ownerClient();
    await expect.poll(async () => (await owner.query('select hits from rate_limit_counters where subject = $1', [visitor])).rows).toEqual([{ hits: 1 }]);
    const locker = new pg.Client({ connectionString: databaseUrls(workerDatabase()).ownerUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('select 1 from rate_limit_counters where subject = $1 for update', [visitor]);
      const answered: number[] = [];
      const load = () => page(proxied[0]!, visitor).then((answer) => answered.push(answer.statusCode));
      const loads = Array.from({ length: 20 }, load);
      // The slack goes through and the write of it starts (and waits); loads that come while it waits wait too.
      await expect.poll(() => answered.length).toBe(IP_LIMIT_SLACK);
      loads.push(...Array.from({ length: 20 }, load));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(answered).toEqual(Array.from({ length: IP_LIMIT_SLACK }, () => 503));
      await locker.query('commit');
      await Promise.all(loads);
      // Far under the limit: every load is served once the count is written.
      expect(answered).toEqual(Array.from({ length: 40 }, () => 503));
    } finally {
      await locker.end();
    }
  });

  it('lets the visitor in again when the window has ended', async () => {
    const clock = testClock();
    const app = await testApp({ clock, config: { TRUST_PROXY: ['127.0.0.1'] } });
    try {
      const visitor = '203.0.113.43';
      for (let load = 0; load < PAGE_LOADS_PER_IP.limit; load += 1) expect((await page(app, visitor)).statusCode).toBe(503);
      const limited = await page(app, visitor);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      clock.advance(PAGE_LOADS_PER_IP.windowMs);
      expect((await page(app, visitor)).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
