import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PrintifyStandin } from '../../test/printify-standin.ts';
import { canvasSize, createPrintify, PrintifyError, printifySignature, verifyPrintifySignature, type PrintifyApi } from './index.ts';

/** The Printify module against the stand-in: pages, retries, and what an admin reads when it fails. */

let standin: PrintifyStandin;
let api: PrintifyApi;

beforeAll(async () => {
  standin = await new PrintifyStandin().start();
  api = standin.printify().api;
});
afterAll(() => standin.close());
beforeEach(() => {
  standin.reset();
});

const sizes = [{ width: 24, height: 16, price: 12900 }];

describe('PrintifyApi', () => {
  it('follows the product list to its last page, 50 at a time', async () => {
    for (let index = 0; index < 53; index += 1) standin.addCanvasProduct({ title: `Print ${index}`, sizes });
    const products = await api.listProducts();
    expect(products).toHaveLength(53);
    expect(new Set(products.map((product) => product.id)).size).toBe(53);
    expect(standin.requests.map((request) => request.query)).toEqual([
      { limit: '50', page: '1' },
      { limit: '50', page: '2' },
    ]);
  });

  it('reads an empty shop as no products', async () => {
    expect(await api.listProducts()).toEqual([]);
  });

  it('retries a 429 or a 5xx once, then succeeds', async () => {
    standin.addCanvasProduct({ title: 'Harbour', sizes });
    standin.failNext(1, 503);
    expect(await api.listProducts()).toHaveLength(1);
    standin.failNext(1, 429);
    expect(await api.listProducts()).toHaveLength(1);
    expect(standin.requests.map((request) => request.status)).toEqual([503, 200, 429, 200]);
  });

  it('gives up after one retry with a message an admin can act on', async () => {
    standin.failNext(2, 502);
    await expect(api.listProducts()).rejects.toMatchObject({ code: 'BAD_GATEWAY', message: 'Printify failed with HTTP 502 after 2 tries: try again in a few minutes.' });
    expect(standin.requests).toHaveLength(2);
  });

  it('does not retry a refusal, and says what to fix', async () => {
    const wrongToken = createPrintify({ ...standin.env(), PRINTIFY_API_TOKEN: 'revoked', PUBLIC_URL: 'https://shop.example' }, { sessionSecret: 'x', api: { retryDelayMs: 1 } })!;
    await expect(wrongToken.api.listProducts()).rejects.toThrow('Printify refused the API token (401): check PRINTIFY_API_TOKEN');
    const wrongShop = createPrintify({ ...standin.env(), PRINTIFY_SHOP_ID: '1', PUBLIC_URL: 'https://shop.example' }, { sessionSecret: 'x' })!;
    await expect(wrongShop.api.listProducts()).rejects.toThrow('check PRINTIFY_SHOP_ID');
    await expect(api.getProduct('5d39b159e7c48c000728c89f')).rejects.toThrow('Printify has no product 5d39b159e7c48c000728c89f');

    const locked = standin.addCanvasProduct({ title: 'Locked', sizes });
    standin.publish(locked.id);
    const failure = await api.publishingFailed(locked.id, '').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PrintifyError);
    expect((failure as PrintifyError).message).toMatch(/^Printify refused the request \(HTTP 400, code 8203\)/);
    expect(standin.requests.filter((request) => request.status >= 400)).toHaveLength(4);
  });

  it('says so when the base address is not Printify', async () => {
    const nowhere = createPrintify({ ...standin.env(), PRINTIFY_API_BASE: 'http://127.0.0.1:9', PUBLIC_URL: 'https://shop.example' }, { sessionSecret: 'x', api: { retryDelayMs: 1, attempts: 2 } })!;
    await expect(nowhere.api.listProducts()).rejects.toThrow('Printify could not be reached at http://127.0.0.1:9: check PRINTIFY_API_BASE');
  });

  it('is not configured without a token', () => {
    expect(createPrintify({ PRINTIFY_API_TOKEN: undefined, PRINTIFY_SHOP_ID: '1', PRINTIFY_WEBHOOK_SECRET: undefined, PRINTIFY_API_BASE: undefined, PUBLIC_URL: 'https://shop.example' }, { sessionSecret: 'x' })).toBeNull();
  });

  it('derives one webhook secret from the session secret when none is set, the same on every instance', () => {
    const env = { ...standin.env(), PRINTIFY_WEBHOOK_SECRET: undefined, PUBLIC_URL: 'https://shop.example' };
    const first = createPrintify(env, { sessionSecret: 'shared-session-secret' })!;
    const second = createPrintify(env, { sessionSecret: 'shared-session-secret' })!;
    expect(first.webhookSecret).toBe(second.webhookSecret);
    expect(first.webhookSecret).not.toBe(createPrintify(env, { sessionSecret: 'another' })!.webhookSecret);
  });
});

describe('webhook signatures', () => {
  const body = Buffer.from('{"id":"e1","type":"product:deleted"}');
  it('accepts the HMAC of the exact bytes, with or without the sha256= prefix', () => {
    const header = printifySignature(body, 'secret');
    expect(verifyPrintifySignature(body, header, 'secret')).toBe(true);
    expect(verifyPrintifySignature(body, header.replace('sha256=', ''), 'secret')).toBe(true);
  });
  it('refuses another secret, another body, a missing or malformed header', () => {
    const header = printifySignature(body, 'secret');
    expect(verifyPrintifySignature(body, header, 'other')).toBe(false);
    expect(verifyPrintifySignature(Buffer.from(`${body.toString()} `), header, 'secret')).toBe(false);
    expect(verifyPrintifySignature(body, undefined, 'secret')).toBe(false);
    expect(verifyPrintifySignature(body, 'sha256=zz', 'secret')).toBe(false);
  });
});

describe('canvas sizes in variant titles', () => {
  const size = (title: string, options: { type: string; values: { id: number; title: string }[] }[] = [], optionIds: number[] = []) =>
    canvasSize({ options: options.map((option) => ({ name: 'Sizes', ...option })) }, { title, options: optionIds });

  it.each([
    ['24″ x 16″ (Horizontal) / 1.25"', { widthIn: 24, heightIn: 16, depth: '1.25"' }],
    ['16" x 20" (Vertical) / 1.25"', { widthIn: 16, heightIn: 20, depth: '1.25"' }],
    ['11″ x 14″ (Vertical) / 0.75″', { widthIn: 11, heightIn: 14, depth: '0.75"' }],
    ['30 in × 20 in', { widthIn: 30, heightIn: 20, depth: null }],
    ["12'' x 18'' (Square)", { widthIn: 12, heightIn: 18, depth: null }],
    ['2x2" / White', { widthIn: 2, heightIn: 2, depth: null }],
  ])('reads %s', (title, expected) => {
    expect(size(title)).toEqual(expected);
  });

  it('falls back to the size option, and gives up on a title without a size', () => {
    expect(size('Gallery wrap', [{ type: 'size', values: [{ id: 7, title: '36″ x 24″' }] }], [7])).toEqual({ widthIn: 36, heightIn: 24, depth: null });
    expect(size('Gallery wrap')).toBeNull();
  });
});
