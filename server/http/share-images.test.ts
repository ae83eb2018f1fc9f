import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { ProductSchema } from '../modules/catalogue/product.entity.ts';
import { BUSY } from '../modules/share-images/drawing-slots.ts';
import { shareImagePath } from '../modules/share-images/share-image-source.ts';
import { drawShareImagesAhead } from '../modules/share-images/share-images.ts';
import { query } from '../test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { createProduct, testApp } from '../test/helpers.ts';
import { SHARE_IMAGES_BUSY_MESSAGE } from './share-images.ts';

let app: App;
let clientDir: string;

const ROOM_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e8e0d2"/><rect x="140" y="60" width="120" height="90" fill="#1d3b53"/></svg>';
/** One drawing at a time, two visitors in line: the limits of a 2-core server, with a short line. */
const LIMITS = { drawing: 1, waiting: 2 };

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'shop-share-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  await mkdir(path.join(clientDir, 'art', 'products'), { recursive: true });
  await writeFile(path.join(clientDir, 'art', 'products', 'harbour-room.svg'), ROOM_SVG);
  await writeFile(path.join(clientDir, 'art', 'products', 'harbour.svg'), ROOM_SVG);
  app = await testApp({ clientDir, shareImageLimits: LIMITS });
});
afterAll(async () => {
  await app.close();
  await rm(clientDir, { recursive: true, force: true });
});
beforeEach(resetDatabase);

let visitor = 0;
/** Each request from another address, so the per-IP limit of share images never answers instead. */
const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: `203.0.113.${(visitor++ % 250) + 1}` });

/** How many share images the app has drawn, and turned visitors away, since it started. */
async function counted(result: 'drawn' | 'busy' | 'failed'): Promise<number> {
  const { values } = await app.services.metrics.shareImages.get();
  return values.find((value) => value.labels.result === result)?.value ?? 0;
}

const keptImages = () => query<{ product_id: number; version: string }>('select product_id, version from share_images order by product_id');

/** Slots still held by a test that failed before releasing them, released so that the next test starts with none. */
const heldSlots = new Set<() => void>();
afterEach(() => {
  for (const release of heldSlots) release();
  heldSlots.clear();
});

/** The slot of a drawing held by the test itself until `release()`, as a long drawing would hold it. */
function holdTheDrawingSlot() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  heldSlots.add(release);
  const done = app.services.shareImages.slots.run(() => held, { mayTurnAway: false });
  return { release, done };
}

/** Resolves once `ready()` holds: the requests under way got as far as it says. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setImmediate(resolve));
}

/** Resolves once `count` of `requests` have been answered (the others still waiting). */
async function answered(requests: Promise<LightMyRequestResponse>[], count: number): Promise<void> {
  let settled = 0;
  for (const request of requests) void request.then(() => (settled += 1));
  while (settled < count) await new Promise((resolve) => setImmediate(resolve));
}

const prints = (count: number) =>
  Promise.all(
    Array.from({ length: count }, () => createProduct({ imageUrl: '/art/products/harbour.svg', mockupImages: ['/art/products/harbour.svg', '/art/products/harbour-room.svg'] })),
  );

describe('GET /share/{id}-{version}.jpg', () => {
  it('draws a 1200 x 630 JPEG from the print on a wall once, keeps it, and lets everyone cache it for a year', async () => {
    const product = await createProduct({ imageUrl: '/art/products/harbour.svg', mockupImages: ['/art/products/harbour.svg', '/art/products/harbour-room.svg'] });
    const url = shareImagePath(product)!;
    expect(url).toMatch(new RegExp(`^/share/${product.id}-[0-9a-f]{12}\\.jpg$`));

    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const picture = await sharp(first.rawPayload).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 1200, 630]);
    expect(await keptImages()).toEqual([{ product_id: product.id, version: url.slice(-16, -4) }]);

    // Served as kept: the same bytes, even once the source is gone.
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

  it('draws a burst of new images one at a time: a short line waits, the rest get a 503 with Retry-After, none fails, and each is drawn once', async () => {
    const burst = (await prints(10)).map((product) => shareImagePath(product)!);
    const [drawnBefore, busyBefore] = [await counted('drawn'), await counted('busy')];
    const slot = holdTheDrawingSlot();

    const requests = burst.map((url) => get(url));
    // All but the two in line are turned away at once.
    await answered(requests, burst.length - LIMITS.waiting);
    // Waiting visitors hold no database connection (nor will they while drawing: the source is read first).
    // The rate limit's tally writes on its own timer (ip-limit.ts), so the pool is looked at until it is idle, for at most a second.
    const pool = (await (await testOrm()).em.getConnection().getNativeClient()) as pg.Pool;
    const inUse = () => pool.totalCount - pool.idleCount;
    const deadline = Date.now() + 1000;
    while (inUse() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(inUse()).toBe(0);
    expect(app.services.shareImages.counts()).toEqual({ drawing: 1, waiting: LIMITS.waiting, visitors: LIMITS.waiting });

    slot.release();
    await slot.done;
    const answers = await Promise.all(requests);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(LIMITS.waiting).fill(200), ...Array(burst.length - LIMITS.waiting).fill(503)].sort());
    for (const answer of answers.filter((candidate) => candidate.statusCode === 503)) {
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({ message: SHARE_IMAGES_BUSY_MESSAGE });
    }
    expect(await counted('busy')).toBe(busyBefore + burst.length - LIMITS.waiting);

    // Asked again one by one, as a crawler retries: every image, each drawn exactly once, never two at once.
    for (const url of burst) expect((await get(url)).statusCode).toBe(200);
    expect(await counted('drawn')).toBe(drawnBefore + burst.length);
    expect(await keptImages()).toHaveLength(burst.length);
    expect(app.services.shareImages.slots.peak).toBe(LIMITS.drawing);
  });

  it('draws the image once for visitors asking for it together, whether or not the line is full', async () => {
    const [wanted, ...others] = await prints(4);
    const drawnBefore = await counted('drawn');
    const slot = holdTheDrawingSlot();
    // The line fills with this image and another: three visitors wait for the one, one for the other.
    const together = [wanted, wanted, others[0], wanted].map((product) => get(shareImagePath(product!)!));
    await until(() => app.services.shareImages.counts().visitors === 4);
    expect(app.services.shareImages.counts()).toEqual({ drawing: 1, waiting: 2, visitors: 4 });
    // The line is full: another image is refused, but one more visitor for an image in line joins it.
    expect((await get(shareImagePath(others[1]!)!)).statusCode).toBe(503);
    together.push(get(shareImagePath(wanted!)!));
    await until(() => app.services.shareImages.counts().visitors === 5);

    slot.release();
    await slot.done;
    const answers = await Promise.all(together);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[4]!.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(await counted('drawn')).toBe(drawnBefore + 2);
  });

  it('draws ahead what an import or the seed queued, so that visitors draw nothing', async () => {
    const ready = await prints(3);
    const hidden = await createProduct({ imageUrl: '/art/products/harbour.svg', mockupImages: [], hidden: true });
    const { em } = await testOrm();
    await drawShareImagesAhead(em.fork(), app.services.jobs, [...ready.map((product) => product.id), hidden.id]);
    expect(await app.services.jobs.drain()).toEqual({ completed: 1, failed: [] });
    expect((await keptImages()).map((row) => row.product_id)).toEqual(ready.map((product) => product.id).sort((a, b) => a - b));

    const drawnBefore = await counted('drawn');
    for (const product of ready) expect((await get(shareImagePath(product)!)).statusCode).toBe(200);
    expect(await counted('drawn')).toBe(drawnBefore);

    // Queued again with nothing new to draw, no job is queued at all; a new picture is a new image.
    await drawShareImagesAhead(em.fork(), app.services.jobs, [ready[0]!.id]);
    expect(await app.services.jobs.drain()).toEqual({ completed: 0, failed: [] });
    await em.fork().nativeUpdate(ProductSchema, { id: ready[0]!.id }, { mockupImages: ['/art/products/harbour.svg'] });
    await drawShareImagesAhead(em.fork(), app.services.jobs, [ready[0]!.id]);
    expect(await app.services.jobs.drain()).toEqual({ completed: 1, failed: [] });
    const redrawn = (await keptImages()).find((row) => row.product_id === ready[0]!.id)!;
    expect(redrawn.version).not.toBe(shareImagePath(ready[0]!)!.slice(-16, -4));
  });
});

describe('the drawing slots', () => {
  it('turn a visitor away (BUSY) only when every slot and the line are taken; the job always waits its turn', async () => {
    const slot = holdTheDrawingSlot();
    const inLine = [1, 2].map((n) => app.services.shareImages.slots.run(async () => n, { mayTurnAway: true }));
    expect(await app.services.shareImages.slots.run(async () => 3, { mayTurnAway: true })).toBe(BUSY);
    const job = app.services.shareImages.slots.run(async () => 'job', { mayTurnAway: false });
    expect(app.services.shareImages.slots.counts()).toEqual({ drawing: 1, waiting: 3 });
    slot.release();
    expect(await Promise.all([...inLine, job])).toEqual([1, 2, 'job']);
    await slot.done;
    expect(app.services.shareImages.slots.counts()).toEqual({ drawing: 0, waiting: 0 });
  });
});
