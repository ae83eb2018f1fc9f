import { Day, FIRST_FILTER_DAY, FROM_BEFORE_TO, LAST_FILTER_DAY } from '../../../src/admin-orders.ts';

/** What a filter's date input offers: the browser's picker keeps to the days the server takes. */
export const FILTER_DAYS = { min: FIRST_FILTER_DAY, max: LAST_FILTER_DAY };

/** A date input's day when the server takes it, else why not; a blank input is neither. */
function dayOf(label: string, value: string): { day?: string; error?: string } {
  if (!value) return {};
  const parsed = Day(label).safeParse(value);
  return parsed.success ? { day: parsed.data } : { error: parsed.error.issues[0]?.message };
}

/**
 * A filter's From and To inputs, read with the server's own schema (src/admin-orders.ts): the days
 * to ask for (only those it takes; a To before From is left out) and each input's error.
 */
export function dayRange(from: string, to: string): { from?: string; to?: string; fromError?: string; toError?: string } {
  const start = dayOf('From', from);
  const end = dayOf('To', to);
  if (start.day && end.day && start.day > end.day) return { from: start.day, toError: FROM_BEFORE_TO.message };
  return { from: start.day, to: end.day, fromError: start.error, toError: end.error };
}
