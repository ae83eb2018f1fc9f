import type { SelectQueryBuilder } from 'kysely';
import type { Page } from '../../../src/paging.ts';
import { DomainError } from '../../../src/domain-error.ts';

/**
 * The admin lists kept newest first by id (messages, customers, whitelist entries, coupons): their
 * cursor is the id of the last row on the previous page. Ids only grow, so keyset paging on them never
 * repeats or skips a row however many arrive meanwhile. Clients treat the cursor as opaque.
 */

function decodeIdCursor(cursor: string): number {
  const id = /^\d{1,10}$/.test(cursor) ? Number(cursor) : NaN;
  if (!(id > 0 && id <= 2_147_483_647)) {
    throw new DomainError('BAD_REQUEST', 'cursor: This page cursor is not one this shop handed out; start again from the first page.');
  }
  return id;
}

/**
 * One page: `rows(below, take)` reads up to `take` matching rows newest first, below the id `below`
 * when given (one more than the page, which tells whether a next page exists); `count` counts every
 * match. Both run at once.
 */
export async function idPageOf<Row extends { id: number }>(
  { cursor, limit }: { cursor?: string | undefined; limit: number },
  rows: (below: number | undefined, take: number) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<Page<Row>> {
  const below = cursor === undefined ? undefined : decodeIdCursor(cursor);
  const [found, total] = await Promise.all([rows(below, limit + 1), count()]);
  const items = found.slice(0, limit);
  const last = items.at(-1);
  return { items, total, nextCursor: found.length > limit && last ? String(last.id) : null };
}

/** How many rows `query` (its tables and conditions, nothing selected yet) matches. */
export async function countOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await query.select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total')).executeTakeFirstOrThrow();
  // Kysely cannot narrow a selection over a generic database; the statement selects exactly this.
  return (row as { total: number }).total;
}
