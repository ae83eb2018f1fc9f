import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPrintifySignature } from '../integrations/printify/index.ts';
import { PrintifyStandin } from './printify-standin.ts';

/** The stand-in's own contract (integrations.md section 1), spoken to over plain HTTP. */

let standin: PrintifyStandin;

beforeAll(async () => {
  standin = await new PrintifyStandin().start();
});
afterAll(() => standin.close());
beforeEach(() => {
  standin.reset();
});

const call = (method: string, path: string, body?: unknown, token = standin.token) =>
  fetch(`${standin.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'user-agent': 'test', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const shop = (path: string) => `/v1/shops/${standin.shopId}${path}`;
const canvas = (title: string) => standin.addCanvasProduct({ title, sizes: [{ width: 24, height: 16, price: 12900 }] });

describe('Printify stand-in', () => {
  it('wants the Bearer token and a User-Agent, and knows only its own shop', async () => {
    expect((await call('GET', '/v1/shops.json', undefined, 'wrong')).status).toBe(401);
    const noAgent = await fetch(`${standin.url}/v1/shops.json`, { headers: { authorization: `Bearer ${standin.token}`, 'user-agent': '' } });
    expect(noAgent.status).toBe(400);
    expect(await (await call('GET', '/v1/shops.json')).json()).toEqual([expect.objectContaining({ id: Number(standin.shopId), sales_channel: 'custom_integration' })]);
    expect((await call('GET', '/v1/shops/1/products.json')).status).toBe(404);
  });

  it('pages products Laravel-style, limit 10 by default and at most 50', async () => {
    for (let index = 0; index < 12; index += 1) canvas(`Print ${index}`);
    const first = (await (await call('GET', shop('/products.json'))).json()) as Record<string, unknown> & { data: unknown[] };
    expect(first).toMatchObject({ current_page: 1, last_page: 2, from: 1, to: 10, total: 12, next_page_url: '/?page=2', prev_page_url: null });
    expect(first.data).toHaveLength(10);
    const second = (await (await call('GET', shop('/products.json?page=2&limit=10'))).json()) as { data: unknown[]; to: number };
    expect(second.data).toHaveLength(2);
    expect((await call('GET', shop('/products.json?limit=51'))).status).toBe(400);
    const empty = (await (await call('GET', shop('/products.json?page=9'))).json()) as { data: unknown[]; from: null };
    expect(empty).toMatchObject({ data: [], from: null });
  });

  it('locks a published product: edits fail with 8252 until publishing_succeeded or publishing_failed', async () => {
    const product = canvas('Harbour');
    expect((await call('POST', shop(`/products/${product.id}/publish.json`), { title: true })).status).toBe(200);
    const refused = await call('PUT', shop(`/products/${product.id}.json`), { title: 'New' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 8252, errors: { reason: 'Product is disabled for editing', code: 8252 } });

    expect((await call('POST', shop(`/products/${product.id}/publishing_succeeded.json`), { external: { id: '7', handle: 'https://shop.example/product/7' } })).status).toBe(200);
    expect(standin.products.get(product.id)).toMatchObject({ is_locked: false, external: { id: '7', handle: 'https://shop.example/product/7' } });
    expect((await call('PUT', shop(`/products/${product.id}.json`), { title: 'New' })).status).toBe(200);

    standin.publish(product.id);
    expect((await call('POST', shop(`/products/${product.id}/publishing_failed.json`), {})).status).toBe(400);
    expect((await call('POST', shop(`/products/${product.id}/publishing_failed.json`), { reason: 'No sizes' })).status).toBe(200);
    expect(standin.products.get(product.id)!.is_locked).toBe(false);
    expect(standin.acknowledgements.map((ack) => ack.outcome).slice(-2)).toEqual(['succeeded', 'failed']);
  });

  it('registers webhooks without showing their secret, and signs deliveries with it', async () => {
    const created = await call('POST', shop('/webhooks.json'), { topic: 'product:publish:started', url: 'https://shop.example/hook', secret: 's3cret' });
    expect(await created.json()).toEqual({ id: expect.any(String), topic: 'product:publish:started', url: 'https://shop.example/hook', shop_id: Number(standin.shopId) });
    expect(await (await call('GET', shop('/webhooks.json'))).json()).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);
    const delivery = standin.publish(canvas('Dunes').id);
    expect(delivery.headers['x-pfy-eventid']).toBe(delivery.eventId);
    expect(verifyPrintifySignature(delivery.rawBody, delivery.headers['x-pfy-signature'], 's3cret')).toBe(true);
    expect(verifyPrintifySignature(delivery.rawBody, delivery.headers['x-pfy-signature'], 'other')).toBe(false);
    expect(JSON.parse(delivery.rawBody.toString())).toMatchObject({ type: 'product:publish:started', resource: { type: 'product', data: { action: 'create' } } });
  });

  it('takes orders for enabled variants, lists them newest first, and ships them', async () => {
    const product = standin.addCanvasProduct({ title: 'Pier', sizes: [{ width: 24, height: 16, price: 12900 }, { width: 36, height: 24, price: 18900, enabled: false }] });
    const [enabled, disabled] = product.variants;
    const order = (variantId: number, external: string) => ({
      external_id: external,
      label: external,
      line_items: [{ product_id: product.id, variant_id: variantId, quantity: 1 }],
      shipping_method: 1,
      send_shipping_notification: false,
      address_to: { first_name: 'Ada', last_name: 'L', country: 'US', address1: '1 Ocean Drive', city: 'Miami', zip: '33139', region: 'FL' },
    });
    expect((await call('POST', shop('/orders.json'), order(disabled!.id, 'CL-1'))).status).toBe(400);
    const accepted = (await (await call('POST', shop('/orders.json'), order(enabled!.id, 'CL-2'))).json()) as { id: string };
    const listed = (await (await call('GET', shop('/orders.json?limit=10'))).json()) as { data: { id: string; external_id: string }[] };
    expect(listed.data[0]).toMatchObject({ id: accepted.id, external_id: 'CL-2' });
    expect((await call('GET', shop('/orders.json?limit=11'))).status).toBe(400);
    const shipped = JSON.parse(standin.ship(accepted.id).rawBody.toString());
    expect(shipped).toMatchObject({ type: 'order:shipment:created', resource: { id: accepted.id, data: { carrier: { code: 'USPS' }, skus: [`SKU-${enabled!.id}`] } } });
  });

  it('fails on demand, and can carry out a call whose answer is lost', async () => {
    standin.failNext(1, 429);
    const limited = await call('GET', '/v1/shops.json');
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '0']);
    expect((await call('GET', '/v1/shops.json')).status).toBe(200);
    const product = canvas('Lost');
    standin.loseNextAnswer();
    expect((await call('POST', shop(`/products/${product.id}/publish.json`), {})).status).toBe(502);
    expect(standin.products.get(product.id)!.is_locked).toBe(true);
  });
});
