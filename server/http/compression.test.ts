import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { resetDatabase } from '../test/database.ts';
import { createProduct, testApp } from '../test/helpers.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';

let app: App;
let clientDir: string;
const script = `console.log(${JSON.stringify('a canvas print '.repeat(200))});`;

beforeAll(async () => {
  // A stand-in for Vite's output with the copies scripts/vite-precompress.ts writes.
  clientDir = await mkdtemp(path.join(tmpdir(), 'shop-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(clientDir, 'app.js'), script);
  await writeFile(path.join(clientDir, 'app.js.br'), brotliCompressSync(script));
  await writeFile(path.join(clientDir, 'app.js.gz'), gzipSync(script));
  app = await testApp({ clientDir });
});
afterAll(async () => {
  await app.close();
  await rm(clientDir, { recursive: true, force: true });
});
beforeEach(resetDatabase);

describe('compression', () => {
  it('sends a built asset as its precompressed copy, as the browser accepts', async () => {
    const br = await app.inject({ method: 'GET', url: '/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ method: 'GET', url: '/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: 'GET', url: '/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('compresses API JSON above 1 KB on the fly and says it varies by Accept-Encoding', async () => {
    for (let i = 0; i < 8; i++) await createProduct({ title: `Harbour study ${i}`, description: 'Morning light. '.repeat(20) });
    const plain = await app.inject({ method: 'GET', url: '/api/products' });
    expect(plain.payload.length).toBeGreaterThan(1024);

    const br = await app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.payload.length);

    const trpc = await app.inject({ method: 'GET', url: '/trpc/shop.products.list?input=%7B%7D', headers: { 'accept-encoding': 'gzip' } });
    expect(trpc.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(trpc.rawPayload).toString())).toHaveProperty('result');
  });

  it('sends a page compressed as the browser accepts, the same page each time, and says it varies by Accept-Encoding', async () => {
    await createProduct({ title: 'Harbour at dawn', description: 'Morning light. '.repeat(40) });
    const plain = await app.inject({ method: 'GET', url: '/shop' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.payload).toContain('Harbour at dawn');

    for (const [accepted, encoding, decompress] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['x-gzip', 'gzip', gunzipSync],
    ] as const) {
      // Twice: once compressed, once as kept.
      for (let round = 0; round < 2; round += 1) {
        const page = await app.inject({ method: 'GET', url: '/shop', headers: { 'accept-encoding': accepted } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-encoding']).toBe(encoding);
        expect(page.headers.vary).toMatch(/accept-encoding/i);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(decompress(page.rawPayload).toString()).toBe(plain.payload);
      }
    }
    // A page that differs (here: another visitor's bag) is its own.
    const added = await app.inject({ method: 'POST', url: '/api/cart', payload: { productId: (await createProduct({ title: 'Lagoon study' })).id, quantity: 1 } });
    const cookie = added.cookies.find((entry) => entry.name === SESSION_COOKIE)!.value;
    const own = await app.inject({ method: 'GET', url: '/shop', headers: { 'accept-encoding': 'br' }, cookies: { [SESSION_COOKIE]: cookie } });
    const ownHtml = brotliDecompressSync(own.rawPayload).toString();
    expect(ownHtml).toContain('"itemCount":1');
    expect(ownHtml).not.toBe(plain.payload);

    const refused = await app.inject({ method: 'GET', url: '/shop', headers: { 'accept-encoding': 'br', 'x-no-compression': '1' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers as they are', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
