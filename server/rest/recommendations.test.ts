import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECOMMENDATION_LABELS, type Recommendation } from '../../src/recommendations.ts';
import type { App } from '../app.ts';
import type { Product } from '../modules/catalogue/product.entity.ts';
import { sqlFor } from '../modules/common/table-owners.ts';
import { refreshPopularity } from '../modules/recommendations/popularity.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { callerFor, createProduct, testApp, testClock } from '../test/helpers.ts';

/** GET /api/recommendations and shop.recommendations (spec sections 2, 7, 9), on the real database. */

const NOW = new Date('2026-11-20T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
/** 81.2.69.160 is in Great Britain in the offline database; loopback counts as the US. */
const BRITISH_ADDRESS = '81.2.69.160';

let app: App;
beforeAll(async () => {
  app = await testApp({ clock: testClock(NOW) });
});
afterAll(() => app.close());
beforeEach(resetDatabase);

/** The shopper's answer, after the job that counts sales (every 10 minutes in the shop) has run. */
async function recommendations(query = '', remoteAddress = '127.0.0.1'): Promise<Recommendation[]> {
  await refreshPopularity((await testOrm()).em.fork(), NOW);
  const response = await app.inject({ method: 'GET', url: `/api/recommendations${query}`, remoteAddress });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const badRequest = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/recommendations${query}` });
  return { status: response.statusCode, message: response.json().message as string };
};

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
const reasonOf = (items: readonly Recommendation[], product: Pick<Product, 'id'>) => items.find((item) => item.id === product.id)?.reason;

/** An order shipped to `country` on `at`, of the given prints (one unit each unless said). */
async function sell(country: string, at: Date, lines: { product: Pick<Product, 'id'>; quantity?: number }[]) {
  const db = sqlFor('order')((await testOrm()).em.fork());
  const { id } = await db
    .insertInto('orders')
    .values({
      order_number: `T-${Math.random().toString(36).slice(2, 12)}`,
      status: 'paid',
      subtotal: '100.00',
      tax: '8.00',
      shipping: '0.00',
      total: '108.00',
      customer_country: country,
      shipping_address: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', address: '1 Quay', city: 'Leeds', state: '', zipCode: 'LS1', country } as never,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(lines.map((line) => ({ order_id: id, product_id: line.product.id, quantity: line.quantity ?? 1, price: '100.00', created_at: at })))
    .execute();
}

async function putInCart(product: Pick<Product, 'id'>, at: Date) {
  await sqlFor('cart')((await testOrm()).em.fork())
    .insertInto('cart_items')
    .values({ session_id: `s-${Math.random()}`, product_id: product.id, quantity: 1, created_at: at, updated_at: at })
    .execute();
}

describe('GET /api/recommendations', () => {
  it('answers an empty catalogue with an empty list, without any parameter', async () => {
    expect(await recommendations()).toEqual([]);
    expect(await recommendations('?productId=&categories=')).toEqual([]);
  });

  it('still answers a shop that never sold: featured prints, then the newest, labelled trending', async () => {
    const older = await createProduct({ createdAt: daysAgo(40) });
    const featured = await createProduct({ featured: true, createdAt: daysAgo(300) });
    const newest = await createProduct({ createdAt: daysAgo(1) });

    const items = await recommendations();
    expect(ids(items)).toEqual([featured.id, newest.id, older.id]);
    expect(items.every((item) => item.reason === 'trending' && item.label === 'Trending artwork')).toBe(true);
    expect(items[0]).toMatchObject({ id: featured.id, title: featured.title, category: 'Abstract', price: '120.00', inStock: true, variants: expect.any(Array) });
  });

  it('answers at most 6 and never the current print, however it would qualify', async () => {
    const current = await createProduct({ category: 'Europe', featured: true, createdAt: daysAgo(0) });
    for (let index = 0; index < 9; index += 1) await createProduct({ category: 'Europe', createdAt: daysAgo(2 + index) });
    await sell('US', daysAgo(3), [{ product: current, quantity: 9 }]);
    await putInCart(current, daysAgo(1));

    const items = await recommendations(`?productId=${current.id}&categories=Europe`);
    expect(items).toHaveLength(6);
    expect(ids(items)).not.toContain(current.id);
    expect(new Set(ids(items)).size).toBe(6);
  });

  it('finds similar prints by the current print’s category or a shared tag, and labels each reason', async () => {
    const current = await createProduct({ category: 'Waterfronts', tags: ['harbour', 'dusk'], createdAt: daysAgo(50) });
    const sameCategory = await createProduct({ category: 'Waterfronts', createdAt: daysAgo(60) });
    const sharedTag = await createProduct({ category: 'Landscapes', tags: ['dusk'], createdAt: daysAgo(70) });
    const unrelated = await createProduct({ category: 'Abstract', tags: ['geometry'], createdAt: daysAgo(80) });

    const items = await recommendations(`?productId=${current.id}`);
    expect(reasonOf(items, sameCategory)).toBe('similar');
    expect(reasonOf(items, sharedTag)).toBe('similar');
    expect(reasonOf(items, unrelated)).toBe('trending');
    for (const item of items) expect(item.label).toBe(RECOMMENDATION_LABELS[item.reason]);
    expect(items.find((item) => item.reason === 'similar')?.label).toBe('Similar style');
  });

  it('ranks the closest likeness first: the same category and a shared tag before either alone', async () => {
    const current = await createProduct({ category: 'Europe', tags: ['canal'], createdAt: daysAgo(9) });
    const categoryOnly = await createProduct({ category: 'Europe', createdAt: daysAgo(1) });
    const both = await createProduct({ category: 'Europe', tags: ['canal'], createdAt: daysAgo(5) });

    const similar = (await recommendations(`?productId=${current.id}`)).filter((item) => item.reason === 'similar');
    expect(ids(similar)).toEqual([both.id, categoryOnly.id]);
  });

  it('follows the viewed categories, taking them in turns, and ignores names it does not know', async () => {
    const europe = [await createProduct({ category: 'Europe', createdAt: daysAgo(1) }), await createProduct({ category: 'Europe', createdAt: daysAgo(2) })];
    const usa = await createProduct({ category: 'USA', createdAt: daysAgo(3) });

    const items = await recommendations(`?categories=${encodeURIComponent('Europe, USA,Nowhere')}`);
    const interests = items.filter((item) => item.reason === 'interests');
    expect(ids(interests)).toEqual([europe[0]!.id, usa.id, europe[1]!.id]);
    expect(interests[0]!.label).toBe('Based on your interests');
  });

  it('shows what sold most to the visitor’s country in the last 90 days, from its orders', async () => {
    const britishFavourite = await createProduct({ createdAt: daysAgo(400) });
    const britishSecond = await createProduct({ createdAt: daysAgo(400) });
    const americanFavourite = await createProduct({ createdAt: daysAgo(400) });
    const longAgo = await createProduct({ createdAt: daysAgo(400) });
    await sell('GB', daysAgo(60), [{ product: britishFavourite, quantity: 3 }, { product: britishSecond }]);
    await sell('GB', daysAgo(80), [{ product: britishSecond }]);
    await sell('GB', daysAgo(89), [{ product: britishFavourite }]);
    await sell('US', daysAgo(70), [{ product: americanFavourite, quantity: 20 }]);
    await sell('GB', daysAgo(95), [{ product: longAgo, quantity: 50 }]);

    const fromBritain = await recommendations('', BRITISH_ADDRESS);
    const region = fromBritain.filter((item) => item.reason === 'region');
    expect(ids(region)).toEqual([britishFavourite.id, britishSecond.id]);
    expect(region[0]!.label).toBe('Popular in your region');

    const fromAmerica = await recommendations();
    expect(ids(fromAmerica.filter((item) => item.reason === 'region'))).toEqual([americanFavourite.id]);
  });

  it('trends what sold or went into carts most in the last 30 days, before featured and new prints', async () => {
    const featured = await createProduct({ featured: true, createdAt: daysAgo(1) });
    const sold = await createProduct({ createdAt: daysAgo(500) });
    const carted = await createProduct({ createdAt: daysAgo(500) });
    const soldLongAgo = await createProduct({ createdAt: daysAgo(600) });
    // Shipped abroad, so that the region (US for a loopback visitor) does not claim them first.
    await sell('JP', daysAgo(10), [{ product: sold, quantity: 3 }]);
    await putInCart(carted, daysAgo(2));
    await putInCart(carted, daysAgo(3));
    await sell('JP', daysAgo(45), [{ product: soldLongAgo, quantity: 40 }]);

    const items = await recommendations();
    expect(ids(items)).toEqual([sold.id, carted.id, featured.id, soldLongAgo.id]);
    expect(items.every((item) => item.reason === 'trending')).toBe(true);
  });

  it('puts prints in stock first, and shows each print once, under its first reason', async () => {
    const current = await createProduct({ category: 'Landscapes', createdAt: daysAgo(30) });
    const soldOut = await createProduct({ category: 'Landscapes', inventory: 0, createdAt: daysAgo(1) });
    const withdrawn = await createProduct({ category: 'Landscapes', inStock: false, createdAt: daysAgo(2) });
    const available = await createProduct({ category: 'Landscapes', createdAt: daysAgo(20) });
    await sell('US', daysAgo(5), [{ product: available, quantity: 5 }]);

    const items = await recommendations(`?productId=${current.id}&categories=Landscapes`);
    expect(items.slice(0, 1).map((item) => [item.id, item.inStock && item.inventory > 0])).toEqual([[available.id, true]]);
    expect(ids(items.slice(-2)).sort()).toEqual([soldOut.id, withdrawn.id].sort());
    expect(reasonOf(items, available)).toBe('similar');
    expect(new Set(ids(items)).size).toBe(items.length);
  });

  it('answers an unknown product id as a request without one', async () => {
    await createProduct({ category: 'Abstract', createdAt: daysAgo(1) });
    await createProduct({ category: 'USA', createdAt: daysAgo(2) });
    expect(await recommendations('?productId=987654')).toEqual(await recommendations());
  });

  it('refuses malformed input with a 400 and a message', async () => {
    expect(await badRequest('?productId=abc')).toEqual({ status: 400, message: 'productId: Product id must be a number' });
    expect(await badRequest('?productId=-4')).toEqual({ status: 400, message: 'productId: Product id must be positive' });
    expect(await badRequest('?productId=1.5')).toEqual({ status: 400, message: 'productId: Product id must be a whole number' });
    const twentyOne = Array.from({ length: 21 }, (_, index) => `Category ${index}`).join(',');
    expect(await badRequest(`?categories=${encodeURIComponent(twentyOne)}`)).toEqual({ status: 400, message: 'categories: Send at most 20 categories' });
    expect(await badRequest(`?categories=${'x'.repeat(501)}`)).toEqual({ status: 400, message: 'categories: Categories are at most 500 characters' });
    expect(await badRequest(`?categories=${'x'.repeat(101)}`)).toEqual({ status: 400, message: 'categories.0: Each category has at most 100 characters' });
    expect((await badRequest('?country=GB')).status).toBe(400);
  });

  it('takes exactly 20 categories and 500 characters', async () => {
    await createProduct({ category: 'Category 19' });
    const reasons = (items: Recommendation[]) => items.map((item) => item.reason);
    const twenty = Array.from({ length: 20 }, (_, index) => `Category ${index}`).join(',');
    expect(reasons(await recommendations(`?categories=${encodeURIComponent(twenty)}`))).toEqual(['interests']);
    const padded = `${'y'.repeat(100)},`.repeat(4) + 'z'.repeat(96);
    expect(padded).toHaveLength(500);
    expect(reasons(await recommendations(`?categories=${padded}`))).toEqual(['trending']);
  });
});

describe('shop.recommendations over tRPC', () => {
  it('answers as the REST path does, and without any input', async () => {
    const current = await createProduct({ category: 'Europe', createdAt: daysAgo(3) });
    const sibling = await createProduct({ category: 'Europe', createdAt: daysAgo(2) });
    const caller = await callerFor(null);

    const items = await caller.shop.recommendations({ productId: current.id, categories: 'Europe' });
    expect(items.map((item) => [item.id, item.reason, item.label])).toEqual([[sibling.id, 'similar', 'Similar style']]);
    expect(ids(await caller.shop.recommendations())).toEqual([sibling.id, current.id]);
    await expect(caller.shop.recommendations({ productId: 'x' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
