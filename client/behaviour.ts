import { readJson, readText, writeJson, writeText } from './storage.ts';

/**
 * The client-side behaviour record of spec section 3, kept in local storage: what the shopper has
 * looked at and for how long. The recommendations dialog reads it (spec section 4: 3 products,
 * 2 categories or 120 s since the session started); nothing of it is sent anywhere on its own.
 */
export interface BehaviourRecord {
  /** Product ids, least recent first, each once. */
  viewedProducts: number[];
  /** Category names, least recent first, each once. */
  viewedCategories: string[];
  /** Milliseconds the page was visible, per path (`/product/12`). */
  timeSpent: Record<string, number>;
  /** Epoch milliseconds of the latest page view; null before the first. */
  lastVisit: number | null;
  /** Epoch milliseconds at which this browser session began. */
  sessionStart: number;
}

const KEY = 'cl.behaviour';
/** Set in session storage once this tab's session has been counted, so a reload keeps its start. */
const SESSION_KEY = 'cl.sessionStarted';

// Bounds keep the record small however long someone browses.
const MAX_PRODUCTS = 50;
const MAX_CATEGORIES = 20;
const MAX_PATHS = 100;

const emptyRecord = (): BehaviourRecord => ({
  viewedProducts: [],
  viewedCategories: [],
  timeSpent: {},
  lastVisit: null,
  sessionStart: Date.now(),
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The stored record, with anything malformed (an older shape, a hand edit) replaced by defaults. */
export function readBehaviour(): BehaviourRecord {
  const stored = readJson('local', KEY);
  const fallback = emptyRecord();
  if (!isRecord(stored)) return fallback;
  const timeSpent = isRecord(stored.timeSpent)
    ? Object.fromEntries(
        Object.entries(stored.timeSpent).filter(
          (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]) && entry[1] >= 0,
        ),
      )
    : {};
  return {
    viewedProducts: Array.isArray(stored.viewedProducts)
      ? stored.viewedProducts.filter((id): id is number => Number.isInteger(id))
      : [],
    viewedCategories: Array.isArray(stored.viewedCategories)
      ? stored.viewedCategories.filter((name): name is string => typeof name === 'string')
      : [],
    timeSpent,
    lastVisit: typeof stored.lastVisit === 'number' ? stored.lastVisit : null,
    sessionStart: typeof stored.sessionStart === 'number' ? stored.sessionStart : fallback.sessionStart,
  };
}

function update(change: (record: BehaviourRecord) => BehaviourRecord): void {
  writeJson('local', KEY, change(readBehaviour()));
}

/** Moves `item` to the end of `list` (most recent), keeping at most `max` entries. */
function touch<T>(list: readonly T[], item: T, max: number): T[] {
  return [...list.filter((existing) => existing !== item), item].slice(-max);
}

/** Starts a new session on the first page of a tab; reloads and client navigations keep the start. */
export function beginSession(now = Date.now()): void {
  if (readText('session', SESSION_KEY)) return;
  writeText('session', SESSION_KEY, '1');
  update((record) => ({ ...record, sessionStart: now }));
}

export function recordPageVisit(now = Date.now()): void {
  update((record) => ({ ...record, lastVisit: now }));
}

export function recordProductView(productId: number, category: string | null): void {
  update((record) => ({
    ...record,
    viewedProducts: touch(record.viewedProducts, productId, MAX_PRODUCTS),
    viewedCategories: category ? touch(record.viewedCategories, category, MAX_CATEGORIES) : record.viewedCategories,
  }));
}

export function recordCategoryView(category: string): void {
  update((record) => ({ ...record, viewedCategories: touch(record.viewedCategories, category, MAX_CATEGORIES) }));
}

export function recordTimeSpent(path: string, ms: number): void {
  if (!(ms > 0)) return;
  update((record) => {
    const timeSpent = { ...record.timeSpent, [path]: (record.timeSpent[path] ?? 0) + Math.round(ms) };
    const paths = Object.keys(timeSpent);
    if (paths.length > MAX_PATHS) {
      // Forget the paths that held the shopper least.
      const kept = paths.sort((a, b) => (timeSpent[b] ?? 0) - (timeSpent[a] ?? 0)).slice(0, MAX_PATHS);
      return { ...record, timeSpent: Object.fromEntries(kept.map((key) => [key, timeSpent[key] ?? 0])) };
    }
    return { ...record, timeSpent };
  });
}
