import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type AliasableExpression, type Expression, type InferResult, type Selectable } from 'kysely';
import type { WalkSort } from '../../../src/catalogue-options.ts';
import { TOTAL_CAP, type Category, type Product, type ProductListQuery, type ProductPage } from '../../../src/catalogue.ts';
import { isTranslatedLocale, type TranslatedLocale } from '../../../src/catalogue-translations.ts';
import type { Locale } from '../../../src/locales.ts';
import { compileOnce, runCompiled, shopSql, type Columns } from '../common/index.ts';
import { filterLanguage, filterParameters, filterShape, filterValues, matching, p, probedColour, productsListedIn, type FilterName, type FilterValues, type Tier } from './catalogue-filters.ts';
import { knownTotal, rememberTotal, totalKey } from './catalogue-totals.ts';
import { readSearch } from './catalogue-words.ts';
import { decodeCursor, encodeCursor, type CursorPosition } from './product-cursor.ts';
import { catalogueSql } from './tables.ts';
import { inLanguage, productInLanguage } from './translated-reads.ts';

/**
 * Hot catalogue reads: one SQL statement each, rows mapped straight to the wire shape
 * (DESIGN.md section 6: entity hydration costs about two thirds of the throughput here). In another
 * language than English a page also searches, names categories and sorts by name in that language,
 * and its prints' texts come from one more statement (translated-reads.ts).
 */

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
  'p.palette',
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
  palette: row.palette,
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
 * The sort columns in `language`: by name, the title there where the print has one, else the English,
 * written as the indexes of that language write it (product.entity.ts productNameKey,
 * category-listing.entity.ts listingNameKey), so PostgreSQL walks them.
 */
function sortColumnsIn(columns: SortColumns, table: 'p' | 'l', language: TranslatedLocale | null): SortColumns {
  if (language === null) return columns;
  const translated = sql<string>`(${p.ref(`${table}.name_keys`)} ->> ${sql.lit(language)})`;
  const english = table === 'p' ? sql<string>`lower((${p.ref('p.title')})::text)` : sql<string>`(${p.ref('l.name_key')})::text`;
  return { ...columns, name: sql<string>`coalesce(${translated}, ${english})` };
}

/**
 * Each order has a btree index on (column, id) (product.entity.ts), and on (category, column, id)
 * for a category's listings, read forwards or backwards, so a page costs a short index scan however
 * deep it is. created_at travels in epoch microseconds: PostgreSQL keeps microseconds that a JS Date
 * would drop, and the cursor would then skip rows.
 */
function sortOrder(sort: WalkSort, { createdAt, sortPrice, name, id }: SortColumns): SortOrder {
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
    case 'closest':
      // The nearness of each print's nearest colour, from the join (catalogue-filters.ts productsListedIn).
      return { column: sql.ref('n.distance'), key: sql<string>`n.distance::text`, bound: (key) => sql`${key}::float8`, direction: 'asc', id };
  }
}

/** What a page statement's SQL depends on; everything else is a parameter. */
interface PageShape {
  sort: WalkSort;
  /** A relevance page's walk: the prints whose title holds the search, or the others. */
  tier: Tier | null;
  /** The filters it has (catalogue-filters.ts). */
  filters: FilterName[];
  after: boolean;
  /** Whether it counts the matches too; when the total is known for the revision it reads, it need not. */
  counted: boolean;
  /** The language it searches, names categories and sorts by name in, when not English and it does one of those. */
  language: TranslatedLocale | null;
}

/**
 * How many products match, counted up to TOTAL_CAP + 1 and no further (exact up to the cap), so a
 * count costs a bounded read however many match. It reads the products too (hidden ones are not
 * counted); a count is kept per catalogue revision (catalogue-totals.ts), so a page seldom pays it.
 */
export function cappedCount(filters: FilterValues, language: TranslatedLocale | null) {
  const match = sql<number>`1`.as('match');
  const matches = productsListedIn(filters.category !== null).where(matching(filters, language)).select(match).limit(TOTAL_CAP + 1).as('matches');
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
  compileOnce(['limit', ...shape.filters, ...(shape.after ? ['key' as const, 'id' as const] : [])], (parameter) => {
    const filters = filterParameters(shape.filters, parameter);
    const category = filters.category !== null;
    const closest = shape.sort === 'closest';
    const columns = category ? sortColumnsIn(LISTING_SORT_COLUMNS, 'l', shape.language) : sortColumnsIn(PRODUCT_SORT_COLUMNS, 'p', shape.language);
    const order = sortOrder(shape.sort, columns);
    // A search without a category picks the page's ids by walking the sort index, which holds search_text
    // (product.entity.ts): PostgreSQL checks the search on index entries and reads only the rows shown.
    const searchWalk = filters.pattern !== null && !category && !closest;
    const colourOutside = closest || (searchWalk && filters.color !== null);
    const conditions = [matching(filters, shape.language, { tier: shape.tier, colour: colourOutside ? 'outside' : 'probed' })];
    if (shape.after) {
      const after = p.tuple(order.bound(parameter('key')), p.val(parameter<number>('id')));
      conditions.push(p(p.tuple(order.column, order.id), order.direction === 'asc' ? '>' : '<', after));
    }
    const limit = parameter<number>('limit');
    const ordered = <Query extends { orderBy: (expression: Expression<unknown>, direction: 'asc' | 'desc') => Query }>(query: Query) =>
      query.orderBy(order.column, order.direction).orderBy(order.id, order.direction);
    // The first `limit` ids of a search's walk that hold the colour, where one is asked. The colour is
    // asked of what the walk found, past a fence (OFFSET 0): PostgreSQL charges a colour's probe to every
    // entry a walk might pass, so with the probe inside, the title trigram index's bitmap of every print
    // whose title holds "harbour" (6,255 of 100,000), each probed and then sorted, looked cheaper than
    // walking the newest index (33 ms against under 1). The level above the fence has no order of its
    // own: it keeps the walk's and passes its limit down, so the walk stops at the page's last print.
    const walked = ordered(shopSql.selectFrom('products as p').where(p.and(conditions)).select('p.id'));
    const picked =
      filters.color === null
        ? walked.limit(limit)
        : shopSql.selectFrom(walked.offset(0).as('w')).select('w.id').where(probedColour(filters.color, sql.ref('w.id'))).limit(limit);
    const where = searchWalk ? p('p.id', 'in', picked) : p.and(conditions);
    return ordered(
      productsListedIn(category, closest ? filters.color : null)
        .where(where)
        .select(PRODUCT_COLUMNS)
        .select([
          order.key.as('cursor_key'),
          shape.counted ? cappedCount(filters, shape.language).as('total') : sql<number | null>`null`.as('total'),
          revision.as('revision'),
        ]),
    ).limit(limit);
  });

/**
 * A page's SQL is built and compiled once per shape (its order, walk, filters and language), then only
 * its values change: a handful in practice, as few shoppers combine more than two filters, and never
 * more than the combinations of the filters the address can hold.
 */
const pageStatements = new Map<string, ReturnType<typeof pageStatement>>();

/** The language a page's statement reads in: its filters' (filterLanguage), or the page's where it sorts by name. */
const pageLanguage = (query: ProductListQuery, locale: Locale | undefined): TranslatedLocale | null =>
  query.sort === 'name' && isTranslatedLocale(locale) ? locale : filterLanguage(query, locale);

/** One walk of a page: in one sort order, of one tier of a relevance page or of every match, for `limit` rows. */
interface Walk {
  sort: WalkSort;
  tier: Tier | null;
  limit: number;
}

/** A page in the query's own sort order, one walk: limit + 1 rows (the extra one tells whether a next page exists). */
function wholePage(query: ProductListQuery): Walk {
  if (query.sort === 'relevance') throw new Error('A relevance page is two walks (walkByRelevance)');
  return { sort: query.sort, tier: null, limit: query.limit + 1 };
}

/** The statement for a page's walk; exported for the benchmark's floor (bench/floor.ts), which runs it through bare pg. */
export function productPageQuery(query: ProductListQuery, after: CursorPosition | null, counted: boolean, locale?: Locale, walk: Walk = wholePage(query)) {
  const language = pageLanguage(query, locale);
  const values = filterValues(query);
  const shape: PageShape = { sort: walk.sort, tier: walk.tier, filters: filterShape(values), after: after !== null, counted, language };
  const key = `${shape.sort} ${shape.tier} ${shape.filters.join(',')} ${shape.after} ${shape.counted} ${shape.language}`;
  let statement = pageStatements.get(key);
  if (!statement) pageStatements.set(key, (statement = pageStatement(shape)));
  return statement({ limit: walk.limit, ...values, key: after?.key ?? null, id: after?.id ?? null });
}

/** Every column a product's answer reads; exported for the catalogue's files (catalogue-files.ts). */
export const productColumns = shopSql.selectFrom('products as p').select(PRODUCT_COLUMNS);

export type PageRow = InferResult<ReturnType<typeof productPageQuery>>[number];

/**
 * A page of the catalogue as a shopper reads it in `locale` (English when not given). A search that
 * matches nothing as typed is read as the catalogue's words would have it (catalogue-words.ts): the
 * page then holds the corrected search's matches and says so, or, where that finds nothing either,
 * suggests the nearest words. A later page of a corrected search is read the same way, as the
 * search it carries is still the typed one.
 */
export async function listProducts(em: EntityManager, query: ProductListQuery, locale?: Locale): Promise<ProductPage> {
  const page = await listMatching(em, query, locale);
  if (!query.search || page.total > 0) return page;
  const reading = await readSearch(em, query.search, pageLanguage(query, locale));
  if (reading.corrected) {
    const corrected = await listMatching(em, { ...query, search: reading.corrected }, locale);
    if (corrected.total > 0) return { ...corrected, correctedTo: reading.corrected };
  }
  return reading.suggestion ? { ...page, suggestion: reading.suggestion } : page;
}

/** A page of the products that match the query's filters as given. */
async function listMatching(em: EntityManager, query: ProductListQuery, locale: Locale | undefined): Promise<ProductPage> {
  const after = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const { rows, count } =
    query.sort === 'relevance' ? await walkByRelevance(em, query, after, locale) : await walkOnce(em, query, after, locale, wholePage(query));
  const page = pageFromRows(rows, query, count);
  return { ...page, items: await inLanguage(em, locale, page.items) };
}

/** One walk's rows and the count of all the query's matches (every tier's), counted once per catalogue revision. */
async function walkOnce(em: EntityManager, query: ProductListQuery, after: CursorPosition | null, locale: Locale | undefined, walk: Walk) {
  const language = pageLanguage(query, locale);
  const key = totalKey(filterValues(query), language);
  const known = knownTotal(key);
  const rows = await walkRows(em, query, after, locale, walk, !known);
  const first = rows[0];
  let count: number;
  if (!first) {
    // No rows of every match and no cursor means nothing matches at all; past the last page, or in a
    // tier that holds none, the count takes a query of its own.
    count = after || walk.tier ? await countProducts(em, query, key, language) : 0;
  } else if (first.total !== null) {
    count = first.total;
    rememberTotal(key, count, first.revision);
  } else {
    count = known && first.revision === known.revision ? known.count : await countProducts(em, query, key, language);
  }
  return { rows, count };
}

/** One walk's rows, and the count of the matches with them where `counted`. */
const walkRows = (em: EntityManager, query: ProductListQuery, after: CursorPosition | null, locale: Locale | undefined, walk: Walk, counted: boolean) =>
  runCompiled(em, productPageQuery(query, after, counted, locale, walk));

/**
 * A relevance page: the prints whose title holds the search, newest first, then the others, newest
 * first, as two walks of the newest index, the second only when the first leaves the page short. Its
 * cursor's key is the tier (1, 0) and the newest key of the last print shown, so a page that starts
 * in the second tier walks only that.
 */
async function walkByRelevance(em: EntityManager, query: ProductListQuery, after: CursorPosition | null, locale: Locale | undefined) {
  const [tier, key] = after ? (after.key.split(':') as [string, string]) : ['1', ''];
  const position = after ? { key, id: after.id } : null;
  const inTier = (rows: readonly PageRow[], tierKey: string) => rows.map((row) => ({ ...row, cursor_key: `${tierKey}:${row.cursor_key}` }));
  const walk = (tierOf: Tier, limit: number): Walk => ({ sort: 'newest', tier: tierOf, limit });
  if (tier === '0') {
    const { rows, count } = await walkOnce(em, query, position, locale, walk('elsewhere', query.limit + 1));
    return { rows: inTier(rows, '0'), count };
  }
  const title = await walkOnce(em, query, position, locale, walk('title', query.limit + 1));
  if (title.rows.length > query.limit) return { rows: inTier(title.rows, '1'), count: title.count };
  // The first walk has the count: the second only fills the page.
  const elsewhere = await walkRows(em, query, null, locale, walk('elsewhere', query.limit + 1 - title.rows.length), false);
  return { rows: [...inTier(title.rows, '1'), ...inTier(elsewhere, '0')], count: title.count };
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
async function countProducts(em: EntityManager, query: ProductListQuery, key: string, language: TranslatedLocale | null): Promise<number> {
  const counting = shopSql.selectNoFrom([cappedCount(filterValues(query), language).as('total'), revision.as('revision')]);
  const { rows } = await catalogueSql(em).executeQuery(counting);
  const count = rows[0]?.total ?? 0;
  rememberTotal(key, count, rows[0]?.revision ?? null);
  return count;
}

/** The statement of findProduct; exported for the benchmark's floor. */
export const productByIdQuery = compileOnce(['id'], (parameter) =>
  productColumns.where('p.id', '=', parameter<number>('id')).where('p.hidden', '=', false),
);

/** A print in the shop, in `locale` (English when not given); null when there is none by that id or it left the shop. */
export async function findProduct(em: EntityManager, id: number, locale?: Locale): Promise<Product | null> {
  const [row] = await runCompiled(em, productByIdQuery({ id }));
  return productInLanguage(em, locale, row ? toProduct(row) : null);
}

const hiddenQuery = compileOnce(['id'], (parameter) =>
  shopSql.selectFrom('products').select('id').where('id', '=', parameter<number>('id')).where('hidden', '=', true),
);

/** Whether the product exists but is out of the shop (deleted at the print provider): its page is gone, not unknown. */
export async function isHiddenProduct(em: EntityManager, id: number): Promise<boolean> {
  return (await runCompiled(em, hiddenQuery({ id }))).length > 0;
}

/** The categories with their names and descriptions in a language, each English where it has no translation. */
const categoriesQuery = compileOnce(['locale'], (parameter) =>
  shopSql
    .selectFrom('categories as c')
    .leftJoin('category_translations as ct', (join) => join.onRef('ct.category_id', '=', 'c.id').on('ct.locale', '=', parameter<string>('locale')))
    .select((eb) => [
      'c.id',
      'c.name as key',
      eb.fn.coalesce('ct.name', 'c.name').as('name'),
      eb.fn.coalesce('ct.description', 'c.description').as('description'),
      'c.image_url',
    ])
    .orderBy('c.id'),
);

/** Every category, named in `locale` (English when not given); `key` is its own name, what a page's address and a product's listings name it by. */
export async function listCategories(em: EntityManager, locale?: Locale): Promise<Category[]> {
  // English has no translations: the join finds none, and every name is the category's own.
  const rows = await runCompiled(em, categoriesQuery({ locale: locale ?? 'en' }));
  return rows.map((row) => ({ id: row.id, key: row.key, name: row.name, description: row.description, imageUrl: row.image_url }));
}
