import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderView } from '../../src/orders.ts';
import { RATING_MESSAGE, REVIEW_TEXT_TOO_LONG, TOO_MANY_REVIEW_PHOTOS, type AdminReview, type ProductReview } from '../../src/reviews.ts';
import type { App } from '../app.ts';
import { ORDER_LOOKUP_NOT_FOUND } from '../modules/order/return-lookup.ts';
import { ALREADY_REVIEWED, NOT_DELIVERED } from '../modules/reviews/write-review.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { ADMIN_EMAIL, createUser, testApp } from '../test/helpers.ts';
import { guestOrder, multipartBody, photoOf, sessionCookieFor, type FilePart } from '../test/return-fixtures.ts';

/** POST /api/reviews, a print's reviews, the admin's decisions, the photos and the print's JSON-LD, over HTTP. */

let app: App;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'shop-reviews-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html><head><title>Canvas &amp; Light</title></head><body><div id="root"></div></body></html>');
  app = await testApp({ clientDir });
});
afterAll(async () => {
  await app.close();
  await rm(clientDir, { recursive: true, force: true });
});
beforeEach(resetDatabase);

let sequence = 0;
/** Each request from its own address, so the per-IP limits stay out of the way unless a test means them. */
function nextAddress() {
  sequence += 1;
  return `203.0.${(sequence >> 8) & 255}.${sequence & 255}`;
}

const execute = async (sql: string, values: unknown[] = []) => (await testOrm()).em.fork().execute(sql, values);

/** As the print provider's delivery report leaves an order (order/shipments.ts). */
const deliver = (order: OrderView) => execute(`update orders set delivered_at = now(), status = 'delivered' where id = ?`, [order.id]);

async function orderToReview() {
  const email = `buyer-${(sequence += 1)}@example.com`;
  const order = await guestOrder(app, email);
  const fields = { orderNumber: order.orderNumber, email, orderItemId: String(order.items[0]!.id), rating: '5', title: 'Glows on our wall', text: 'The colours are deep and the canvas is tight.\nWorth it.' };
  return { order, email, fields, productId: order.items[0]!.productId };
}

async function submit(fields: Record<string, string>, photos: readonly FilePart[] = []) {
  const body = await multipartBody(fields, photos);
  return app.inject({ method: 'POST', url: '/api/reviews', remoteAddress: nextAddress(), ...body });
}

const counts = async () => {
  const [row] = await execute('select (select count(*) from reviews)::int as reviews, (select count(*) from review_photos)::int as photos');
  return row as { reviews: number; photos: number };
};

async function adminCookie() {
  return { [SESSION_COOKIE]: await sessionCookieFor(app, await createUser({ email: ADMIN_EMAIL })) };
}

const decide = async (id: number, body: object, cookies: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/admin/reviews/${id}/decision`, cookies, payload: body });

const reviewsOf = async (productId: number, query = '') => app.inject({ method: 'GET', url: `/api/products/${productId}/reviews${query}` });

describe('POST /api/reviews', () => {
  it('refuses a line not yet delivered (409), takes it once delivered (201), and refuses a second review of it (409)', async () => {
    const { order, fields } = await orderToReview();
    const early = await submit(fields, [await photoOf('jpeg')]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NOT_DELIVERED);
    expect(await counts()).toEqual({ reviews: 0, photos: 0 });

    await deliver(order);
    const taken = await submit(fields, [await photoOf('jpeg'), await photoOf('png')]);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ id: expect.any(Number), status: 'pending', message: expect.any(String) });
    expect(await counts()).toEqual({ reviews: 1, photos: 2 });
    const [stored] = await execute('select author_name, rating, title, text, status from reviews');
    // The shipping name is Grace Hopper (return-fixtures.ts): the page names her by first name and initial.
    expect(stored).toEqual({ author_name: 'Grace H.', rating: 5, title: fields.title, text: fields.text, status: 'pending' });

    const again = await submit({ ...fields, title: 'Still love it' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_REVIEWED);
    expect(await counts()).toEqual({ reviews: 1, photos: 2 });
  });

  it.each([
    ['no stars', { rating: '0' }, RATING_MESSAGE],
    ['six stars', { rating: '6' }, RATING_MESSAGE],
    ['a text past 2,000 characters', { text: 'a'.repeat(2001) }, REVIEW_TEXT_TOO_LONG],
  ])('answers 400 for %s, writing nothing', async (_case, change, message) => {
    const { order, fields } = await orderToReview();
    await deliver(order);
    const response = await submit({ ...fields, ...change }, [await photoOf('jpeg')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await counts()).toEqual({ reviews: 0, photos: 0 });
  });

  it('stops a fourth photo as the upload streams (413, as a return’s seventh), writing nothing', async () => {
    const { order, fields } = await orderToReview();
    await deliver(order);
    const photo = await photoOf('jpeg');
    const response = await submit(fields, [photo, photo, photo, photo]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(TOO_MANY_REVIEW_PHOTOS);
    expect(await counts()).toEqual({ reviews: 0, photos: 0 });
  });

  it('answers 404 for the wrong e-mail, as the returns lookup does, and 400 for a file that is no photo', async () => {
    const { order, fields } = await orderToReview();
    await deliver(order);
    const wrong = await submit({ ...fields, email: 'someone-else@example.com' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(ORDER_LOOKUP_NOT_FOUND);
    const notAPhoto = await submit(fields, [{ name: 'notes.jpg', type: 'image/jpeg', data: Buffer.from('not an image at all') }]);
    expect(notAPhoto.statusCode).toBe(400);
    expect(notAPhoto.json().message).toContain('is not a JPEG, PNG or GIF image');
    expect(await counts()).toEqual({ reviews: 0, photos: 0 });
  });
});

describe('a review waits for an admin', () => {
  it('is hidden until approved, then shows on its print with its photo; rejected, it goes; each decision audited', async () => {
    const { order, fields, productId } = await orderToReview();
    await deliver(order);
    const { id } = (await submit(fields, [await photoOf('png')])).json() as { id: number };

    const before = await reviewsOf(productId);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual([]);
    expect(before.headers['x-total-count']).toBe('0');

    const [photo] = (await execute('select id from review_photos')) as { id: number }[];
    expect((await app.inject({ method: 'GET', url: `/api/review-photos/${photo!.id}` })).statusCode).toBe(404);

    // A customer may not decide; an admin may.
    const customer = { [SESSION_COOKIE]: await sessionCookieFor(app, await createUser({ email: 'customer@example.com' })) };
    expect((await decide(id, { action: 'approve' }, customer)).statusCode).toBe(403);
    const admin = await adminCookie();
    const approved = await decide(id, { action: 'approve', note: 'Lovely photo' }, admin);
    expect(approved.statusCode).toBe(200);
    expect((approved.json() as AdminReview).status).toBe('approved');

    const shown = await reviewsOf(productId);
    const [review] = shown.json() as ProductReview[];
    expect(review).toMatchObject({ id, rating: 5, title: fields.title, text: fields.text, author: 'Grace H.' });
    expect(review!.photos).toHaveLength(1);
    expect(shown.headers['x-average-rating']).toBe('5');
    const served = await app.inject({ method: 'GET', url: review!.photos[0]!.previewUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    expect((await decide(id, { action: 'reject' }, admin)).statusCode).toBe(200);
    expect((await reviewsOf(productId)).json()).toEqual([]);

    const audit = await execute(`select action, target_type, target_id, before, after from admin_audit order by id`);
    expect(audit).toEqual([
      { action: 'review.decide', target_type: 'review', target_id: String(id), before: { status: 'pending', note: null }, after: { status: 'approved', note: 'Lovely photo' } },
      { action: 'review.decide', target_type: 'review', target_id: String(id), before: { status: 'approved', note: 'Lovely photo' }, after: { status: 'rejected', note: null } },
    ]);
  });

  it('pages a print’s reviews newest first, with the count and the average of all of them', async () => {
    const admin = await adminCookie();
    const first = await orderToReview();
    await deliver(first.order);
    const productId = first.productId;
    const one = (await submit({ ...first.fields, rating: '4' })).json() as { id: number };
    // A second line of the same print, bought by someone else.
    const second = await orderToReview();
    await execute('update order_items set product_id = ? where id = ?', [productId, second.order.items[0]!.id]);
    await deliver(second.order);
    const two = (await submit({ ...second.fields, rating: '5' })).json() as { id: number };
    for (const { id } of [one, two]) await decide(id, { action: 'approve' }, admin);

    const page = await reviewsOf(productId, '?limit=1');
    expect((page.json() as ProductReview[]).map((review) => review.id)).toEqual([two.id]);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.headers['x-average-rating']).toBe('4.5');
    const next = await reviewsOf(productId, `?limit=1&cursor=${String(page.headers['x-next-cursor'])}`);
    expect((next.json() as ProductReview[]).map((review) => review.id)).toEqual([one.id]);
    expect(next.headers['x-next-cursor']).toBeUndefined();
  });
});

describe("the print's JSON-LD", () => {
  const productLd = async (productId: number) => {
    const page = await app.inject({ method: 'GET', url: `/product/${productId}` });
    const blocks = [...page.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    return blocks.find((block) => block['@type'] === 'Product')!;
  };

  it('has no aggregateRating or review without approved reviews, and both with them', async () => {
    const { order, fields, productId } = await orderToReview();
    expect(await productLd(productId)).not.toHaveProperty('aggregateRating');
    await deliver(order);
    const { id } = (await submit(fields)).json() as { id: number };
    // Waiting for a decision, it is not there yet.
    const waiting = await productLd(productId);
    expect(waiting).not.toHaveProperty('aggregateRating');
    expect(waiting).not.toHaveProperty('review');

    await decide(id, { action: 'approve' }, await adminCookie());
    const ld = await productLd(productId);
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 });
    expect(ld.review).toEqual([
      expect.objectContaining({ '@type': 'Review', name: fields.title, reviewBody: fields.text, author: { '@type': 'Person', name: 'Grace H.' } }),
    ]);
  });
});
