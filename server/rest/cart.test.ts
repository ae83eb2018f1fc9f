import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { CouponSchema } from '../modules/coupon/coupon.entity.ts';
import { COUPON_FAILURES_PER_SHOPPER } from '../modules/coupon/coupon-attempts.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { createProduct, testApp } from '../test/helpers.ts';

let app: App;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());
beforeEach(resetDatabase);

const SIZES = [
  { id: '24x16', size: '24"x16"', price: '120.00', isDefault: true, mockupImages: [], dimensions: null },
  { id: '36x24', size: '36"x24"', price: '189.50', isDefault: false, mockupImages: [], dimensions: null },
];

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const send = (method: Method, url: string, options: { payload?: unknown; cookie?: string | undefined; remoteAddress?: string } = {}) =>
  app.inject({
    method,
    url,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    cookies: options.cookie ? { [SESSION_COOKIE]: options.cookie } : {},
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });

const sessionCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;

/** A visitor's cookie, their session started by adding a print. */
async function visitorWithLine(productId: number, quantity = 1) {
  const added = await send('POST', '/api/cart', { payload: { productId, quantity } });
  expect(added.statusCode).toBe(200);
  return { cookie: sessionCookie(added)!, line: added.json() };
}

describe('a visitor cart over HTTP', () => {
  it('lives in the session cookie: add, list after a reload, update, remove', async () => {
    const product = await createProduct({ title: 'Harbour at Dusk', variants: SIZES });

    const empty = await send('GET', '/api/cart');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(sessionCookie(empty)).toBeUndefined();

    const added = await send('POST', '/api/cart', { payload: { productId: product.id, quantity: 2 } });
    expect(added.statusCode).toBe(200);
    const cookie = sessionCookie(added)!;
    expect(app.unsignCookie(cookie)).toMatchObject({ valid: true });
    const line = added.json();
    expect(Object.keys(line).sort()).toEqual(
      ['calculatedPrice', 'id', 'lineTotal', 'product', 'productId', 'quantity', 'unitPrice', 'variant', 'variantId'].sort(),
    );
    expect(line).toMatchObject({ quantity: 2, productId: product.id, variantId: '24x16', unitPrice: '120.00', lineTotal: '240.00' });
    expect(line.product).toMatchObject({ id: product.id, title: 'Harbour at Dusk', inStock: true, inventory: 5 });
    expect(line.variant).toEqual(SIZES[0]);

    const reloaded = await send('GET', '/api/cart', { cookie });
    expect(reloaded.json()).toEqual([line]);

    const updated = await send('PATCH', `/api/cart/${line.id}`, { payload: { quantity: 3 }, cookie });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: line.id, quantity: 3, lineTotal: '360.00' });

    const removed = await send('DELETE', `/api/cart/${line.id}`, { cookie });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: line.id });
    expect((await send('GET', '/api/cart', { cookie })).json()).toEqual([]);
  });

});

describe('owners over HTTP', () => {
  it("answer 404 for another visitor's line on PATCH and DELETE, and leave it alone", async () => {
    const product = await createProduct();
    const owner = await visitorWithLine(product.id, 2);
    const stranger = await visitorWithLine(product.id);

    const patch = await send('PATCH', `/api/cart/${owner.line.id}`, { payload: { quantity: 9 }, cookie: stranger.cookie });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ message: 'Cart item not found' });
    const removal = await send('DELETE', `/api/cart/${owner.line.id}`, { cookie: stranger.cookie });
    expect(removal.statusCode).toBe(404);
    expect(removal.json()).toEqual({ message: 'Cart item not found' });
    expect((await send('GET', '/api/cart', { cookie: owner.cookie })).json()).toMatchObject([{ id: owner.line.id, quantity: 2 }]);
  });
});

describe('refusals over HTTP', () => {
  it('answer a quantity out of range with 400 and a message naming the field, starting no session', async () => {
    const product = await createProduct();
    const added = await send('POST', '/api/cart', { payload: { productId: product.id, quantity: 100 } });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({ message: expect.stringMatching(/^quantity: /) });
    expect(sessionCookie(added)).toBeUndefined();

    const { cookie, line } = await visitorWithLine(product.id);
    const patched = await send('PATCH', `/api/cart/${line.id}`, { payload: { quantity: 100 }, cookie });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toMatch(/^quantity: /);
  });

  it('answer an unknown product 404, an unknown size 400 and a sold-out print 409', async () => {
    const product = await createProduct({ variants: SIZES });
    const soldOut = await createProduct({ title: 'Last Light', inStock: false, inventory: 0 });
    const cases: [unknown, number, string][] = [
      [{ productId: 9999, quantity: 1 }, 404, 'Product not found'],
      [{ productId: product.id, variantId: '8x8', quantity: 1 }, 400, 'That size is not available for this print'],
      [{ productId: soldOut.id, quantity: 1 }, 409, 'Last Light is out of stock'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await send('POST', '/api/cart', { payload });
      expect(response.statusCode, message).toBe(status);
      expect(response.json()).toEqual({ message });
    }
  });

  it('answer a malformed JSON body, and a malformed line id, with 400', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: '{"productId": 1, "quantity": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.any(String) });

    const badId = await send('PATCH', '/api/cart/abc', { payload: { quantity: 1 } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ message: 'id: Cart item id must be a number' });
  });
});

describe('POST /api/coupons/validate', () => {
  async function createCoupon(code: string, fields: { discountType: 'percentage' | 'fixed'; discountValue: string }) {
    const em = (await testOrm()).em.fork();
    em.create(CouponSchema, { code, ...fields, expiresAt: new Date(Date.now() + 86_400_000) });
    await em.flush();
  }

  it('answers the discount for an order amount', async () => {
    await createCoupon('WELCOME10', { discountType: 'percentage', discountValue: '10.00' });
    const response = await send('POST', '/api/coupons/validate', { payload: { code: 'welcome10', orderAmount: '259.90' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'WELCOME10', discountType: 'percentage', discountValue: '10.00', discountAmount: '25.99' });
  });

  it('answers an unknown code with 404 and, after repeated failures, 429 with Retry-After', async () => {
    await createCoupon('TAKE20', { discountType: 'fixed', discountValue: '20.00' });
    const attempt = (code: string) =>
      send('POST', '/api/coupons/validate', { payload: { code, orderAmount: 80 }, remoteAddress: '198.51.100.23' });

    const unknown = await attempt('NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'This coupon code is not valid' });
    for (let i = 1; i < COUPON_FAILURES_PER_SHOPPER.limit; i += 1) expect((await attempt(`NOPE${i}`)).statusCode).toBe(404);

    const limited = await attempt('TAKE20');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many coupon attempts. Please try again in 10 minutes.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
  });
});
