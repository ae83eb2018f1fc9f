import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Expression } from 'kysely';
import {
  MAX_RECOMMENDATIONS,
  RECOMMENDATION_LABELS,
  RECOMMENDATION_REASONS,
  type Recommendation,
  type RecommendationReason,
} from '../../../src/recommendations.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../src/locales.ts';
import { shopTexts } from '../../integrations/texts.ts';
import { inLanguage, PRODUCT_COLUMNS, toProduct } from '../catalogue/index.ts';
import { compileOnce, expressionsFor, shopSql } from '../common/index.ts';
import { POPULAR_PER_SCOPE, WORLDWIDE } from './popularity.ts';
import { recommendationsSql } from './tables.ts';

/**
 * The recommendations of one shopper in one statement, whatever the size of the catalogue and of the
 * order history: each reason picks a bounded list of candidates along an index (CANDIDATES rows, or
 * six per viewed category), the lists are merged so that a print appears once, under its first
 * reason, and the answer takes the reasons in turns, in-stock prints first.
 *
 * What each reason reads (the indexes are declared in product.entity.ts):
 * - similar: products by (category, in stock, newest), and by shared tags (GIN on tags);
 * - interests: the same category index, once per viewed category (named in any of the shop's
 *   languages: category_translations by name, a unique index per language);
 * - region and trending: product_popularity, a few rows per country kept by popularity.ts, so the
 *   size of the order history costs nothing here; trending then falls back on featured and newest
 *   products, by (in stock, newest) and its featured-only twin.
 */

/** Per reason, as many as popularity.ts keeps: enough that the reasons before one cannot use it all up. */
const CANDIDATES = POPULAR_PER_SCOPE;
/** How many prints sharing a tag with the current one are ranked at most (see the statement). */
const TAGGED = 500;
/** A reason's rank within its candidates; the trending fallback's tiers come after what sold. */
const TIER = 1000;

const p = expressionsFor({ p: 'products' });

/**
 * In stock as the cart reads it (src/cart.ts isInStock). Written exactly as in the indexes, so
 * PostgreSQL reads an ordered index instead of sorting: `in_stock and inventory > 0`.
 */
const inStock: Expression<boolean> = sql<boolean>`(${p.ref('p.in_stock')} and ${p.ref('p.inventory')} > 0)`;

/** Reasons as numbers in SQL: their order is the order a print's reason is chosen in. */
const reasonNumber = (reason: RecommendationReason) => sql.lit(RECOMMENDATION_REASONS.indexOf(reason) + 1);

/** A list of product_popularity (a country's, or the world's), ranked; it holds POPULAR_PER_SCOPE rows at most. */
const popularIn = (scope: string | null) =>
  shopSql
    .selectFrom('product_popularity as pp')
    .where('pp.scope', '=', scope)
    .select((eb) => [
      'pp.product_id as id',
      eb.fn.agg<number>('row_number').over((over) => over.orderBy('pp.score', 'desc').orderBy('pp.product_id')).as('rank'),
    ]);

export const recommendationsQuery = compileOnce(
  ['productId', 'categories', 'country', 'limit'],
  (parameter) => {
    const productId = parameter<number>('productId');
    // One raw order, three keys: what the (…, in stock, created_at, id) indexes give read backwards.
    const newestInStockFirst = sql`${inStock} desc, ${p.ref('p.created_at')} desc, ${p.ref('p.id')} desc`;
    return (
      shopSql
        .with('current', (db) => db.selectFrom('products').select(['id', 'category', 'tags']).where('id', '=', productId))
        // Similar: the current print's category, and prints sharing a tag, each newest in stock first.
        .with('same_category', (db) =>
          db
            .selectFrom('current as c')
            // Lateral, so that the current category is an index condition: the (category, in stock, newest)
            // index then answers it for a category of any size, read backwards until CANDIDATES rows.
            .innerJoinLateral(
              (eb) =>
                eb
                  .selectFrom('products as p')
                  .whereRef('p.category', '=', 'c.category')
                  .whereRef('p.id', '<>', 'c.id')
                  .select('p.id')
                  .orderBy(newestInStockFirst)
                  .limit(CANDIDATES)
                  .as('s'),
              (join) => join.onTrue(),
            )
            .select('s.id'),
        )
        // Prints sharing a tag, found through the GIN index on tags (&& is array overlap). No index gives
        // them newest first, and walking the newest-first index until enough share a rare tag would read
        // the whole catalogue: so at most TAGGED of them, in no order, are ranked.
        .with('tagged', (db) =>
          db
            .selectFrom('products as p')
            .innerJoin('current as c', (join) => join.on((eb) => sql<boolean>`${eb.ref('p.tags')} && ${eb.ref('c.tags')}`))
            .whereRef('p.id', '<>', 'c.id')
            .select(['p.id', 'p.in_stock', 'p.inventory', 'p.created_at'])
            .limit(TAGGED),
        )
        .with('shared_tags', (db) => db.selectFrom('tagged as p').select('p.id').orderBy(newestInStockFirst).limit(CANDIDATES))
        // Ranked by likeness: the same category counts one, each shared tag one more.
        .with('similar', (db) =>
          db
            .selectFrom('products as p')
            .crossJoin('current as c')
            .where((eb) => eb('p.id', 'in', eb.selectFrom('same_category').select('id').union(eb.selectFrom('shared_tags').select('id'))))
            .select((eb) => [
              'p.id',
              eb.fn
                .agg<number>('row_number')
                .over((over) =>
                  over.orderBy(
                    sql`(${eb.ref('p.category')} is not distinct from ${eb.ref('c.category')})::int
                        + cardinality(array(select unnest(${eb.ref('p.tags')}) intersect select unnest(${eb.ref('c.tags')}))) desc, ${eb.ref('p.created_at')} desc, ${eb.ref('p.id')} desc`,
                  ),
                )
                .as('rank'),
            ]),
        )
        // The viewed categories, each by the catalogue's own name: the shopper's pages named them in
        // their language (a product's category is answered translated), which may be any of the shop's.
        .with('viewed', (db) =>
          db
            .selectFrom(
              sql<{ name: string; position: number }>`unnest(${parameter<string[]>('categories')}::text[]) with ordinality`.as<'v'>(
                sql`v(name, position)`,
              ),
            )
            .select((eb) => [
              eb.fn
                .coalesce(
                  eb
                    .selectFrom('category_translations as ct')
                    .innerJoin('categories as c', 'c.id', 'ct.category_id')
                    .select('c.name')
                    .whereRef('ct.name', '=', 'v.name')
                    .limit(1)
                    .$asScalar(),
                  'v.name',
                )
                .as('name'),
              'v.position',
            ]),
        )
        // Interests: a few newest in-stock prints of each viewed category, taken in turns, the first named first.
        .with('interests', (db) =>
          db
            // Each viewed category with its place in the list.
            .selectFrom('viewed as v')
            .innerJoinLateral(
              (eb) =>
                eb
                  .selectFrom('products as p')
                  .whereRef('p.category', '=', 'v.name')
                  .where('p.id', '<>', productId)
                  .select((inner) => ['p.id', inner.fn.agg<number>('row_number').over((over) => over.orderBy(newestInStockFirst)).as('turn')])
                  .orderBy(newestInStockFirst)
                  .limit(MAX_RECOMMENDATIONS)
                  .as('x'),
              (join) => join.onTrue(),
            )
            .select((eb) => ['x.id', eb.fn.agg<number>('row_number').over((over) => over.orderBy('x.turn').orderBy('v.position')).as('rank')]),
        )
        // Region: what sold most to the visitor's country lately, and trending: what sold and went into
        // carts (both counted by popularity.ts).
        .with('region', () => popularIn(parameter<string | null>('country')))
        .with('activity', () => popularIn(WORLDWIDE))
        // ... then featured prints and the newest, so that a shop without sales still has something to show.
        .with('featured', (db) =>
          db
            .selectFrom('products as p')
            .where('p.featured', '=', true)
            .select((eb) => ['p.id', eb.fn.agg<number>('row_number').over((over) => over.orderBy(newestInStockFirst)).as('rank')])
            .orderBy(newestInStockFirst)
            .limit(CANDIDATES),
        )
        .with('newest', (db) =>
          db
            .selectFrom('products as p')
            .select((eb) => ['p.id', eb.fn.agg<number>('row_number').over((over) => over.orderBy(newestInStockFirst)).as('rank')])
            .orderBy(newestInStockFirst)
            .limit(CANDIDATES),
        )
        .with('candidates', (db) =>
          db
            .selectFrom('similar')
            .select(['id', reasonNumber('similar').as('reason'), 'rank'])
            .unionAll(db.selectFrom('interests').select(['id', reasonNumber('interests').as('reason'), 'rank']))
            .unionAll(db.selectFrom('region').select(['id', reasonNumber('region').as('reason'), 'rank']))
            .unionAll(db.selectFrom('activity').select(['id', reasonNumber('trending').as('reason'), 'rank']))
            .unionAll(db.selectFrom('featured').select((eb) => ['id', reasonNumber('trending').as('reason'), eb('rank', '+', sql.lit(TIER)).as('rank')]))
            .unionAll(db.selectFrom('newest').select((eb) => ['id', reasonNumber('trending').as('reason'), eb('rank', '+', sql.lit(2 * TIER)).as('rank')])),
        )
        // Each print once, under its first reason.
        .with('chosen', (db) =>
          db
            .selectFrom('candidates')
            .where('id', '<>', productId)
            .distinctOn('id')
            .select(['id', 'reason', 'rank'])
            .orderBy('id')
            .orderBy('reason')
            .orderBy('rank'),
        )
        .selectFrom('chosen as ch')
        .innerJoin('products as p', 'p.id', 'ch.id')
        .select([...PRODUCT_COLUMNS, 'ch.reason'])
        // In-stock prints first; then the reasons in turns (each one's best, then each one's second, ...).
        .orderBy(sql`${inStock} desc`)
        .orderBy((eb) => eb.fn.agg<number>('row_number').over((over) => over.partitionBy('ch.reason').orderBy('ch.rank')))
        .orderBy('ch.reason')
        .limit(parameter<number>('limit'))
    );
  },
);

export interface RecommendationsRequest {
  productId: number | undefined;
  categories: readonly string[];
  /** The visitor's ISO country; null when unknown (then no region list). */
  country: string | null;
}

/** The statement for a request; exported for the benchmark, which prints its plans. */
export const recommendationsRequest = (request: RecommendationsRequest) =>
  recommendationsQuery({
    // Ids are positive: 0 names no product, as an unknown id does.
    productId: request.productId ?? 0,
    categories: request.categories,
    country: request.country,
    limit: MAX_RECOMMENDATIONS,
  });

/** The recommendations in `locale`: the prints' texts (catalogue's inLanguage) and each label. */
export async function findRecommendations(em: EntityManager, request: RecommendationsRequest, locale: Locale = DEFAULT_LOCALE): Promise<Recommendation[]> {
  const { rows } = await recommendationsSql(em).executeQuery(recommendationsRequest(request));
  const texts = shopTexts();
  const found = rows.map((row) => {
    const reason = RECOMMENDATION_REASONS[Number(row.reason) - 1]!;
    return { ...toProduct(row), reason, label: texts.t(locale, RECOMMENDATION_LABELS[reason]) };
  });
  return inLanguage(em, locale, found);
}
