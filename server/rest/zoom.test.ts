import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { ARTWORK_LONGEST_SIDE, keptArtwork, ZOOM_TILE_SIZE } from '../modules/artwork/index.ts';
import { newSessionId, saveSession } from '../modules/session/session.store.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { query } from '../test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { ADMIN_EMAIL, createProduct, createUser, testApp } from '../test/helpers.ts';
import { PrintifyStandin } from '../test/printify-standin.ts';

/** A print's zoom over HTTP: its IIIF info.json and tiles, cut from the kept artwork; the demo's SVG and Printify's image. */

/** One of the demo's SVGs (client/public/art), among the quicker to draw. */
const DEMO_ART = '/art/products/alpine-ridges-golden-hour.svg';

let standin: PrintifyStandin;
let app: App;

beforeAll(async () => {
  standin = await new PrintifyStandin().start();
  app = await testApp({ printify: standin.printify() });
});
afterAll(async () => {
  await app.close();
  await standin.close();
});
beforeEach(async () => {
  await resetDatabase();
  standin.reset();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const kept = async (productId: number) => keptArtwork((await testOrm()).em.fork(), productId);

interface Info {
  id: string;
  type: string;
  width: number;
  height: number;
  tiles: { width: number; scaleFactors: number[] }[];
}

describe('the zoom of a demo print', () => {
  it("has the artwork's pixels, in tiles at 1:1 at its deepest level, cached for good under the artwork's digest", async () => {
    const product = await createProduct({ imageUrl: DEMO_ART });
    const answer = await get(`/api/products/${product.id}/zoom/info.json`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    const info = answer.json<Info>();

    const artwork = (await kept(product.id))!;
    expect(artwork.digest).toBe(createHash('sha256').update(artwork.data).digest('hex'));
    expect(await sharp(artwork.data).metadata()).toMatchObject({ format: 'jpeg', width: artwork.width, height: artwork.height });
    expect(Math.max(artwork.width, artwork.height)).toBe(ARTWORK_LONGEST_SIDE);
    expect(info).toMatchObject({ type: 'ImageService3', width: artwork.width, height: artwork.height, id: `/api/products/${product.id}/zoom/${artwork.digest}` });
    expect(info.tiles[0]).toMatchObject({ width: ZOOM_TILE_SIZE });
    expect(info.tiles[0]!.scaleFactors[0]).toBe(1);

    // Its ETag answers a 304.
    const again = await get(`/api/products/${product.id}/zoom/info.json`, { 'if-none-match': answer.headers.etag as string });
    expect(again.statusCode).toBe(304);

    // A tile of the deepest level (scale factor 1) is that region of the artwork, pixel for pixel (within JPEG's loss).
    const region = { left: 512, top: 512, width: 512, height: 512 };
    const tile = await get(`${info.id}/${region.left},${region.top},${region.width},${region.height}/${region.width},${region.height}/0/default.jpg`);
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/jpeg');
    expect(tile.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const tilePixels = await sharp(tile.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(tilePixels.info).toMatchObject({ width: 512, height: 512 });
    const artworkPixels = await sharp(artwork.data).extract(region).removeAlpha().raw().toBuffer();
    let difference = 0;
    for (let index = 0; index < artworkPixels.length; index += 1) difference += Math.abs(artworkPixels[index]! - tilePixels.data[index]!);
    expect(difference / artworkPixels.length).toBeLessThan(4);
    // and not merely any picture: another region differs.
    const elsewhere = await sharp(artwork.data).extract({ ...region, top: 0 }).removeAlpha().raw().toBuffer();
    let other = 0;
    for (let index = 0; index < elsewhere.length; index += 1) other += Math.abs(elsewhere[index]! - tilePixels.data[index]!);
    expect(other / elsewhere.length).toBeGreaterThan(8);

    // A level below: the whole artwork in one tile at the smallest scale.
    const smallest = Math.max(...info.tiles[0]!.scaleFactors);
    const rows = await query<{ count: string }>('select count(*) from zoom_tiles where product_id = ?', [product.id]);
    expect(Number(rows[0]!.count)).toBeGreaterThan(10);
    expect(smallest).toBeGreaterThanOrEqual(4);
  });

  it('changes its addresses when the artwork changes, and the old tiles are gone', async () => {
    const product = await createProduct({ imageUrl: DEMO_ART });
    const before = (await get(`/api/products/${product.id}/zoom/info.json`)).json<Info>();
    const firstTile = `${before.id}/0,0,512,512/512,512/0/default.jpg`;
    expect((await get(firstTile)).statusCode).toBe(200);

    await query('update products set image_url = ? where id = ?', ['/art/products/amalfi-sails-golden-hour.svg', product.id]);
    const after = (await get(`/api/products/${product.id}/zoom/info.json`)).json<Info>();
    expect(after.id).not.toBe(before.id);
    expect((await get(`${after.id}/0,0,512,512/512,512/0/default.jpg`)).statusCode).toBe(200);
    expect((await get(firstTile)).statusCode).toBe(404);
  });

  it('answers 404 with a message for an unknown or hidden print, a print without artwork, and tiles it does not have; 400 for a malformed id', async () => {
    const product = await createProduct({ imageUrl: DEMO_ART });
    const info = (await get(`/api/products/${product.id}/zoom/info.json`)).json<Info>();
    const tile = `${info.id}/0,0,512,512/512,512/0/default.jpg`;
    expect((await get(tile)).statusCode).toBe(200);

    const notFound = async (url: string, status = 404) => {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(status);
      expect(answer.json<{ message: string }>().message, url).toMatch(/\w/);
    };
    await notFound('/api/products/999999/zoom/info.json');
    await notFound('/api/products/abc/zoom/info.json', 400);
    await notFound('/api/products/0/zoom/info.json', 400);
    await notFound('/api/products/99999999999/zoom/info.json', 400);
    const withoutArtwork = await createProduct({ imageUrl: 'https://elsewhere.example/art.jpg' });
    await notFound(`/api/products/${withoutArtwork.id}/zoom/info.json`);
    const missingFile = await createProduct({ imageUrl: '/art/products/no-such-print.svg' });
    await notFound(`/api/products/${missingFile.id}/zoom/info.json`);

    const digest = info.id.split('/').at(-1)!;
    for (const bad of [
      `/api/products/${product.id}/zoom/${'0'.repeat(64)}/0,0,512,512/512,512/0/default.jpg`,
      `/api/products/${product.id}/zoom/${digest.slice(0, 12)}/0,0,512,512/512,512/0/default.jpg`,
      `/api/products/${product.id}/zoom/${digest}/0,0,512,513/512,512/0/default.jpg`,
      `/api/products/${product.id}/zoom/${digest}/x,0,512,512/512,512/0/default.jpg`,
      `/api/products/${product.id}/zoom/${digest}/0,0,512,512/512,512/90/default.jpg`,
      `/api/products/${product.id}/zoom/${digest}/0,0,512,512/512,512/0/default.png`,
      `/api/products/${product.id}/zoom/${digest}/0,0,512,512/512,512/0/..%2Finfo.json`,
      `/api/products/${product.id}/zoom/${digest}/..%2F..%2F/512,512/0/default.jpg`,
      `/api/products/${product.id + 1}/zoom/${digest}/0,0,512,512/512,512/0/default.jpg`,
    ]) {
      await notFound(bad);
    }
    await notFound(`/api/products/x/zoom/${digest}/0,0,512,512/512,512/0/default.jpg`, 400);

    await query('update products set hidden = true where id = ?', [product.id]);
    await notFound(`/api/products/${product.id}/zoom/info.json`);
    await notFound(tile);
    expect(await kept(product.id)).toBeNull();
  });
});

describe('the zoom of a Printify print', () => {
  let cookie: Record<string, string> | undefined;
  beforeEach(() => (cookie = undefined));
  async function adminCookie() {
    if (cookie) return cookie;
    const user = await createUser({ email: ADMIN_EMAIL });
    const sid = newSessionId();
    await saveSession((await testOrm()).em.fork(), sid, { userId: user.id });
    return (cookie = { [SESSION_COOKIE]: app.signCookie(sid) });
  }
  const sync = async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/printify/sync', cookies: await adminCookie(), payload: {} });
    expect(answer.json()).toMatchObject({ failed: [] });
  };
  const artworkRequests = () => standin.pictureRequests.filter((url) => url.startsWith('/images/artwork/'));
  const productIdOf = async (printifyId: string) => (await query<{ id: number }>('select id from products where printify_id = ?', [printifyId]))[0]!.id;

  it("is cut from the print area's image, fetched once by the import's job from Printify's image host", async () => {
    const printify = standin.addCanvasProduct({ title: 'Harbour', sizes: [{ width: 12, height: 8, price: 12900 }], artwork: { width: 2400, height: 1600 } });
    await sync();
    expect(artworkRequests()).toEqual([]);
    expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
    expect(artworkRequests()).toHaveLength(1);

    const productId = await productIdOf(printify.id);
    const artwork = (await kept(productId))!;
    expect(artwork).toMatchObject({ width: 2400, height: 1600 });
    const info = (await get(`/api/products/${productId}/zoom/info.json`)).json<Info>();
    expect(info).toMatchObject({ width: 2400, height: 1600, id: `/api/products/${productId}/zoom/${artwork.digest}` });
    expect((await get(`${info.id}/0,0,512,512/512,512/0/default.jpg`)).statusCode).toBe(200);

    // Synced again, the same artwork: not fetched again.
    await sync();
    await app.services.jobs.drain();
    expect((await get(`/api/products/${productId}/zoom/info.json`)).statusCode).toBe(200);
    expect(artworkRequests()).toHaveLength(1);
  });

  it('is made on first need when the job has not run yet', async () => {
    const printify = standin.addCanvasProduct({ title: 'Dunes', sizes: [{ width: 6, height: 4, price: 12900 }], artwork: { width: 1200, height: 800 } });
    await sync();
    const productId = await productIdOf(printify.id);
    expect((await get(`/api/products/${productId}/zoom/info.json`)).json<Info>()).toMatchObject({ width: 1200, height: 800 });
    await app.services.jobs.drain();
    expect(artworkRequests()).toHaveLength(1);
  });

  it('is not made from an image on another host, or one over the pixel limit: nothing is fetched', async () => {
    const elsewhere = standin.addCanvasProduct({
      title: 'Elsewhere',
      sizes: [{ width: 12, height: 8, price: 12900 }],
      artwork: { width: 2400, height: 1600, src: 'http://127.0.0.1:9/images/artwork/elsewhere.png' },
    });
    const huge = standin.addCanvasProduct({ title: 'Huge', sizes: [{ width: 24, height: 16, price: 12900 }], artwork: { width: 12_000, height: 12_000 } });
    await sync();
    await app.services.jobs.drain();
    for (const printify of [elsewhere, huge]) {
      const productId = await productIdOf(printify.id);
      expect((await get(`/api/products/${productId}/zoom/info.json`)).statusCode).toBe(404);
      expect(await kept(productId)).toBeNull();
    }
    expect(artworkRequests()).toEqual([]);
    expect(await query('select product_id from artworks')).toEqual([]);
  });
});
