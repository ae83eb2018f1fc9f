import type { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { CategorySchema } from '../modules/catalogue/category.entity.ts';
import { ProductCategorySchema } from '../modules/catalogue/product-category.entity.ts';
import { ProductSchema } from '../modules/catalogue/product.entity.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { ADMIN_EMAIL, callerFor, createProduct, createUser, SUPPORT_STAFF_EMAIL } from '../test/helpers.ts';
import { publicMessage } from './errors.ts';

beforeEach(resetDatabase);

describe('procedure kinds', () => {
  it('staffProcedure: 401 for nobody, 403 for a customer, the figures for an admin', async () => {
    await createProduct();
    const visitor = await callerFor(null);
    await expect(visitor.admin.stats()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const customer = await callerFor(await createUser());
    await expect(customer.admin.stats()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'This area is for shop staff only.',
    });

    // The admin list is matched without regard to letter case.
    const admin = await callerFor(await createUser({ email: ADMIN_EMAIL }));
    expect(await admin.admin.stats()).toEqual({ products: 1, customers: 2, orders: 0 });
  });

  it('a session whose user was deleted counts as nobody', async () => {
    const user = await createUser();
    const caller = await callerFor(user);
    const { em } = await testOrm();
    await em.getConnection().execute('delete from users where id = ?', [user.id]);
    expect(await caller.auth.me()).toBeNull();
    await expect(caller.admin.stats()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('auth.me tells a visitor from a customer from support staff from an admin', async () => {
    expect(await (await callerFor(null)).auth.me()).toBeNull();
    const customer = await createUser({ firstName: 'Grace', profileImageUrl: '/me.png' });
    expect(await (await callerFor(customer)).auth.me()).toMatchObject({
      id: customer.id,
      firstName: 'Grace',
      profileImageUrl: '/me.png',
      isAdmin: false,
      staffRole: null,
    });
    const support = await createUser({ email: SUPPORT_STAFF_EMAIL.toUpperCase() });
    expect(await (await callerFor(support)).auth.me()).toMatchObject({ isAdmin: false, staffRole: 'support' });
    const admin = await createUser({ email: ADMIN_EMAIL });
    expect(await (await callerFor(admin)).auth.me()).toMatchObject({ isAdmin: true, staffRole: 'admin' });
  });
});

describe('shop procedures', () => {
  it('list newest first, filter by category, and find one product', async () => {
    const older = await createProduct({ title: 'Older', category: 'Europe', createdAt: new Date('2026-01-01') });
    const newer = await createProduct({ title: 'Newer', category: 'Abstract', createdAt: new Date('2026-02-01') });
    const caller = await callerFor(null);

    expect(titles(await caller.shop.products.list())).toEqual(['Newer', 'Older']);
    expect((await caller.shop.products.list({ category: 'Europe' })).items.map((p) => p.id)).toEqual([older.id]);
    expect(await caller.shop.products.list({ category: 'Nowhere' })).toEqual({ items: [], nextCursor: null, total: 0 });
    expect(await caller.shop.products.byId({ id: newer.id })).toMatchObject({ title: 'Newer', price: '120.00' });
  });

  it('refuse a missing product and malformed input with a message', async () => {
    const caller = await callerFor(null);
    await expect(caller.shop.products.byId({ id: 999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product not found',
    });
    await expect(caller.shop.products.byId({ id: 'abc' as unknown as number })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.shop.products.list({ category: '', extra: 1 } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

const titles = (page: { items: { title: string }[] }) => page.items.map((p) => p.title);

const variant = (id: string, price: string) => ({
  id,
  size: id,
  price,
  isDefault: false,
  mockupImages: [],
  dimensions: null,
});

/** Every page of a listing, following nextCursor; fails if the total changes along the way. */
async function allPages(input: { sort?: 'newest' | 'price_asc' | 'price_desc' | 'name'; limit: number; search?: string }) {
  const caller = await callerFor(null);
  const ids: number[] = [];
  let cursor: string | undefined;
  let pages = 0;
  let total: number | undefined;
  do {
    const page = await caller.shop.products.list({ ...input, cursor });
    expect(page.items.length).toBeLessThanOrEqual(input.limit);
    total ??= page.total;
    expect(page.total).toBe(total);
    ids.push(...page.items.map((p) => p.id));
    cursor = page.nextCursor ?? undefined;
    pages += 1;
  } while (cursor && pages < 50);
  return { ids, pages, total };
}

describe('shop.products.list', () => {
  it('searches title and description, case-insensitively, for a substring', async () => {
    await createProduct({ title: 'Harbour Lights at Dawn', description: 'Boats asleep.' });
    await createProduct({ title: 'Night Ferry', description: 'Crossing the HARBOUR under a full moon.' });
    await createProduct({ title: 'Desert Bloom', description: null });
    const caller = await callerFor(null);

    const harbour = await caller.shop.products.list({ search: 'harbOUR' });
    expect(titles(harbour).sort()).toEqual(['Harbour Lights at Dawn', 'Night Ferry']);
    expect(harbour.total).toBe(2);
    expect(titles(await caller.shop.products.list({ search: '  rt Blo  ' }))).toEqual(['Desert Bloom']);
    expect((await caller.shop.products.list({ search: 'nowhere to be found' })).total).toBe(0);
    // An empty search is no search.
    expect((await caller.shop.products.list({ search: '   ' })).total).toBe(3);
  });

  it('takes % and _ in a search literally', async () => {
    await createProduct({ title: '100% Linen Sky' });
    await createProduct({ title: 'Snake_Case River' });
    await createProduct({ title: 'Plain Title' });
    const caller = await callerFor(null);
    expect(titles(await caller.shop.products.list({ search: '%' }))).toEqual(['100% Linen Sky']);
    expect(titles(await caller.shop.products.list({ search: 'e_c' }))).toEqual(['Snake_Case River']);
  });

  it('sorts newest first by default, by name, and by the lowest positive variant price else the price', async () => {
    // sort prices: Amber 90 (cheapest variant; the zero one is ignored), Birch 60 (no variants),
    // Cedar 95 (its only variant, above nothing), Dune 80 (only a zero variant, so the product price).
    await createProduct({
      title: 'Amber',
      price: '120.00',
      createdAt: new Date('2026-01-02'),
      variants: [variant('a', '150.00'), variant('b', '90.00'), variant('c', '0.00')],
    });
    await createProduct({ title: 'birch', price: '60.00', createdAt: new Date('2026-01-04'), variants: [] });
    await createProduct({ title: 'Cedar', price: '200.00', createdAt: new Date('2026-01-01'), variants: [variant('a', '95.00')] });
    await createProduct({ title: 'dune', price: '80.00', createdAt: new Date('2026-01-03'), variants: [variant('a', '0.00')] });
    const caller = await callerFor(null);

    expect(titles(await caller.shop.products.list())).toEqual(['birch', 'dune', 'Amber', 'Cedar']);
    expect(titles(await caller.shop.products.list({ sort: 'newest' }))).toEqual(['birch', 'dune', 'Amber', 'Cedar']);
    expect(titles(await caller.shop.products.list({ sort: 'name' }))).toEqual(['Amber', 'birch', 'Cedar', 'dune']);
    expect(titles(await caller.shop.products.list({ sort: 'price_asc' }))).toEqual(['birch', 'dune', 'Amber', 'Cedar']);
    expect(titles(await caller.shop.products.list({ sort: 'price_desc' }))).toEqual(['Cedar', 'Amber', 'dune', 'birch']);
  });

  it('keeps the sort price in step with the variants, whoever writes them', async () => {
    const product = await createProduct({ price: '120.00', variants: [variant('a', '110.00'), variant('b', '75.50')] });
    expect(product.sortPrice).toBe('75.50');

    const em = (await testOrm()).em.fork();
    const loaded = await em.findOneOrFail(ProductSchema, product.id);
    loaded.variants = [variant('a', '130.00')];
    await em.flush();
    expect(loaded.sortPrice).toBe('130.00');

    await em.getConnection().execute(`update products set variants = '[{"price": "oops"}]' where id = ?`, [product.id]);
    const [row] = await em
      .getConnection()
      .execute<{ sort_price: string }[]>('select sort_price from products where id = ?', [product.id]);
    expect(row?.sort_price).toBe('120.00');
  });

  it('combines a category with a search', async () => {
    await createProduct({ title: 'Venice Canal', category: 'Europe' });
    await createProduct({ title: 'Venice Beach', category: 'USA' });
    const linked = await createProduct({ title: 'Grand Canal at Noon', category: 'Abstract' });
    await createProduct({ title: 'Paris Rooftops', category: 'Europe' });
    const em = (await testOrm()).em.fork();
    const europe = em.create(CategorySchema, { name: 'Europe' });
    em.create(ProductCategorySchema, { product: linked.id, category: europe });
    await em.flush();
    const caller = await callerFor(null);

    const page = await caller.shop.products.list({ category: 'Europe', search: 'canal', sort: 'name' });
    expect(titles(page)).toEqual(['Grand Canal at Noon', 'Venice Canal']);
    expect(page.total).toBe(2);
    expect(titles(await caller.shop.products.list({ category: 'USA', search: 'canal' }))).toEqual([]);
  });

  it.each(['newest', 'name', 'price_asc', 'price_desc'] as const)(
    'pages by cursor through every product exactly once, ties included (%s)',
    async (sort) => {
      // Two titles, two prices and two instants a microsecond apart: every sort key is tied.
      for (let i = 0; i < 9; i += 1) {
        await createProduct({
          title: i % 2 ? 'Twin Peaks' : 'twin peaks',
          price: i % 3 ? '50.00' : '70.00',
          variants: [],
        });
      }
      const { em } = await testOrm();
      await em
        .getConnection()
        .execute(
          `update products set created_at = case when id % 2 = 0 then timestamptz '2026-05-01 10:00:00.123456+00'
             else timestamptz '2026-05-01 10:00:00.123457+00' end`,
        );
      const caller = await callerFor(null);
      const whole = (await caller.shop.products.list({ sort, limit: 100 })).items.map((p) => p.id);
      expect(whole).toHaveLength(9);

      const paged = await allPages({ sort, limit: 2 });
      expect(paged.ids).toEqual(whole);
      expect(paged.pages).toBe(5);
      expect(paged.total).toBe(9);
    },
  );

  it('pages a search too, and counts when a page comes after the last match', async () => {
    for (let i = 0; i < 5; i += 1) await createProduct({ title: `Harbour ${i}` });
    await createProduct({ title: 'Desert' });
    const paged = await allPages({ search: 'harbour', limit: 2 });
    expect(paged.ids).toHaveLength(5);
    expect(new Set(paged.ids).size).toBe(5);
    expect(paged.total).toBe(5);

    const caller = await callerFor(null);
    const first = await caller.shop.products.list({ search: 'harbour', limit: 4 });
    const { em } = await testOrm();
    await em.getConnection().execute("delete from products where title = 'Harbour 0'");
    expect(await caller.shop.products.list({ search: 'harbour', limit: 4, cursor: first.nextCursor! })).toEqual({
      items: [],
      nextCursor: null,
      total: 4,
    });
  });

  it('refuses bad input with a message', async () => {
    const caller = await callerFor(null);
    await createProduct();
    await createProduct();
    const { nextCursor } = await caller.shop.products.list({ limit: 1 });
    const nameCursor = (await caller.shop.products.list({ limit: 1, sort: 'name' })).nextCursor;
    expect(nextCursor).toEqual(expect.any(String));
    const forged = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

    const bad: [unknown, RegExp][] = [
      [{ sort: 'cheapest' }, /^sort: /],
      [{ limit: 0 }, /^limit: /],
      [{ limit: 1000 }, /^limit: /],
      [{ limit: 2.5 }, /^limit: /],
      [{ search: 'x'.repeat(101) }, /^search: /],
      [{ cursor: 'not-a-cursor' }, /^cursor: /],
      [{ cursor: nameCursor }, /^cursor: .*another sort order/],
      [{ cursor: forged(['newest', "1'; drop table products; --", 1]) }, /^cursor: /],
      [{ cursor: forged(['newest', '1', -1]) }, /^cursor: /],
      [{ color: 'blue' }, /color/],
    ];
    for (const [input, message] of bad) {
      const error = await caller.shop.products.list(input as never).then(
        () => null,
        (thrown: TRPCError) => thrown,
      );
      expect(error?.code, JSON.stringify(input)).toBe('BAD_REQUEST');
      // What a client is shown, over tRPC and REST alike.
      expect(publicMessage(error!), JSON.stringify(input)).toMatch(message);
    }
  });
});
