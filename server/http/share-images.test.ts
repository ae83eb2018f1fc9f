import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { ProductSchema } from '../modules/catalogue/product.entity.ts';
import { shareImagePath } from './share-image-source.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { createProduct, testApp } from '../test/helpers.ts';

let app: App;
let clientDir: string;
let cacheDir: string;

const ROOM_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e8e0d2"/><rect x="140" y="60" width="120" height="90" fill="#1d3b53"/></svg>';

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'shop-share-client-'));
  cacheDir = await mkdtemp(path.join(tmpdir(), 'shop-share-cache-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  await mkdir(path.join(clientDir, 'art', 'products'), { recursive: true });
  await writeFile(path.join(clientDir, 'art', 'products', 'harbour-room.svg'), ROOM_SVG);
  await writeFile(path.join(clientDir, 'art', 'products', 'harbour.svg'), ROOM_SVG);
  app = await testApp({ clientDir, shareImageDir: cacheDir });
});
afterAll(async () => {
  await app.close();
  await rm(clientDir, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});
beforeEach(resetDatabase);

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /share/{id}-{version}.jpg', () => {
  it('makes a 1200 x 630 JPEG from the print on a wall once, keeps it, and lets everyone cache it for a year', async () => {
    const product = await createProduct({ imageUrl: '/art/products/harbour.svg', mockupImages: ['/art/products/harbour.svg', '/art/products/harbour-room.svg'] });
    const url = shareImagePath(product)!;
    expect(url).toMatch(new RegExp(`^/share/${product.id}-[0-9a-f]{12}\\.jpg$`));

    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const picture = await sharp(first.rawPayload).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 1200, 630]);
    expect(await readdir(cacheDir)).toEqual([url.slice('/share/'.length)]);

    // Served from the kept file: the same bytes, even once the source is gone.
    await rm(path.join(clientDir, 'art', 'products', 'harbour-room.svg'));
    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    await writeFile(path.join(clientDir, 'art', 'products', 'harbour-room.svg'), ROOM_SVG);
  });

  it('answers 404 for another version, a hidden or unknown print, a print without a picture, or a malformed name', async () => {
    const product = await createProduct({ imageUrl: '/art/products/harbour.svg', mockupImages: [] });
    const url = shareImagePath(product)!;
    expect((await get(url.replace(/-[0-9a-f]{12}\./, '-000000000000.'))).statusCode).toBe(404);
    expect((await get(`/share/999999-${url.split('-')[1]}`)).statusCode).toBe(404);
    for (const name of ['abc.jpg', `${product.id}.jpg`, `${product.id}-xyz.jpg`, '..%2F..%2Fetc%2Fpasswd', `${product.id}-${url.split('-')[1]!.slice(0, 12)}.png`]) {
      expect((await get(`/share/${name}`)).statusCode, name).toBe(404);
    }
    const missingFile = await createProduct({ imageUrl: '/art/products/not-there.svg', mockupImages: [] });
    expect((await get(shareImagePath(missingFile)!)).statusCode).toBe(404);
    const outside = await createProduct({ imageUrl: '/../../etc/passwd', mockupImages: [] });
    expect((await get(shareImagePath(outside)!)).statusCode).toBe(404);

    expect((await get(url)).statusCode).toBe(200);
    await (await testOrm()).em.fork().nativeUpdate(ProductSchema, { id: product.id }, { hidden: true });
    expect((await get(url)).statusCode).toBe(404);
  });
});
