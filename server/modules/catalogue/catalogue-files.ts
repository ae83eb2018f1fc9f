import type { EntityManager } from '@mikro-orm/postgresql';
import type { Product } from '../../../src/catalogue.ts';
import { compileOnce, runCompiled, shopSql } from '../common/index.ts';
import { productColumns, toProduct } from './catalogue.queries.ts';

/**
 * The catalogue as files read whole by machines (the sitemaps, the shopping feed): every product in
 * the shop, never a hidden one, read along the primary key a batch at a time so memory stays flat
 * however large the catalogue is.
 *
 * The product sitemaps split the catalogue by id: file n holds the products with ids in
 * ((n - 1) x size, n x size], so a file never holds more than `size` addresses and its address never
 * shifts when products are added or hidden elsewhere.
 */

/** Rows per statement. */
const BATCH = 2000;

export interface ProductFile {
  /** 1-based. */
  number: number;
  count: number;
  lastModified: Date;
}

const filesQuery = compileOnce(['size'], (parameter) =>
  shopSql
    .selectFrom('products')
    .where('hidden', '=', false)
    .select((eb) => [
      eb.cast<number>(eb(eb.parens(eb(eb.ref('id'), '-', 1)), '/', parameter<number>('size')), 'integer').as('bucket'),
      eb.fn.countAll<string>().as('count'),
      eb.fn.max('updated_at').as('last_modified'),
    ])
    .groupBy('bucket')
    .orderBy('bucket'),
);

/** The product sitemaps with any product in them: one pass over the table. */
export async function productFiles(em: EntityManager, size: number): Promise<ProductFile[]> {
  const rows = await runCompiled(em, filesQuery({ size }));
  return rows.map((row) => ({ number: row.bucket + 1, count: Number(row.count), lastModified: new Date(row.last_modified) }));
}

const fileQuery = compileOnce(['from', 'to'], (parameter) =>
  shopSql
    .selectFrom('products')
    .where('hidden', '=', false)
    .where('id', '>', parameter<number>('from'))
    .where('id', '<=', parameter<number>('to'))
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('updated_at').as('last_modified')]),
);

/** One product sitemap's size and newest change (for its ETag and Last-Modified); null when it is empty. */
export async function productFile(em: EntityManager, number: number, size: number): Promise<ProductFile | null> {
  const [row] = await runCompiled(em, fileQuery({ from: (number - 1) * size, to: number * size }));
  if (!row || Number(row.count) === 0 || !row.last_modified) return null;
  return { number, count: Number(row.count), lastModified: new Date(row.last_modified) };
}

const addressBatchQuery = compileOnce(['after', 'to', 'limit'], (parameter) =>
  shopSql
    .selectFrom('products')
    .where('hidden', '=', false)
    .where('id', '>', parameter<number>('after'))
    .where('id', '<=', parameter<number>('to'))
    .select(['id', 'updated_at'])
    .orderBy('id')
    .limit(parameter<number>('limit')),
);

/** The products of one sitemap, id and last change, a batch at a time. */
export async function* productAddresses(em: EntityManager, number: number, size: number, batch = BATCH) {
  const to = number * size;
  for (let after = (number - 1) * size; ; ) {
    const rows = await runCompiled(em, addressBatchQuery({ after, to, limit: batch }));
    if (rows.length > 0) yield rows.map((row) => ({ id: row.id, lastModified: new Date(row.updated_at) }));
    if (rows.length < batch) return;
    after = rows.at(-1)!.id;
  }
}

const productBatchQuery = compileOnce(['after', 'limit'], (parameter) =>
  productColumns.where('p.hidden', '=', false).where('p.id', '>', parameter<number>('after')).orderBy('p.id').limit(parameter<number>('limit')),
);

/** Every product in the shop, as the API answers it, a batch at a time. */
export async function* allProducts(em: EntityManager, batch = BATCH): AsyncGenerator<Product[]> {
  for (let after = 0; ; ) {
    const rows = await runCompiled(em, productBatchQuery({ after, limit: batch }));
    if (rows.length > 0) yield rows.map(toProduct);
    if (rows.length < batch) return;
    after = rows.at(-1)!.id;
  }
}

const categoryNamesQuery = shopSql.selectFrom('categories').select(['name']).orderBy('id').compile();

/** The catalogue's category names, in the order they were made: for the sitemaps, and the categories an import may file a product under. */
export async function categoryNames(em: EntityManager): Promise<string[]> {
  return (await runCompiled(em, categoryNamesQuery)).map((row) => row.name);
}
