import { z } from 'zod';
import { PRODUCT_SORTS, type ProductSort } from '../../../src/catalogue-options.ts';
import { DomainError } from '../../../src/domain-error.ts';

/**
 * Keyset cursors for the catalogue: the sort key and id of the last product on a page, so the next
 * page starts right after it however many rows were added or removed meanwhile. The client treats
 * the cursor as opaque; it is base64url JSON only so that it survives a URL.
 */

export interface CursorPosition {
  /** The sort key as PostgreSQL printed it (see SORT_ORDERS in catalogue.queries.ts). */
  key: string;
  id: number;
}

/**
 * The key is cast to its column's type in SQL, so it must have its sort's exact shape: a bad cast
 * would be a 500, not the 400 a tampered cursor deserves.
 */
const isMicroseconds = (key: string) => /^-?\d{1,16}$/.test(key);
const isMoney = (key: string) => /^\d{1,8}\.\d{2}$/.test(key);
const KEY_CHECKS: Record<ProductSort, (key: string) => boolean> = {
  newest: isMicroseconds,
  price_asc: isMoney,
  price_desc: isMoney,
  name: (key) => key.length <= 1000,
  // The tier (1: the title holds the search; 0: elsewhere), then newest's key.
  relevance: (key) => /^[01]:-?\d{1,16}$/.test(key),
  // A ΔE as PostgreSQL prints a double: digits, a point, an exponent.
  closest: (key) => /^\d{1,3}(\.\d{1,20})?(e-\d{1,3})?$/.test(key),
};

const Payload = z.tuple([z.enum(PRODUCT_SORTS), z.string(), z.number().int().positive().max(2_147_483_647)]);

export function encodeCursor(sort: ProductSort, position: CursorPosition): string {
  return Buffer.from(JSON.stringify([sort, position.key, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string, sort: ProductSort): CursorPosition {
  const parsed = Payload.safeParse(parseJson(Buffer.from(cursor, 'base64url').toString('utf8')));
  if (!parsed.success) throw invalid('is not one this shop handed out');
  const [cursorSort, key, id] = parsed.data;
  if (cursorSort !== sort) throw invalid('belongs to another sort order');
  if (!KEY_CHECKS[sort](key)) throw invalid('is not one this shop handed out');
  return { key, id };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const invalid = (reason: string) =>
  new DomainError('BAD_REQUEST', `cursor: This page cursor ${reason}; start again from the first page.`);
