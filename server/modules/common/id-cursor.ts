import { DomainError } from './domain-error.ts';

/**
 * The cursor of the admin lists kept newest first by id (messages, customers, whitelist entries,
 * coupons): the id of the last row on the previous page. Ids only grow, so keyset paging on them never
 * repeats or skips a row however many arrive meanwhile. Clients treat the cursor as opaque.
 */

export const encodeIdCursor = (id: number) => String(id);

export function decodeIdCursor(cursor: string): number {
  const id = /^\d{1,10}$/.test(cursor) ? Number(cursor) : NaN;
  if (!(id > 0 && id <= 2_147_483_647)) {
    throw new DomainError('BAD_REQUEST', 'cursor: This page cursor is not one this shop handed out; start again from the first page.');
  }
  return id;
}

/** The page of `limit` rows out of `limit + 1` read, and the cursor of the next page (null on the last). */
export function idPage<Row extends { id: number }>(rows: Row[], limit: number): { items: Row[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeIdCursor(last.id) : null };
}
