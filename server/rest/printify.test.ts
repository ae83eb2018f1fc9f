import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { printifySignature } from '../integrations/printify/index.ts';
import { EVENT_MAX_AGE_MS } from '../modules/printify/printify-events.ts';
import { newSessionId, saveSession } from '../modules/session/session.store.ts';
import { query } from '../test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { ADMIN_EMAIL, createUser, testApp } from '../test/helpers.ts';
import { PrintifyStandin, type Delivery } from '../test/printify-standin.ts';

/** The documented /api/printify paths and Printify's webhook, over HTTP, with Printify played by the stand-in. */

let standin: PrintifyStandin;
let app: App;
let unconfigured: App;

beforeAll(async () => {
  standin = await new PrintifyStandin().start();
  app = await testApp({ printify: standin.printify() });
  unconfigured = await testApp();
});
afterAll(async () => {
  await app.close();
  await unconfigured.close();
  await standin.close();
});
let adminSession: string | undefined;
beforeEach(async () => {
  await resetDatabase();
  adminSession = undefined;
  standin.reset();
});

async function cookieOf(email: string) {
  const user = await createUser({ email });
  const sid = newSessionId();
  await saveSession((await testOrm()).em.fork(), sid, { userId: user.id });
  // Both apps sign cookies with the test secret.
  return app.signCookie(sid);
}

/** The admin's session cookie, made on first use in each test. */
const adminCookie = async () => (adminSession ??= await cookieOf(ADMIN_EMAIL));

const send = (target: App, method: 'GET' | 'POST', url: string, cookie?: string) =>
  target.inject({ method, url, cookies: cookie ? { [SESSION_COOKIE]: cookie } : {}, ...(method === 'POST' ? { payload: {} } : {}) });

/** Any body, signed as Printify signs for this shop. */
const signedWithShopSecret = (rawBody: Buffer) => ({
  rawBody,
  headers: { 'content-type': 'application/json', 'x-pfy-signature': printifySignature(rawBody, standin.printify().webhookSecret), 'x-pfy-eventid': 'e' },
});

const webhook = (delivery: Pick<Delivery, 'rawBody' | 'headers'>, target = app) =>
  target.inject({ method: 'POST', url: '/api/printify/webhook', payload: delivery.rawBody, headers: delivery.headers });

const canvas = (title: string) => standin.addCanvasProduct({ title, tags: ['Abstract'], sizes: [{ width: 24, height: 16, price: 12900 }] });

const PATHS = [
  ['POST', '/api/printify/sync'],
  ['GET', '/api/printify/publishing-status'],
  ['POST', '/api/printify/auto-fix-publishing'],
  ['POST', '/api/printify/complete-publishing/5d39b159e7c48c000728c89f'],
  ['POST', '/api/printify/fix-publishing-permanently'],
] as const;

describe('the admin paths', () => {
  it.each(PATHS)('%s %s: 401 for a visitor, 403 for a customer', async (method, url) => {
    expect((await send(app, method, url)).statusCode).toBe(401);
    const forbidden = await send(app, method, url, await cookieOf('customer@example.com'));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'This area is for shop staff only.' });
  });

  it.each(PATHS)('%s %s: 503 for an admin while Printify is not configured', async (method, url) => {
    const answer = await send(unconfigured, method, url, await adminCookie());
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: 'The print provider is not configured' });
  });

  it('syncs, reports the stuck products, and fixes them, as the spec shapes them', async () => {
    const admin = await adminCookie();
    const [first, second, third] = [canvas('One'), canvas('Two'), canvas('Three')];
    expect((await send(app, 'POST', '/api/printify/sync', admin)).json()).toEqual({ synced: 3, publishingFixed: 0, failed: [] });

    standin.publish(first.id);
    standin.publish(second.id);
    standin.publish(third.id);
    const status = await send(app, 'GET', '/api/printify/publishing-status', admin);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ total: 3, publishing: 3 });

    const one = await send(app, 'POST', `/api/printify/complete-publishing/${first.id}`, admin);
    expect(one.json()).toMatchObject({ id: first.id, title: 'One', status: 'published' });
    expect((await send(app, 'POST', '/api/printify/auto-fix-publishing', admin)).json()).toEqual({ publishingFixed: 2, stuckProducts: 2 });
    standin.publish(first.id);
    const permanent = await send(app, 'POST', '/api/printify/fix-publishing-permanently', admin);
    expect(permanent.json()).toEqual({ message: expect.stringContaining('https://shop.example/api/printify/webhook'), fixedCount: 1 });
    expect(standin.acknowledgements.map((ack) => ack.productId)).toEqual([first.id, expect.any(String), expect.any(String), first.id]);
    expect((await send(app, 'GET', '/api/printify/publishing-status', admin)).json()).toEqual({ total: 3, publishing: 0, publishingProducts: [] });
  });

  it.each(['..%2Fshops.json', 'abc', '-1', '0', '1e3', 'null', '0x10', '5d39b159e7c48c000728c89g'])(
    'refuses the malformed product id %s with a 400 and a message, asking Printify nothing',
    async (id) => {
      const answer = await send(app, 'POST', `/api/printify/complete-publishing/${id}`, await adminCookie());
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain('A Printify product id is 24 letters a-f and digits');
    },
  );

  it('syncs the others when one product cannot be imported, and answers 200 naming it; a NUL in a description is no such product', async () => {
    const withNul = canvas('Harbour\u0000 at Dusk');
    standin.products.get(withNul.id)!.description = 'Golden light\u0000 over the harbour.\nMuseum-grade canvas.';
    canvas('Still Lake');
    const unsellable = standin.addCanvasProduct({ title: 'Nothing enabled', sizes: [{ width: 24, height: 16, price: 12900, enabled: false }] });

    const answer = await send(app, 'POST', '/api/printify/sync', await adminCookie());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      synced: 2,
      publishingFixed: 0,
      failed: [{ id: unsellable.id, title: 'Nothing enabled', reason: 'No enabled variant to sell: enable at least one canvas size in Printify.' }],
    });
    expect(await query('select title, description from products where printify_id = ?', [withNul.id])).toEqual([
      { title: 'Harbour at Dusk', description: 'Golden light over the harbour.\nMuseum-grade canvas.' },
    ]);
  });

  it('answers 404 for a well-formed id Printify does not have', async () => {
    const answer = await send(app, 'POST', '/api/printify/complete-publishing/ffffffffffffffffffffffff', await adminCookie());
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toContain('Printify has no product ffffffffffffffffffffffff');
  });

  it('answers 502 with what to do when Printify fails', async () => {
    standin.failNext(2, 503);
    const answer = await send(app, 'GET', '/api/printify/publishing-status', await adminCookie());
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({ message: 'Printify failed with HTTP 503 after 2 tries: try again in a few minutes.' });
  });
});

describe('synced pictures', () => {
  it("are fetched once from Printify's image host, resized and served from the shop's own origin", async () => {
    const product = canvas('Harbour');
    expect((await send(app, 'POST', '/api/printify/sync', await adminCookie())).json()).toEqual({ synced: 1, publishingFixed: 0, failed: [] });
    const [row] = await query<{ id: number; image_url: string; mockup_images: string[] }>('select id, image_url, mockup_images from products');
    const pictures = [row!.image_url, ...row!.mockup_images];
    expect(pictures.length).toBeGreaterThan(1);
    for (const url of pictures) expect(url).toMatch(/^\/api\/product-images\/\d+$/);
    expect(JSON.stringify((await app.inject({ method: 'GET', url: `/api/products/${row!.id}` })).json())).not.toContain(standin.url);

    const served = await app.inject({ method: 'GET', url: row!.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The stand-in's 1600 x 1200 mockup, at the shop's size.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    expect(standin.pictureRequests).toHaveLength(product.images.length);

    // Synced again: nothing fetched again.
    await send(app, 'POST', '/api/printify/sync', await adminCookie());
    expect(standin.pictureRequests).toHaveLength(product.images.length);
    expect((await app.inject({ method: 'GET', url: '/api/product-images/999999' })).statusCode).toBe(404);
  });

  it('fetches nothing from any other host: such a picture is left out', async () => {
    const product = canvas('Elsewhere');
    product.images[0]!.src = 'http://127.0.0.1:9/internal/secret.jpg';
    await send(app, 'POST', '/api/printify/sync', await adminCookie());
    const [row] = await query<{ mockup_images: string[] }>('select mockup_images from products');
    expect(row!.mockup_images).toHaveLength(product.images.length - 1);
    expect(standin.pictureRequests).toHaveLength(product.images.length - 1);
  });
});

describe('POST /api/printify/webhook', () => {
  const registered = async () => {
    await send(app, 'POST', '/api/printify/fix-publishing-permanently', await adminCookie());
  };

  it('imports and acknowledges a product whose publishing started, once per event id', async () => {
    await registered();
    const product = canvas('Harbour');
    const delivery = standin.publish(product.id);
    const answer = await webhook(delivery);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, duplicate: false });
    // Answered before the work: Printify still holds the product until the queued work runs.
    expect(standin.lockedProducts()).toHaveLength(1);
    expect((await webhook(delivery)).json()).toEqual({ received: true, duplicate: true });

    expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
    const rows = await query<{ id: number; title: string }>('select id, title from products where printify_id = ?', [product.id]);
    expect(rows).toEqual([{ id: expect.any(Number), title: 'Harbour' }]);
    expect(standin.acknowledgements).toEqual([
      { productId: product.id, outcome: 'succeeded', external: { id: String(rows[0]!.id), handle: `https://shop.example/product/${rows[0]!.id}` } },
    ]);
    expect(standin.lockedProducts()).toEqual([]);
    // Its share image was drawn by the job the import queued, before anyone shared it.
    expect(await query('select product_id from share_images')).toEqual([{ product_id: rows[0]!.id }]);
  });

  it('imports a published product with control characters in its text, cleaned', async () => {
    await registered();
    const product = standin.addCanvasProduct({ title: 'Harbour\u0000\u001b at Dusk', tags: ['Water\u0007fronts'], sizes: [{ width: 24, height: 16, price: 12900 }] });
    standin.products.get(product.id)!.description = '<p>Golden light\u0000</p><p>over the harbour.</p>';
    await webhook(standin.publish(product.id));
    expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
    expect(await query('select title, description, tags from products where printify_id = ?', [product.id])).toEqual([
      { title: 'Harbour at Dusk', description: 'Golden light\nover the harbour.', tags: ['Waterfronts'] },
    ]);
    expect(standin.acknowledgements).toEqual([expect.objectContaining({ productId: product.id, outcome: 'succeeded' })]);
  });

  it('tells Printify why a product it cannot sell failed to publish', async () => {
    await registered();
    const product = standin.addCanvasProduct({ title: 'Nothing enabled', sizes: [{ width: 24, height: 16, price: 12900, enabled: false }] });
    await webhook(standin.publish(product.id));
    await app.services.jobs.drain();
    expect(standin.acknowledgements).toEqual([{ productId: product.id, outcome: 'failed', reason: expect.stringContaining('No enabled variant') }]);
    expect(standin.lockedProducts()).toEqual([]);
  });

  it('does nothing for a wrong or missing signature', async () => {
    await registered();
    const product = canvas('Forged');
    const delivery = standin.publish(product.id);
    const forged = await webhook({ ...delivery, headers: { ...delivery.headers, 'x-pfy-signature': printifySignature(delivery.rawBody, 'guessed') } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toContain('signature');
    const { 'x-pfy-signature': _dropped, ...unsigned } = delivery.headers;
    expect((await webhook({ ...delivery, headers: unsigned as Delivery['headers'] })).statusCode).toBe(401);
    const tampered = Buffer.from(delivery.rawBody.toString().replace('product:publish:started', 'product:deleted'));
    expect((await webhook({ rawBody: tampered, headers: delivery.headers })).statusCode).toBe(401);

    expect(await app.services.jobs.drain()).toEqual({ completed: 0, failed: [] });
    expect(await query('select * from printify_events')).toEqual([]);
    expect(standin.lockedProducts()).toHaveLength(1);
  });

  it('drops a signed delivery replayed under a new X-Pfy-Eventid: the event id in the signed body decides', async () => {
    await registered();
    const product = canvas('Replayed');
    expect((await send(app, 'POST', '/api/printify/sync', await adminCookie())).json()).toEqual({ synced: 1, publishingFixed: 0, failed: [] });
    // The synced print's share image, drawn ahead.
    expect(await app.services.jobs.drain()).toEqual({ completed: 1, failed: [] });
    const deleted = standin.deleteProduct(product.id);
    expect((await webhook(deleted)).json()).toEqual({ received: true, duplicate: false });
    expect(await app.services.jobs.drain()).toMatchObject({ completed: 1, failed: [] });
    // The admin shows the print again; a replay of the old deletion must not hide it a second time.
    await query('update products set hidden = false where printify_id = ?', [product.id]);

    const replay = await webhook({ ...deleted, headers: { ...deleted.headers, 'x-pfy-eventid': randomUUID() } });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await app.services.jobs.drain()).toEqual({ completed: 0, failed: [] });
    expect(await query('select hidden from products where printify_id = ?', [product.id])).toEqual([{ hidden: false }]);
    expect(await query('select event_id from printify_events')).toEqual([{ event_id: deleted.eventId }]);
  });

  it.each([
    ['older than the window', -EVENT_MAX_AGE_MS - 60_000],
    ['from the future', 3_600_000],
  ])('drops a signed event made %s, and one without its time', async (_when, offset) => {
    await registered();
    const product = canvas('Old news');
    const resign = (body: object) => signedWithShopSecret(Buffer.from(JSON.stringify(body)));
    const event = JSON.parse(standin.deleteProduct(product.id).rawBody.toString()) as { created_at: string };
    const created = new Date(Date.now() + offset).toISOString();
    expect((await webhook(resign({ ...event, created_at: created }))).json()).toEqual({ received: true, duplicate: true });
    expect((await webhook(resign({ ...event, created_at: undefined }))).statusCode).toBe(400);
    expect(await app.services.jobs.drain()).toEqual({ completed: 0, failed: [] });
    expect(await query('select * from printify_events')).toEqual([]);
  });

  it('refuses a signed body that is not a Printify event', async () => {
    const answer = await webhook(signedWithShopSecret(Buffer.from('{"hello":"world"}')));
    expect(answer.statusCode).toBe(400);
  });

  it('hides a product deleted at Printify, keeping it for its orders', async () => {
    await registered();
    const product = canvas('Gone');
    expect((await send(app, 'POST', '/api/printify/sync', await adminCookie())).json()).toEqual({ synced: 1, publishingFixed: 0, failed: [] });
    // The synced print's share image, drawn ahead.
    expect(await app.services.jobs.drain()).toEqual({ completed: 1, failed: [] });
    expect((await webhook(standin.deleteProduct(product.id))).statusCode).toBe(200);
    expect(await app.services.jobs.drain()).toMatchObject({ completed: 1, failed: [] });
    expect(await query('select hidden, in_stock from products where printify_id = ?', [product.id])).toEqual([{ hidden: true, in_stock: false }]);
  });

  it('is refused while Printify is not configured', async () => {
    const delivery = standin.publish(canvas('Any').id);
    const answer = await webhook(delivery, unconfigured);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'The print provider is not configured: this shop takes no Printify webhooks.' });
  });
});
