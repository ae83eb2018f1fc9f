import type { BehaviourRecord } from './behaviour.ts';
import { readText, writeText } from './storage.ts';
import { pathTo } from '../src/page-routes.ts';

/**
 * When the recommendations dialog opens (spec sections 4 and 9): checked every 30 s, once per browser
 * session, when the shopper has viewed 3 products or 2 categories, or the session is over 120 s old;
 * never where it would get in the way, and never over another dialog.
 */

export const RECOMMENDATIONS_CHECK_MS = 30_000;
export const RECOMMENDATIONS_AFTER_MS = 120_000;
export const RECOMMENDATIONS_AFTER_PRODUCTS = 3;
export const RECOMMENDATIONS_AFTER_CATEGORIES = 2;

/** Paying, the admin screens and signing in (and the page of a visitor the shop cannot serve). */
const QUIET_PATHS = [pathTo('checkout'), pathTo('admin'), pathTo('printifyAdmin'), pathTo('login'), pathTo('signup'), pathTo('shippingBlocked')];

/** Session storage: a new tab, or the browser reopened, is a new session. */
const SHOWN_KEY = 'cl.recommendationsShown';

export const recommendationsShown = () => readText('session', SHOWN_KEY) !== null;
export const markRecommendationsShown = () => writeText('session', SHOWN_KEY, '1');

export const isQuietPath = (path: string) => QUIET_PATHS.some((quiet) => path === quiet || path.startsWith(`${quiet}/`));

/** Whether the shopper has shown enough interest for suggestions. */
export function showsInterest(record: BehaviourRecord, now: number): boolean {
  return (
    record.viewedProducts.length >= RECOMMENDATIONS_AFTER_PRODUCTS ||
    record.viewedCategories.length >= RECOMMENDATIONS_AFTER_CATEGORIES ||
    now - record.sessionStart > RECOMMENDATIONS_AFTER_MS
  );
}

/** Mantine's modals and drawers (the cart, the mobile menu) and any other dialog on the page. */
export const anotherDialogOpen = () => document.querySelector('[role="dialog"], [aria-modal="true"]') !== null;

export interface TriggerState {
  path: string;
  record: BehaviourRecord;
  now: number;
}

/** One 30 s check. */
export const shouldOpenRecommendations = ({ path, record, now }: TriggerState) =>
  !recommendationsShown() && !isQuietPath(path) && !anotherDialogOpen() && showsInterest(record, now);

/**
 * What to ask the server for: the print on screen, else the one viewed last (suggestions then follow
 * what was just looked at, and never repeat it), and the viewed categories, latest first, within the
 * call's limits (20 names, 500 characters).
 */
export function recommendationsRequest(path: string, record: BehaviourRecord): { productId?: number; categories: string } {
  const onScreen = /^\/product\/(\d+)$/.exec(path)?.[1];
  const productId = onScreen ? Number(onScreen) : record.viewedProducts.at(-1);
  const names: string[] = [];
  for (const name of [...record.viewedCategories].reverse().slice(0, 20)) {
    if ([...names, name].join(',').length > 500 || name.includes(',')) continue;
    names.push(name);
  }
  return { ...(productId ? { productId } : {}), categories: names.join(',') };
}
