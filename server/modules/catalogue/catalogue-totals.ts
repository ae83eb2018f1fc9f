import type { TranslatedLocale } from '../../../src/catalogue-translations.ts';
import type { FilterValues } from './catalogue-filters.ts';

/**
 * The totals of recent listings, each with the catalogue revision it was counted at
 * (catalogue-revision.entity.ts): a page at the same revision takes its total from here and its
 * statement counts nothing, so a popular search or category is counted once per catalogue change,
 * not on every page. Any instance's write moves the revision on, so no instance uses a total that
 * a write has made wrong; each keeps its own, bounded, and loses nothing another needs.
 */

const MAX_TOTALS = 1_000;

export interface CountedTotal {
  /** The capped count (catalogue.queries.ts), as the statement returned it. */
  count: number;
  revision: string;
}

const totals = new Map<string, CountedTotal>();

/** What a total depends on: the filters and the language they are read in, not the sort, cursor or page size. */
export const totalKey = (filters: FilterValues, language: TranslatedLocale | null) => JSON.stringify([filters, language]);

export const knownTotal = (key: string): CountedTotal | undefined => totals.get(key);

/** Keeps a count, the most recent last; the oldest goes when there are too many. A count without a revision is not kept. */
export function rememberTotal(key: string, count: number, revision: string | null): void {
  if (revision === null) return;
  totals.delete(key);
  totals.set(key, { count, revision });
  if (totals.size > MAX_TOTALS) totals.delete(totals.keys().next().value!);
}
