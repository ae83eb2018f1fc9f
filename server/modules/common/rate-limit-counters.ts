import type { EntityManager } from '@mikro-orm/postgresql';
import { commonSql } from './tables.ts';

/**
 * Rate-limit counters in PostgreSQL, so that every instance of the shop enforces one limit
 * (DESIGN.md section 7). A counter holds the hits of one bucket for one subject in a fixed window
 * that starts with the first hit: hits since then, and when the window ends. Taking hits is one
 * statement that checks and counts at once (an upsert that only updates while there is room), so
 * concurrent requests, on any instance, never get more than the limit between them.
 *
 * Time comes from the shop's clock, never the database's now(), so tests that move their clock move
 * the windows too.
 */

export interface LimitWindow {
  limit: number;
  windowMs: number;
}

export interface Bucket {
  /** What is counted, e.g. 'login-code:ip' (at most 40 characters). */
  name: string;
  /** Whose hits: an address, an IP, a shopper (at most 255 characters). */
  subject: string;
  window: LimitWindow;
}

/** A hit that was counted; giveBack takes it off again (see FailedAttemptLimits). */
export interface Hit {
  bucket: Bucket;
  windowEndsAt: Date;
}

export type TakeResult = { taken: true; hits: Hit[] } | { taken: false; retryAfterMs: number };

/**
 * Counts one hit in each bucket, all or none: when a bucket is full, the hits counted in the others
 * are given back and the answer says how long until every full bucket has room.
 */
export async function takeHits(em: EntityManager, buckets: readonly Bucket[], now: Date): Promise<TakeResult> {
  const hits = await countHits(em, buckets, now);
  if (hits.length === buckets.length) return { taken: true, hits };
  await giveBack(em, hits);
  const full = buckets.filter((bucket) => !hits.some((hit) => hit.bucket === bucket));
  return { taken: false, retryAfterMs: await longestWait(em, full, now) };
}

/** Takes hits off again, unless their window has ended meanwhile (a new window owes them nothing). */
export async function giveBack(em: EntityManager, hits: readonly Hit[]): Promise<void> {
  if (hits.length === 0) return;
  await commonSql(em)
    .updateTable('rate_limit_counters')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where((eb) =>
      eb.and([
        eb('hits', '>', 0),
        eb.or(
          hits.map(({ bucket, windowEndsAt }) =>
            eb.and([eb('bucket', '=', bucket.name), eb('subject', '=', bucket.subject), eb('window_ends_at', '=', windowEndsAt)]),
          ),
        ),
      ]),
    )
    .execute();
}

/**
 * Adds hits already let through, for many subjects of one bucket in one statement (an instance's
 * tally, http/ip-limit.ts): a counter that is new or whose window has ended starts a window with
 * them. Answers each counter as it now stands, every instance's hits included.
 */
export async function addHits(
  em: EntityManager,
  name: string,
  window: LimitWindow,
  counts: readonly { subject: string; hits: number }[],
  now: Date,
): Promise<{ subject: string; hits: number; windowEndsAt: Date }[]> {
  if (counts.length === 0) return [];
  // One order of rows for every statement, so that two instances' statements never wait on each other crosswise.
  const ordered = [...counts].sort((a, b) => a.subject.localeCompare(b.subject));
  const rows = await commonSql(em)
    .insertInto('rate_limit_counters')
    .values(ordered.map(({ subject, hits }) => ({ bucket: name, subject, hits, window_ends_at: new Date(now.getTime() + window.windowMs) })))
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'subject']).doUpdateSet((eb) => {
        const windowEnded = eb('rate_limit_counters.window_ends_at', '<=', now);
        return {
          hits: eb.case().when(windowEnded).then(eb.ref('excluded.hits')).else(eb('rate_limit_counters.hits', '+', eb.ref('excluded.hits'))).end(),
          window_ends_at: eb.case().when(windowEnded).then(eb.ref('excluded.window_ends_at')).else(eb.ref('rate_limit_counters.window_ends_at')).end(),
        };
      }),
    )
    .returning(['subject', 'hits', 'window_ends_at'])
    .execute();
  return rows.map((row) => ({ subject: row.subject, hits: row.hits, windowEndsAt: new Date(row.window_ends_at) }));
}

/**
 * Removes counters whose window has ended; returns how many went. Such rows count nothing (the next
 * hit restarts them), so this only keeps the table small: run it on a schedule.
 */
export async function purgeExpiredCounters(em: EntityManager, now: Date): Promise<number> {
  const result = await commonSql(em).deleteFrom('rate_limit_counters').where('window_ends_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The check and the count in one statement, for all buckets: a new counter starts at 1; an ended
 * window restarts at 1; a running one goes up only while under its limit (the row is locked while
 * the condition is checked, so concurrent statements queue). Full buckets come back without a hit.
 * Rows are taken in one order (bucket, then subject), so two statements never wait on each other
 * crosswise.
 */
async function countHits(em: EntityManager, buckets: readonly Bucket[], now: Date): Promise<Hit[]> {
  const ordered = [...buckets].sort((a, b) => a.name.localeCompare(b.name) || a.subject.localeCompare(b.subject));
  const rows = await commonSql(em)
    .insertInto('rate_limit_counters')
    .values(
      ordered.map((bucket) => ({
        bucket: bucket.name,
        subject: bucket.subject,
        hits: 1,
        window_ends_at: new Date(now.getTime() + bucket.window.windowMs),
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['bucket', 'subject'])
        .doUpdateSet((eb) => {
          const windowEnded = eb('rate_limit_counters.window_ends_at', '<=', now);
          return {
            hits: eb.case().when(windowEnded).then(1).else(eb('rate_limit_counters.hits', '+', 1)).end(),
            window_ends_at: eb
              .case()
              .when(windowEnded)
              .then(eb.ref('excluded.window_ends_at'))
              .else(eb.ref('rate_limit_counters.window_ends_at'))
              .end(),
          };
        })
        .where((eb) =>
          eb.or([
            eb('rate_limit_counters.window_ends_at', '<=', now),
            ...ordered.map((bucket) =>
              eb.and([
                eb('rate_limit_counters.bucket', '=', bucket.name),
                eb('rate_limit_counters.subject', '=', bucket.subject),
                eb('rate_limit_counters.hits', '<', bucket.window.limit),
              ]),
            ),
          ]),
        ),
    )
    .returning(['bucket', 'subject', 'window_ends_at'])
    .execute();
  return buckets.flatMap((bucket) => {
    const row = rows.find((candidate) => candidate.bucket === bucket.name && candidate.subject === bucket.subject);
    return row ? [{ bucket, windowEndsAt: new Date(row.window_ends_at) }] : [];
  });
}

/** Milliseconds until every full bucket among `buckets` has room; at least a second. */
async function longestWait(em: EntityManager, buckets: readonly Bucket[], now: Date): Promise<number> {
  const rows = await commonSql(em)
    .selectFrom('rate_limit_counters')
    .select(['bucket', 'subject', 'hits', 'window_ends_at'])
    .where((eb) => eb.or(buckets.map((bucket) => eb.and([eb('bucket', '=', bucket.name), eb('subject', '=', bucket.subject)]))))
    .execute();
  let wait = 1000;
  for (const bucket of buckets) {
    const row = rows.find((candidate) => candidate.bucket === bucket.name && candidate.subject === bucket.subject);
    if (row && row.hits >= bucket.window.limit) wait = Math.max(wait, new Date(row.window_ends_at).getTime() - now.getTime());
  }
  return wait;
}
