import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH_CALLS } from '../../src/trpc-limits.ts';
import type { App } from '../app.ts';
import { createProduct, testApp } from '../test/helpers.ts';
import { JSON_ONLY } from './errors.ts';

/** The tRPC endpoint over HTTP: what it reads, how much, and what its refusals say. */

let app: App;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const get = (path: string, input?: unknown) =>
  app.inject({ method: 'GET', url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}` });

describe('tRPC over HTTP', () => {
  it(`answers a batch of up to ${MAX_BATCH_CALLS} calls and refuses a longer one with 400`, async () => {
    const batch = (count: number) =>
      app.inject({ method: 'GET', url: `/trpc/${Array.from({ length: count }, () => 'shop.categories.list').join(',')}?batch=1` });
    const allowed = await batch(MAX_BATCH_CALLS);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toHaveLength(MAX_BATCH_CALLS);

    const refused = await batch(MAX_BATCH_CALLS + 1);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(`at most ${MAX_BATCH_CALLS} calls in one batch`);
  });

  it('never reads superjson type metadata in an input', async () => {
    const product = await createProduct();
    const trap = { superjson: { json: { id: product.id }, meta: { values: ['class', 'X'] } } };
    const byId = await get('shop.products.byId', trap);
    expect(byId.statusCode).toBe(400);
    expect(byId.json().error.json.message).toBe((await get('shop.products.byId')).json().error.json.message);
    expect(byId.body).not.toMatch(/call stack/i);
    // An optional input read as nothing gives the defaults.
    expect((await get('shop.products.list', trap)).statusCode).toBe(200);
    expect((await get('shop.products.byId', { json: { id: product.id } })).statusCode).toBe(200);
  });

  it("answers a request it cannot read with our message, never the parser's", async () => {
    const unreadable = await app.inject({ method: 'GET', url: `/trpc/shop.products.list?input=${encodeURIComponent('{"json":')}` });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error.json.message).toMatch(/^This request could not be read/);

    const nowhere = await get('shop.nothing');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().error.json.message).toBe('There is no such call.');
  });

  it('takes JSON bodies only', async () => {
    const multipart = await app.inject({
      method: 'POST',
      url: '/trpc/cart.add',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="productId"\r\n\r\n1\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json()).toEqual({ message: JSON_ONLY });
  });
});
