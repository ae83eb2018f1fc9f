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

/**
 * Values counted at a catalogue revision, by what they count, the most recent last; the oldest goes when
 * there are more than `max`. A value without a revision is not kept. The totals here and the facets
 * (catalogue-facets.ts) keep theirs so.
 */
export class KeptPerRevision<Value> {
  private readonly kept = new Map<string, { value: Value; revision: string }>();

  constructor(private readonly max: number) {}

  get(key: string): { value: Value; revision: string } | undefined {
    return this.kept.get(key);
  }

  keep(key: string, value: Value, revision: string | null): void {
    if (revision === null) return;
    this.kept.delete(key);
    this.kept.set(key, { value, revision });
    if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value!);
  }
}

const totals = new KeptPerRevision<number>(MAX_TOTALS);

/** What a total depends on: the filters and the language they are read in, not the sort, cursor or page size. */
export const totalKey = (filters: FilterValues, language: TranslatedLocale | null) => JSON.stringify([filters, language]);

export function knownTotal(key: string): CountedTotal | undefined {
  const known = totals.get(key);
  return known && { count: known.value, revision: known.revision };
}

/** Keeps a count with the revision it was counted at. */
export const rememberTotal = (key: string, count: number, revision: string | null): void => totals.keep(key, count, revision);
