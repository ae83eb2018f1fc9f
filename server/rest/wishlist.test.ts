import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { createProduct, createUser, testApp } from '../test/helpers.ts';
import { newSessionId, saveSession } from '../modules/session/session.store.ts';

let app: App;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());
beforeEach(resetDatabase);

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, options: { payload?: unknown; cookie?: string } = {}) =>
  app.inject({
    method,
    url,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    cookies: options.cookie ? { [SESSION_COOKIE]: options.cookie } : {},
  });

const sessionCookie = (response: { cookies: { name: string; value: string }[] }) => response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;

async function rowCount() {
  const rows = await (await testOrm()).em.execute<{ n: number }[]>('select count(*)::int as n from wishlist_items');
  return rows[0]!.n;
}

/** A signed-in customer's cookie (a session row pointing at them, signed as the shop signs its cookie). */
async function customerCookie() {
  const user = await createUser();
  const sid = newSessionId();
  await saveSession((await testOrm()).em.fork(), sid, { userId: user.id });
  return app.signCookie(sid);
}

describe('a visitor\'s wishlist over HTTP', () => {
  it('lives in the session cookie: keep, list after a reload, keep again, remove', async () => {
    const product = await createProduct({ title: 'Harbour at Dusk' });
    const empty = await send('GET', '/api/wishlist');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(sessionCookie(empty)).toBeUndefined();

    const kept = await send('POST', '/api/wishlist', { payload: { productId: product.id } });
    expect(kept.statusCode).toBe(200);
    const cookie = sessionCookie(kept)!;
    const item = kept.json();
    expect(Object.keys(item).sort()).toEqual(['addedAt', 'product', 'productId']);
    expect(item).toMatchObject({ productId: product.id, product: { id: product.id, title: 'Harbour at Dusk', price: '120.00' } });

    expect((await send('GET', '/api/wishlist', { cookie })).json()).toEqual([item]);
    expect((await send('POST', '/api/wishlist', { payload: { productId: product.id }, cookie })).json()).toEqual(item);
    expect(await rowCount()).toBe(1);

    const removed = await send('DELETE', `/api/wishlist/${product.id}`, { cookie });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ productId: product.id });
    expect((await send('GET', '/api/wishlist', { cookie })).json()).toEqual([]);
  });
});

describe('bad requests to the wishlist', () => {
  it('answer 4xx with a message, and write nothing', async () => {
    const cookie = await customerCookie();
    const cases: [string, Parameters<typeof send>, number, string][] = [
      ['unknown print', ['POST', '/api/wishlist', { payload: { productId: 999_999 }, cookie }], 404, 'Product not found'],
      ['id as words', ['POST', '/api/wishlist', { payload: { productId: 'seven' }, cookie }], 400, 'productId: Product id must be a number'],
      ['no id', ['POST', '/api/wishlist', { payload: {}, cookie }], 400, 'productId: Product id must be a number'],
      ['an extra key', ['POST', '/api/wishlist', { payload: { productId: 1, note: 'x' }, cookie }], 400, 'Unrecognized key: "note"'],
      ['not on the list', ['DELETE', '/api/wishlist/12', { cookie }], 404, 'That print is not on your wishlist'],
      ['a malformed id', ['DELETE', '/api/wishlist/abc', { cookie }], 400, 'productId: Product id must be a number'],
    ];
    for (const [label, request, status, message] of cases) {
      const response = await send(...request);
      expect({ label, status: response.statusCode, body: response.json() }).toEqual({ label, status, body: { message } });
    }
    expect(await rowCount()).toBe(0);
  });

  it('never reach another shopper\'s list', async () => {
    const product = await createProduct();
    const [anna, ben] = [await customerCookie(), await customerCookie()];
    await send('POST', '/api/wishlist', { payload: { productId: product.id }, cookie: anna });
    expect((await send('GET', '/api/wishlist', { cookie: ben })).json()).toEqual([]);
    const taken = await send('DELETE', `/api/wishlist/${product.id}`, { cookie: ben });
    expect(taken.statusCode).toBe(404);
    expect((await send('GET', '/api/wishlist', { cookie: anna })).json()).toHaveLength(1);
  });
});
