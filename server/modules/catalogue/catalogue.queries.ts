import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type AliasableExpression, type Expression, type InferResult, type Selectable, type SqlBool } from 'kysely';
import type { ProductSort } from '../../../src/catalogue-options.ts';
import { TOTAL_CAP, type Category, type Product, type ProductListQuery, type ProductPage } from '../../../src/catalogue.ts';
import { compileOnce, expressionsFor, likeContaining, runCompiled, shopSql, type Columns } from '../common/index.ts';
import { knownTotal, rememberTotal, totalKey } from './catalogue-totals.ts';
import { decodeCursor, encodeCursor, type CursorPosition } from './product-cursor.ts';
import { catalogueSql } from './tables.ts';

/**
 * Hot catalogue reads: one SQL statement each, rows mapped straight to the wire shape
 * (DESIGN.md section 6: entity hydration costs about two thirds of the throughput here).
 */

/** The catalogue's statements read products as `p` and category listings as `l`; these expressions are built once. */
const p = expressionsFor({ p: 'products', l: 'category_listings' });

/** Exported, with the row mapping, for the cart's joined reads and the benchmark's floor (bench/floor.ts). */
export const PRODUCT_COLUMNS = [
  'p.id',
  'p.title',
  'p.description',
  'p.price',
  'p.price_range',
  'p.image_url',
  'p.mockup_images',
  'p.category',
  'p.created_at',
  'p.in_stock',
  'p.inventory',
  'p.featured',
  'p.dimensions',
  'p.tags',
  'p.variants',
] as const;

type Unaliased<Column> = Column extends `p.${infer Name}` ? Name : never;
export type ProductRow = Pick<Selectable<Columns<'products'>>, Unaliased<(typeof PRODUCT_COLUMNS)[number]>>;

export const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  title: row.title,
  description: row.description,
  price: row.price,
  priceRange: row.price_range,
  imageUrl: row.image_url,
  mockupImages: row.mockup_images,
  category: row.category,
  createdAt: new Date(row.created_at).toISOString(),
  inStock: row.in_stock,
  inventory: row.inventory,
  featured: row.featured,
  dimensions: row.dimensions,
  tags: row.tags,
  // The column is never SQL null, but the jsonb value null reads as null: then the product has no sizes.
  variants: row.variants ?? [],
});

interface SortOrder {
  /** What the rows are ordered by, before the id that breaks ties. */
  column: Expression<unknown>;
  /** The column as text that casts back exactly, for the cursor. */
  key: AliasableExpression<string>;
  /** The cursor's key cast back to the column's type. */
  bound: (key: string) => Expression<unknown>;
  direction: 'asc' | 'desc';
  /** The id that breaks ties, from the same table as the column. */
  id: Expression<number>;
}

/** The columns a page is ordered by: the product's own, or its category listing's (category-listing.entity.ts). */
interface SortColumns {
  createdAt: Expression<Date | string>;
  sortPrice: Expression<string>;
  name: AliasableExpression<string>;
  id: Expression<number>;
}

const PRODUCT_SORT_COLUMNS: SortColumns = {
  createdAt: p.ref('p.created_at'),
  sortPrice: p.ref('p.sort_price'),
  name: p.fn<string>('lower', ['p.title']),
  id: p.ref('p.id'),
};
const LISTING_SORT_COLUMNS: SortColumns = {
  createdAt: p.ref('l.created_at'),
  sortPrice: p.ref('l.sort_price'),
  name: p.ref('l.name_key'),
  id: p.ref('l.product_id'),
};

/**
 * Each order has a btree index on (column, id) (product.entity.ts), and on (category, column, id)
 * for a category's listings, read forwards or backwards, so a page costs a short index scan however
 * deep it is. created_at travels in epoch microseconds: PostgreSQL keeps microseconds that a JS Date
 * would drop, and the cursor would then skip rows.
 */
function sortOrder(sort: ProductSort, { createdAt, sortPrice, name, id }: SortColumns): SortOrder {
  const price = { column: sortPrice, key: p.cast<string>(sortPrice, 'text'), bound: (key: string) => p.cast(p.val(key), 'numeric'), id };
  switch (sort) {
    case 'newest':
      return {
        column: createdAt,
        // Kysely has no builder for extract(... from ...) or a typed interval literal.
        key: sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text`,
        bound: (key) => sql`timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond'`,
        direction: 'desc',
        id,
      };
    case 'price_asc':
      return { ...price, direction: 'asc' };
    case 'price_desc':
      return { ...price, direction: 'desc' };
    case 'name':
      return { column: name, key: name, bound: (key) => p.cast(p.val(key), 'text'), direction: 'asc', id };
  }
}

/**
 * A search matches title or description, case-insensitively, as a substring: the lowered pattern
 * against the lowered search_text column (product.entity.ts), which its trigram index answers.
 * PostgreSQL's ILIKE lowers both sides the same way.
 */
const searchMatches = (pattern: string) => p('p.search_text', 'like', p.fn<string>('lower', [p.val(pattern)]));

/**
 * The products a page or count reads: with a category, through its listings (own category or a
 * linked one, one row each), whose indexes give a category's page in any order; else the products.
 * The listing's columns are reached through expressions (`p`), which the join below brings in.
 */
const productsListedIn = (category: boolean) =>
  shopSql.selectFrom('products as p').$if(category, (query) => query.innerJoin('category_listings as l', 'l.product_id', 'p.id'));

/** What a page statement's SQL depends on; everything else is a parameter. */
interface PageShape {
  sort: ProductSort;
  search: boolean;
  category: boolean;
  after: boolean;
  /** Whether it counts the matches too; when the total is known for the revision it reads, it need not. */
  counted: boolean;
}

/** Which products match: the search, and the category through its listings, where given. */
function matching(pattern: string | null, category: string | null): Expression<SqlBool> {
  // Products the print provider deleted stay for their orders, out of the shop.
  const clauses: Expression<SqlBool>[] = [p('p.hidden', '=', false)];
  if (category !== null) clauses.push(p('l.category', '=', category));
  if (pattern !== null) clauses.push(searchMatches(pattern));
  return p.and(clauses);
}

/**
 * How many products match, counted up to TOTAL_CAP + 1 and no further (exact up to the cap), so a
 * count costs a bounded read however many match. It reads the products too (hidden ones are not
 * counted); a count is kept per catalogue revision (catalogue-totals.ts), so a page seldom pays it.
 */
function cappedCount(pattern: string | null, category: string | null) {
  const match = sql<number>`1`.as('match');
  const matches = productsListedIn(category !== null).where(matching(pattern, category)).select(match).limit(TOTAL_CAP + 1).as('matches');
  return shopSql.selectFrom(matches).select(p.cast<number>(p.fn.countAll(), 'integer').as('total'));
}

/** The catalogue's revision, read in the same statement (snapshot) as what it vouches for. */
const revision = shopSql.selectFrom('catalogue_revisions').select('revision');

/**
 * One statement for a page: limit + 1 rows (the extra one tells whether a next page exists), the
 * catalogue's revision and, unless the total is known, the capped count of the matches, each an
 * uncorrelated subquery that PostgreSQL runs once.
 */
const pageStatement = (shape: PageShape) =>
  compileOnce(
    ['limit', ...(shape.search ? ['pattern' as const] : []), ...(shape.category ? ['category' as const] : []), ...(shape.after ? ['key' as const, 'id' as const] : [])],
    (parameter) => {
      const order = sortOrder(shape.sort, shape.category ? LISTING_SORT_COLUMNS : PRODUCT_SORT_COLUMNS);
      const pattern = shape.search ? parameter<string>('pattern') : null;
      const category = shape.category ? parameter<string>('category') : null;
      const conditions = [matching(pattern, category)];
      if (shape.after) {
        const after = p.tuple(order.bound(parameter('key')), p.val(parameter<number>('id')));
        conditions.push(p(p.tuple(order.column, order.id), order.direction === 'asc' ? '>' : '<', after));
      }
      const limit = parameter<number>('limit');
      const ordered = <Query extends { orderBy: (expression: Expression<unknown>, direction: 'asc' | 'desc') => Query }>(query: Query) =>
        query.orderBy(order.column, order.direction).orderBy(order.id, order.direction);
      // A search without a category picks the page's ids in the sort index, which holds search_text
      // (product.entity.ts): PostgreSQL checks the search on index entries and reads only the rows shown.
      const where =
        shape.search && !shape.category
          ? p('p.id', 'in', ordered(shopSql.selectFrom('products as p').where(p.and(conditions)).select('p.id')).limit(limit))
          : p.and(conditions);
      return ordered(
        productsListedIn(shape.category)
          .where(where)
          .select(PRODUCT_COLUMNS)
          .select([
            order.key.as('cursor_key'),
            shape.counted ? cappedCount(pattern, category).as('total') : sql<number | null>`null`.as('total'),
            revision.as('revision'),
          ]),
      ).limit(limit);
    },
  );

/** A page's SQL is built and compiled once per shape (at most 64), then only its values change. */
const pageStatements = new Map<string, ReturnType<typeof pageStatement>>();

/** The statement for a page; exported for the benchmark's floor (bench/floor.ts), which runs it through bare pg. */
export function productPageQuery(query: ProductListQuery, after: CursorPosition | null, counted: boolean) {
  const shape: PageShape = { sort: query.sort, search: Boolean(query.search), category: Boolean(query.category), after: after !== null, counted };
  const key = `${shape.sort} ${shape.search} ${shape.category} ${shape.after} ${shape.counted}`;
  let statement = pageStatements.get(key);
  if (!statement) pageStatements.set(key, (statement = pageStatement(shape)));
  return statement({
    limit: query.limit + 1,
    pattern: query.search ? likeContaining(query.search) : null,
    category: query.category ?? null,
    key: after?.key ?? null,
    id: after?.id ?? null,
  });
}

/** Every column a product's answer reads; exported for the catalogue's files (catalogue-files.ts). */
export const productColumns = shopSql.selectFrom('products as p').select(PRODUCT_COLUMNS);

export type PageRow = InferResult<ReturnType<typeof productPageQuery>>[number];

export async function listProducts(em: EntityManager, query: ProductListQuery): Promise<ProductPage> {
  const after = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const key = totalKey(query);
  const known = knownTotal(key);
  const rows = await runCompiled(em, productPageQuery(query, after, !known));
  const first = rows[0];
  let count: number;
  if (!first) {
    // No rows and no cursor means nothing matches at all; past the last page the count takes a query of its own.
    count = after ? await countProducts(em, query, key) : 0;
  } else if (first.total !== null) {
    count = first.total;
    rememberTotal(key, count, first.revision);
  } else {
    count = known && first.revision === known.revision ? known.count : await countProducts(em, query, key);
  }
  return pageFromRows(rows, query, count);
}

/** The page in the rows of productPageQuery (the extra row only says that there is a next page) and the capped count. */
export function pageFromRows(rows: readonly PageRow[], query: ProductListQuery, count: number): ProductPage {
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const hasMore = rows.length > query.limit && last;
  return {
    items: items.map(toProduct),
    nextCursor: hasMore ? encodeCursor(query.sort, { key: last.cursor_key, id: last.id }) : null,
    // Past TOTAL_CAP the count says so (totalCapped) and stops at the cap; up to it, it is exact.
    ...(count > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: count }),
  };
}

/** Counts the matches with the revision they were counted at, and keeps the count. */
async function countProducts(em: EntityManager, query: ProductListQuery, key: string): Promise<number> {
  const counting = shopSql
    .selectNoFrom([cappedCount(query.search ? likeContaining(query.search) : null, query.category ?? null).as('total'), revision.as('revision')]);
  const { rows } = await catalogueSql(em).executeQuery(counting);
  const count = rows[0]?.total ?? 0;
  rememberTotal(key, count, rows[0]?.revision ?? null);
  return count;
}

/** The statement of findProduct; exported for the benchmark's floor. */
export const productByIdQuery = compileOnce(['id'], (parameter) =>
  productColumns.where('p.id', '=', parameter<number>('id')).where('p.hidden', '=', false),
);

export async function findProduct(em: EntityManager, id: number): Promise<Product | null> {
  const [row] = await runCompiled(em, productByIdQuery({ id }));
  return row ? toProduct(row) : null;
}

const hiddenQuery = compileOnce(['id'], (parameter) =>
  shopSql.selectFrom('products').select('id').where('id', '=', parameter<number>('id')).where('hidden', '=', true),
);

/** Whether the product exists but is out of the shop (deleted at the print provider): its page is gone, not unknown. */
export async function isHiddenProduct(em: EntityManager, id: number): Promise<boolean> {
  return (await runCompiled(em, hiddenQuery({ id }))).length > 0;
}

const categoriesQuery = shopSql.selectFrom('categories').select(['id', 'name', 'description', 'image_url']).orderBy('id').compile();

export async function listCategories(em: EntityManager): Promise<Category[]> {
  const rows = await runCompiled(em, categoriesQuery);
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description, imageUrl: row.image_url }));
}
