import type { EntityManager } from '@mikro-orm/postgresql';
import type { Category, Product, ProductListQuery, ProductPage, ProductSort, ProductVariant } from '../../../src/catalogue.ts';
import { decodeCursor, encodeCursor, type CursorPosition } from './product-cursor.ts';

/**
 * Hot catalogue reads: one SQL statement each, rows mapped straight to the wire shape
 * (DESIGN.md section 6: entity hydration costs about two thirds of the throughput here).
 */

/** Exported, with the row mapping, for the cart's joined reads and the benchmark's floor (bench/floor.ts). */
export const PRODUCT_COLUMNS = `p.id, p.title, p.description, p.price, p.price_range, p.image_url, p.mockup_images,
  p.category, p.created_at, p.in_stock, p.inventory, p.featured, p.dimensions, p.tags, p.variants`;

export interface ProductRow {
  id: number;
  title: string;
  description: string | null;
  price: string;
  price_range: string | null;
  image_url: string | null;
  mockup_images: string[] | null;
  category: string | null;
  created_at: Date;
  in_stock: boolean;
  inventory: number;
  featured: boolean;
  dimensions: string | null;
  tags: string[] | null;
  variants: ProductVariant[] | null;
}

export const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  title: row.title,
  description: row.description,
  price: row.price,
  priceRange: row.price_range,
  imageUrl: row.image_url,
  mockupImages: row.mockup_images ?? [],
  category: row.category,
  createdAt: new Date(row.created_at).toISOString(),
  inStock: row.in_stock,
  inventory: row.inventory,
  featured: row.featured,
  dimensions: row.dimensions,
  tags: row.tags ?? [],
  variants: row.variants ?? [],
});

interface SortOrder {
  /** What the rows are ordered by, before the id that breaks ties. */
  column: string;
  /** The column as text that casts back exactly, for the cursor. */
  key: string;
  /** The cursor's key cast back to the column's type. */
  bound: string;
  direction: 'asc' | 'desc';
}

/**
 * Each order has a btree index on (column, id) (product.entity.ts), read forwards or backwards, so
 * a page costs a short index scan however deep it is. created_at travels in epoch microseconds:
 * PostgreSQL keeps microseconds that a JS Date would drop, and the cursor would then skip rows.
 */
const SORT_ORDERS: Record<ProductSort, SortOrder> = {
  newest: {
    column: 'p.created_at',
    key: '(extract(epoch from p.created_at) * 1000000)::bigint::text',
    bound: "timestamptz 'epoch' + ?::bigint * interval '1 microsecond'",
    direction: 'desc',
  },
  price_asc: { column: 'p.sort_price', key: 'p.sort_price::text', bound: '?::numeric', direction: 'asc' },
  price_desc: { column: 'p.sort_price', key: 'p.sort_price::text', bound: '?::numeric', direction: 'desc' },
  name: { column: 'lower(p.title)', key: 'lower(p.title)', bound: '?::text', direction: 'asc' },
};

interface SqlFragment {
  sql: string;
  params: unknown[];
}

/** LIKE treats % and _ as wildcards and \ as their escape; a shopper's search means them literally. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Which products match. The search is answered by the trigram indexes; a category matches the
 * product's own column or any category it is linked to through product_categories.
 */
function matching(query: ProductListQuery): SqlFragment {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (query.search) {
    const pattern = likeContaining(query.search);
    clauses.push('(p.title ilike ? or p.description ilike ?)');
    params.push(pattern, pattern);
  }
  if (query.category) {
    clauses.push(`(p.category = ? or p.id in (
      select pc.product_id from product_categories pc join categories c on c.id = pc.category_id where c.name = ?))`);
    params.push(query.category, query.category);
  }
  return { sql: clauses.length ? clauses.join(' and ') : 'true', params };
}

export type PageRow = ProductRow & { cursor_key: string; total: number };

/**
 * One statement for a page: limit + 1 rows (the extra one tells whether a next page exists) and,
 * as an uncorrelated subquery PostgreSQL runs once, the count of every match.
 */
export function productPageQuery(query: ProductListQuery, after: CursorPosition | null): SqlFragment {
  const order = SORT_ORDERS[query.sort];
  const match = matching(query);
  const keyset = after
    ? { sql: `(${order.column}, p.id) ${order.direction === 'asc' ? '>' : '<'} (${order.bound}, ?)`, params: [after.key, after.id] }
    : { sql: 'true', params: [] };
  return {
    sql: `select ${PRODUCT_COLUMNS}, ${order.key} as cursor_key,
        (select count(*)::int from products p where ${match.sql}) as total
      from products p
      where ${match.sql} and ${keyset.sql}
      order by ${order.column} ${order.direction}, p.id ${order.direction}
      limit ?`,
    params: [...match.params, ...match.params, ...keyset.params, query.limit + 1],
  };
}

export async function listProducts(em: EntityManager, query: ProductListQuery): Promise<ProductPage> {
  const after = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const { sql, params } = productPageQuery(query, after);
  const rows = await em.getConnection().execute<PageRow[]>(sql, params);
  const page = pageFromRows(rows, query);
  // No rows and no cursor means nothing matches at all; past the last page the count takes a query of its own.
  return rows.length === 0 && after ? { ...page, total: await countProducts(em, query) } : page;
}

/** The page in the rows of productPageQuery: the extra row only says that there is a next page. */
export function pageFromRows(rows: PageRow[], query: ProductListQuery): ProductPage {
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
  const match = matching(query);
  const [row] = await em
    .getConnection()
    .execute<{ total: number }[]>(`select count(*)::int as total from products p where ${match.sql}`, match.params);
  return row?.total ?? 0;
}

export async function findProduct(em: EntityManager, id: number): Promise<Product | null> {
  const rows = await em
    .getConnection()
    .execute<ProductRow[]>(`select ${PRODUCT_COLUMNS} from products p where p.id = ?`, [id]);
  return rows[0] ? toProduct(rows[0]) : null;
}

export async function listCategories(em: EntityManager): Promise<Category[]> {
  const rows = await em
    .getConnection()
    .execute<{ id: number; name: string; description: string | null; image_url: string | null }[]>(
      'select id, name, description, image_url from categories order by id',
    );
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description, imageUrl: row.image_url }));
}
