import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductSort } from '../../../src/catalogue-options.ts';
import { TOTAL_CAP } from '../../../src/catalogue.ts';
import type { App } from '../../app.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { callerFor, createProduct, testApp } from '../../test/helpers.ts';
import { productPageQuery } from './catalogue.queries.ts';
import { CategorySchema } from './category.entity.ts';
import { ProductCategorySchema } from './product-category.entity.ts';
import { ProductSchema } from './product.entity.ts';

beforeEach(resetDatabase);

const execute = async (sql: string, values: unknown[] = []) => (await testOrm()).em.getConnection().execute(sql, values);

/** The titles a category lists, in one sort order, as a shopper gets them. */
async function listed(category: string, sort: ProductSort = 'name') {
  const page = await (await callerFor(null)).shop.products.list({ category, sort, limit: 100 });
  return { titles: page.items.map((product) => product.title), total: page.total };
}

describe('category listings', () => {
  it('follow every write that changes what a category lists or how it sorts', async () => {
    const dune = await createProduct({ title: 'Dune', category: 'Desert', price: '80.00', variants: [] });
    const canal = await createProduct({ title: 'Canal', category: 'Europe', price: '60.00', variants: [] });
    expect(await listed('Desert')).toEqual({ titles: ['Dune'], total: 1 });

    // A link lists the product under the linked category as well as its own.
    const em = (await testOrm()).em.fork();
    const europe = em.create(CategorySchema, { name: 'Europe' });
    em.create(ProductCategorySchema, { product: dune.id, category: europe });
    await em.flush();
    expect(await listed('Europe')).toEqual({ titles: ['Canal', 'Dune'], total: 2 });

    // A change of title, price or date re-sorts the product in every category it is listed in.
    await execute(`update products set title = 'Amber Dune', price = 50 where id = ?`, [dune.id]);
    expect((await listed('Europe')).titles).toEqual(['Amber Dune', 'Canal']);
    expect((await listed('Europe', 'price_desc')).titles).toEqual(['Canal', 'Amber Dune']);
    await execute(`update products set created_at = now() + interval '1 day' where id = ?`, [canal.id]);
    expect((await listed('Europe', 'newest')).titles).toEqual(['Canal', 'Amber Dune']);

    // A renamed category lists its linked products under the new name; an own category keeps its name.
    await execute(`update categories set name = 'Old World' where id = ?`, [europe.id]);
    expect(await listed('Old World')).toEqual({ titles: ['Amber Dune'], total: 1 });
    expect(await listed('Europe')).toEqual({ titles: ['Canal'], total: 1 });

    // Moving a product to another category of its own, unlinking it, deleting a category or the product.
    const entity = await em.findOneOrFail(ProductSchema, dune.id);
    entity.category = 'Sand';
    await em.flush();
    expect((await listed('Desert')).titles).toEqual([]);
    expect((await listed('Sand')).titles).toEqual(['Amber Dune']);
    await execute('delete from product_categories where product_id = ?', [dune.id]);
    expect((await listed('Old World')).titles).toEqual([]);
    em.create(ProductCategorySchema, { product: canal.id, category: europe.id });
    await em.flush();
    expect((await listed('Old World')).titles).toEqual(['Canal']);
    await execute('delete from categories where id = ?', [europe.id]);
    expect((await listed('Old World')).titles).toEqual([]);
    expect((await listed('Europe')).titles).toEqual(['Canal']);
    await execute('delete from products where id = ?', [canal.id]);
    expect((await listed('Europe')).titles).toEqual([]);
  });

  it('are left alone by a stock change', async () => {
    const product = await createProduct({ category: 'Europe' });
    const before = await execute(`select xmin::text as version from category_listings where product_id = ?`, [product.id]);
    await execute('update products set inventory = inventory - 1, reserved = 1 where id = ?', [product.id]);
    expect(await execute(`select xmin::text as version from category_listings where product_id = ?`, [product.id])).toEqual(before);
  });
});

describe('totals known for a catalogue revision', () => {
  const revision = async () => (await execute('select revision from catalogue_revisions'))[0]?.revision as string | undefined;
  const total = async (input: { search?: string; category?: string }) => (await (await callerFor(null)).shop.products.list(input)).total;

  it('are counted again after any write that can change them, and only then', async () => {
    const quiet = await createProduct({ title: 'Quiet Harbour', category: 'Europe' });
    expect(await total({ search: 'harbour' })).toBe(1);
    expect(await total({ search: 'harbour' })).toBe(1);

    await createProduct({ title: 'Harbour Lights' });
    expect(await total({ search: 'harbour' })).toBe(2);
    await execute(`update products set description = 'By the harbour.' where title <> 'Quiet Harbour' and title <> 'Harbour Lights'`);
    expect(await total({ search: 'harbour' })).toBe(2);
    const desert = await createProduct({ title: 'Desert', category: 'Abstract' });
    await execute(`update products set description = 'Far from the harbour.' where id = ?`, [desert.id]);
    expect(await total({ search: 'harbour' })).toBe(3);
    await execute(`update products set title = 'Quiet Bay' where id = ?`, [quiet.id]);
    expect(await total({ search: 'harbour' })).toBe(2);

    expect(await total({ category: 'Europe' })).toBe(1);
    const em = (await testOrm()).em.fork();
    const europe = em.create(CategorySchema, { name: 'Europe' });
    em.create(ProductCategorySchema, { product: desert.id, category: europe });
    await em.flush();
    expect(await total({ category: 'Europe' })).toBe(2);
    await execute(`update categories set name = 'Old World' where id = ?`, [europe.id]);
    expect(await total({ category: 'Europe' })).toBe(1);
    await execute('delete from products where id = ?', [quiet.id]);
    expect(await total({ category: 'Europe' })).toBe(0);

    // Stock and pictures change no match: the revision stays, and the total with it.
    const before = await revision();
    await execute(`update products set inventory = 3, reserved = 1, image_url = '/a.svg' where id = ?`, [desert.id]);
    expect(await revision()).toBe(before);
    // A price, the sizes and the palette move the price, shape, width and colour filters.
    for (const change of [`price = 99`, `variants = '[]'`, `palette = '[{"hex": "#2b4c7e", "share": 1}]'`]) {
      const earlier = await revision();
      await execute(`update products set ${change} where id = ?`, [desert.id]);
      expect(await revision()).not.toBe(earlier);
    }
  });
});

describe('the count of a large catalogue', () => {
  /** Products written by set-based SQL: thousands through the ORM would take the test's whole time budget. */
  async function insertProducts(count: number, title: string, category: string) {
    await execute(
      `insert into products (title, description, price, category) select ? || ' ' || i, 'A print.', 40, ? from generate_series(1, ?) as i`,
      [title, category, count],
    );
  }

  let app: App;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('stops at the cap and says so, over tRPC and in the REST headers; up to the cap it is exact', async () => {
    await insertProducts(TOTAL_CAP, 'Harbour', 'Europe');
    const caller = await callerFor(null);
    expect(await caller.shop.products.list({ search: 'harbour', limit: 1 })).toMatchObject({ total: TOTAL_CAP });
    expect(await caller.shop.products.list({ search: 'harbour', limit: 1 })).not.toHaveProperty('totalCapped');
    const exact = await app.inject({ method: 'GET', url: '/api/products?category=Europe&limit=1' });
    expect(exact.headers['x-total-count']).toBe(String(TOTAL_CAP));
    expect(exact.headers['x-total-count-capped']).toBeUndefined();

    await insertProducts(1, 'Harbour extra', 'Europe');
    for (const input of [{}, { search: 'harbour' }, { category: 'Europe' }, { category: 'Europe', search: 'HARBOUR', sort: 'price_asc' as const }]) {
      const page = await caller.shop.products.list({ ...input, limit: 2 });
      expect(page).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
      expect(page.items).toHaveLength(2);
    }
    const capped = await app.inject({ method: 'GET', url: '/api/products?category=Europe&limit=1' });
    expect(capped.statusCode).toBe(200);
    expect(capped.headers['x-total-count']).toBe(String(TOTAL_CAP));
    expect(capped.headers['x-total-count-capped']).toBe('true');
  });
});

describe("a search's page", () => {
  /** The plan's nodes, depth first, as PostgreSQL's JSON explain gives them. */
  type PlanNode = { 'Node Type': string; 'Index Name'?: string; Filter?: string; Plans?: PlanNode[] };
  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

  /** The plan of a search's page in `sort` and `locale`, with a colour where given, with a large catalogue's choices forced (see below). */
  async function searchPlan(sort: ProductSort, { locale, tier, color }: { locale?: 'de'; tier?: 'title' | 'elsewhere'; color?: string } = {}) {
    await createProduct({ title: 'Misty Lagoon', price: '80.00' });
    // Index-only scans need the visibility map, which a live catalogue's vacuum keeps.
    await execute('vacuum analyze products');
    // A relevance page's walks are walks of the newest index, each of its tier.
    const walk = tier ? { sort: 'newest' as const, tier, limit: 25 } : undefined;
    const { sql, parameters } = productPageQuery({ sort, search: 'misty lagoon', color, limit: 24 }, null, false, locale, walk);
    const em = (await testOrm()).em.fork();
    const [row] = await em.transactional(async (tx) => {
      const run = (statement: string, values: unknown[] = []) =>
        tx.getConnection().execute(statement, values, 'all', tx.getTransactionContext());
      // A table of one row is cheaper to read whole; the plan of a large catalogue walks the sort index.
      await run('set local enable_seqscan = off');
      await run('set local enable_bitmapscan = off');
      return run(`explain (format json) ${sql.replace(/\$\d+/g, '?')}`, [...parameters]);
    });
    return (row as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan;
  }
  const INDEX = { newest: 'products_created_at_id_index', price_asc: 'products_sort_price_id_index', price_desc: 'products_sort_price_id_index', name: 'products_name_sort_index' };

  it.each(['newest', 'price_asc', 'price_desc', 'name'] as const)('picks its ids in the %s index alone, reading no product row', async (sort) => {
    const plan = await searchPlan(sort);
    // Where the search is checked, it is checked on index entries: no product row is read to reject it.
    const searches = nodes(plan).filter((node) => node.Filter?.includes('search_text'));
    expect(searches.map((node) => [node['Node Type'], node['Index Name']])).toEqual([['Index Only Scan', INDEX[sort]]]);
  });

  it.each(['title', 'elsewhere'] as const)('by relevance, picks the ids of the part where the %s holds the search in the newest index alone', async (tier) => {
    const plan = await searchPlan('relevance', { tier });
    const searches = nodes(plan).filter((node) => node.Filter?.includes('search_text'));
    expect(searches.map((node) => [node['Node Type'], node['Index Name']])).toEqual([['Index Only Scan', INDEX.newest]]);
    expect(searches[0]!.Filter).toMatch(/split_part\(search_text/);
  });

  it.each(['newest', 'price_asc'] as const)('with a colour, walks the %s index for the search and asks the colour only of what the walk found', async (sort) => {
    const plan = await searchPlan(sort, { color: '2e4a7a' });
    // With the colour's probe in the walk's own filter, PostgreSQL charged it to every entry the walk
    // might pass and read every match through the trigram index instead; past the fence it asks the
    // colour of the entries found, up to the page's last.
    const searches = nodes(plan).filter((node) => node.Filter?.includes('search_text'));
    expect(searches.map((node) => [node['Node Type'], node['Index Name']])).toEqual([['Index Only Scan', INDEX[sort]]]);
    expect(searches[0]!.Filter).not.toMatch(/SubPlan/);
    const asked = nodes(plan).filter((node) => node.Filter?.includes('EXISTS'));
    expect(asked.map((node) => node['Node Type'])).toEqual(['Subquery Scan']);
    expect(nodes(asked[0]!).map((node) => node['Index Name'])).toContain(INDEX[sort]);
  });

  it.each(['newest', 'name'] as const)('in German, picks its ids in the %s index of German alone, checking the German matches read once', async (sort) => {
    const plan = await searchPlan(sort, { locale: 'de' });
    const index = sort === 'name' ? 'products_name_de_index' : INDEX[sort];
    // The walk of the products' sort index checks each entry against the English text and the German
    // matches (a hashed subplan), on index entries alone. How the 24 rows shown are then fetched (by id,
    // or along the same index: on a test's few rows the planner's costs tie) is not the point.
    const walks = nodes(plan).filter((node) => node['Index Name']?.startsWith('products_') && node.Filter?.includes('search_text'));
    expect(walks.map((node) => [node['Node Type'], node['Index Name']])).toEqual([['Index Only Scan', index]]);
    expect(walks[0]!.Filter).toMatch(/search_text.*hashed SubPlan/s);
  });
});
