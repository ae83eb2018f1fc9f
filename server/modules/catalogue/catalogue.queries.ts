import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type AliasableExpression, type Expression, type InferResult, type Selectable, type SqlBool } from 'kysely';
import type { Category, Product, ProductListQuery, ProductPage, ProductSort } from '../../../src/catalogue.ts';
import { compileOnce, expressionsFor, runCompiled, shopSql, sqlOf, type Columns } from '../common/typed-sql.ts';
import { decodeCursor, encodeCursor, type CursorPosition } from './product-cursor.ts';

/**
 * Hot catalogue reads: one SQL statement each, rows mapped straight to the wire shape
 * (DESIGN.md section 6: entity hydration costs about two thirds of the throughput here).
 */

/** The catalogue's statements read products as `p`; these expressions are built once. */
const p = expressionsFor({ p: 'products' });

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
}

const createdAt = p.ref('p.created_at');
const sortPrice = p.ref('p.sort_price');
const lowerTitle = p.fn<string>('lower', ['p.title']);

/**
 * Each order has a btree index on (column, id) (product.entity.ts), read forwards or backwards, so
 * a page costs a short index scan however deep it is. created_at travels in epoch microseconds:
 * PostgreSQL keeps microseconds that a JS Date would drop, and the cursor would then skip rows.
 */
const SORT_ORDERS: Record<ProductSort, SortOrder> = {
  newest: {
    column: createdAt,
    // Kysely has no builder for extract(... from ...) or a typed interval literal.
    key: sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text`,
    bound: (key) => sql`timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond'`,
    direction: 'desc',
  },
  price_asc: { column: sortPrice, key: p.cast<string>(sortPrice, 'text'), bound: (key) => p.cast(p.val(key), 'numeric'), direction: 'asc' },
  price_desc: { column: sortPrice, key: p.cast<string>(sortPrice, 'text'), bound: (key) => p.cast(p.val(key), 'numeric'), direction: 'desc' },
  name: { column: lowerTitle, key: lowerTitle, bound: (key) => p.cast(p.val(key), 'text'), direction: 'asc' },
};

/** LIKE treats % and _ as wildcards and \ as their escape; a shopper's search means them literally. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Products linked to a category by name, through product_categories. */
const linkedProducts = p
  .selectFrom('product_categories as pc')
  .innerJoin('categories as c', 'c.id', 'pc.category_id')
  .select('pc.product_id');

/**
 * Which products match: a LIKE pattern on title or description (answered by the trigram
 * indexes), and a category, the product's own column or any category it is linked to.
 */
function matching(pattern: string | null, category: string | null): Expression<SqlBool> {
  // Products the print provider deleted stay for their orders, out of the shop.
  const clauses: Expression<SqlBool>[] = [p('p.hidden', '=', false)];
  if (pattern !== null) clauses.push(p.or([p('p.title', 'ilike', pattern), p('p.description', 'ilike', pattern)]));
  if (category !== null) {
    clauses.push(p.or([p('p.category', '=', category), p('p.id', 'in', linkedProducts.where('c.name', '=', category))]));
  }
  return p.and(clauses);
}

const productColumns = shopSql.selectFrom('products as p').select(PRODUCT_COLUMNS);
const countOfProducts = shopSql.selectFrom('products as p').select(p.cast<number>(p.fn.countAll(), 'integer').as('total'));

/** What a page statement's SQL depends on; everything else is a parameter. */
interface PageShape {
  sort: ProductSort;
  search: boolean;
  category: boolean;
  after: boolean;
}

/**
 * One statement for a page: limit + 1 rows (the extra one tells whether a next page exists) and,
 * as an uncorrelated subquery PostgreSQL runs once, the count of every match.
 */
const pageStatement = (shape: PageShape) =>
  compileOnce(
    ['limit', ...(shape.search ? ['pattern' as const] : []), ...(shape.category ? ['category' as const] : []), ...(shape.after ? ['key' as const, 'id' as const] : [])],
    (parameter) => {
      const order = SORT_ORDERS[shape.sort];
      const match = matching(shape.search ? parameter('pattern') : null, shape.category ? parameter('category') : null);
      const page = productColumns
        .select([order.key.as('cursor_key'), countOfProducts.where(match).as('total')])
        .where(match)
        .orderBy(order.column, order.direction)
        .orderBy('p.id', order.direction)
        .limit(parameter<number>('limit'));
      if (!shape.after) return page;
      const after = p.tuple(order.bound(parameter('key')), p.val(parameter<number>('id')));
      return page.where(p(p.tuple(order.column, p.ref('p.id')), order.direction === 'asc' ? '>' : '<', after));
    },
  );

/** A page's SQL is built and compiled once per shape (at most 32), then only its values change. */
const pageStatements = new Map<string, ReturnType<typeof pageStatement>>();

/** The statement for a page; exported for the benchmark's floor (bench/floor.ts), which runs it through bare pg. */
export function productPageQuery(query: ProductListQuery, after: CursorPosition | null) {
  const shape: PageShape = { sort: query.sort, search: Boolean(query.search), category: Boolean(query.category), after: after !== null };
  const key = `${shape.sort} ${shape.search} ${shape.category} ${shape.after}`;
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

export type PageRow = InferResult<ReturnType<typeof productPageQuery>>[number];

export async function listProducts(em: EntityManager, query: ProductListQuery): Promise<ProductPage> {
  const after = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const rows = await runCompiled(em, productPageQuery(query, after));
  const page = pageFromRows(rows, query);
  // No rows and no cursor means nothing matches at all; past the last page the count takes a query of its own.
  return rows.length === 0 && after ? { ...page, total: await countProducts(em, query) } : page;
}

/** The page in the rows of productPageQuery: the extra row only says that there is a next page. */
export function pageFromRows(rows: readonly PageRow[], query: ProductListQuery): ProductPage {
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const hasMore = rows.length > query.limit && last;
  return {
    items: items.map(toProduct),
    nextCursor: hasMore ? encodeCursor(query.sort, { key: last.cursor_key, id: last.id }) : null,
    total: rows[0]?.total ?? 0,
  };
}

async function countProducts(em: EntityManager, query: ProductListQuery): Promise<number> {
  const match = matching(query.search ? likeContaining(query.search) : null, query.category ?? null);
  const { rows } = await sqlOf(em).executeQuery(countOfProducts.where(match));
  return rows[0]?.total ?? 0;
}

/** The statement of findProduct; exported for the benchmark's floor. */
export const productByIdQuery = compileOnce(['id'], (parameter) =>
  productColumns.where('p.id', '=', parameter<number>('id')).where('p.hidden', '=', false),
);

export async function findProduct(em: EntityManager, id: number): Promise<Product | null> {
  const [row] = await runCompiled(em, productByIdQuery({ id }));
  return row ? toProduct(row) : null;
}

const categoriesQuery = shopSql.selectFrom('categories').select(['id', 'name', 'description', 'image_url']).orderBy('id').compile();

export async function listCategories(em: EntityManager): Promise<Category[]> {
  const rows = await runCompiled(em, categoriesQuery);
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description, imageUrl: row.image_url }));
}
