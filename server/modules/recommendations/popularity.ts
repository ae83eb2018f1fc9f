import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { JobDefinition } from '../../integrations/jobs/job-queue.ts';
import type { Clock, ShopReads } from '../common/index.ts';
import { recommendationsSql } from './tables.ts';

/**
 * The product_popularity table (product-popularity.entity.ts): what sold lately, counted every few
 * minutes by a job instead of on every recommendations call. Its two statements read only the
 * indexes on created_at (order lines, orders, cart lines) within their windows.
 */

export const REGION_DAYS = 90;
export const TRENDING_DAYS = 30;
/** Enough that the reasons before a list cannot use it all up (the answer holds 6). */
export const POPULAR_PER_SCOPE = 24;
/** The scope of the trending list; the region lists are scoped by country code. */
export const WORLDWIDE = 'world';

export const REFRESH_POPULARITY_JOB = 'recommendations.popularity';
/** Every 10 minutes: trending is about the last 30 days, so a sale shows within minutes. */
export const REFRESH_POPULARITY_CRON = '*/10 * * * *';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The lists as of `now`, as rows of product_popularity; exported for the benchmark, which prints its plan. */
export function popularityLists(db: Pick<ShopReads, 'selectFrom'>, now: Date) {
  const trendingSince = new Date(now.getTime() - TRENDING_DAYS * DAY_MS);
  const regionSince = new Date(now.getTime() - REGION_DAYS * DAY_MS);
  // A unit sold counts one, and so does a cart line added.
  const trending = db
    .selectFrom((eb) =>
      eb
        .selectFrom('order_items')
        .where('created_at', '>=', trendingSince)
        .select(['product_id', 'quantity as score'])
        .unionAll(eb.selectFrom('cart_items').where('created_at', '>=', trendingSince).select(['product_id', sql.lit(1).as('score')]))
        .as('activity'),
    )
    .groupBy('activity.product_id')
    .select((eb) => [
      sql.lit(WORLDWIDE).as('scope'),
      'activity.product_id',
      eb.cast<number>(eb.fn.sum('activity.score'), 'integer').as('score'),
    ])
    .orderBy('score', 'desc')
    .orderBy('activity.product_id')
    .limit(POPULAR_PER_SCOPE);
  // Orders keep the country they shipped to; each country's best sellers.
  const byCountry = db
    .selectFrom((eb) =>
      eb
        .selectFrom('orders as o')
        .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
        .where('o.created_at', '>=', regionSince)
        .where('oi.created_at', '>=', regionSince)
        .where('o.customer_country', 'is not', null)
        .groupBy(['o.customer_country', 'oi.product_id'])
        .select((inner) => [
          inner.cast<string>('o.customer_country', 'text').as('scope'),
          'oi.product_id',
          inner.cast<number>(inner.fn.sum('oi.quantity'), 'integer').as('score'),
          inner.fn
            .agg<number>('row_number')
            .over((over) => over.partitionBy('o.customer_country').orderBy(inner.fn.sum('oi.quantity'), 'desc').orderBy('oi.product_id'))
            .as('place'),
        ])
        .as('sold'),
    )
    .where('sold.place', '<=', POPULAR_PER_SCOPE)
    .select(['sold.scope', 'sold.product_id', 'sold.score']);
  return db.selectFrom(trending.as('t')).selectAll().unionAll(byCountry);
}

/** Replaces the lists in one transaction: a reader sees the old lists or the new, never a mix. */
export async function refreshPopularity(em: EntityManager, now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    const db = recommendationsSql(tx);
    await db.deleteFrom('product_popularity').execute();
    await db.insertInto('product_popularity').columns(['scope', 'product_id', 'score']).expression(popularityLists(db, now)).execute();
  });
}

export function refreshPopularityJob(deps: { fork: () => EntityManager; clock: Clock }): JobDefinition<object> {
  return {
    name: REFRESH_POPULARITY_JOB,
    // One count at a time across instances; a missed tick is made up by the next.
    queue: { policy: 'singleton', retryLimit: 1, retryDelay: 60, retryBackoff: true, expireInSeconds: 300, deleteAfterSeconds: 24 * 3600 },
    run: () => refreshPopularity(deps.fork(), deps.clock()),
  };
}
