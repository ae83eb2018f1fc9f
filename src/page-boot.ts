import { DEFAULT_PAGE_SIZE, DEFAULT_SORT } from './catalogue-options.ts';

/**
 * What the server writes into each page it sends (server/http/client-page.ts) so that the first screen
 * needs no round trip: the answers of the calls that screen makes, in a JSON data block
 * (`<script type="application/json">`, which a browser never runs, so the CSP stays 'self' only). The
 * client puts them into its query cache before its first render (client/page-boot.ts).
 */
export const PAGE_BOOT_ELEMENT_ID = 'page-boot';

/** @trpc/react-query's key of a call: the procedure's path in parts, then its input and kind. */
export type BootQueryKey = [string[], { input?: unknown; type: 'query' | 'infinite' }];

export interface PageBoot {
  /** Each answer as tRPC's transformer writes it (src/transformer.ts); an infinite query's is its first page. */
  queries: { key: BootQueryKey; wire: unknown }[];
  /**
   * Calls the server answered with the caller's own mistake (an unknown or malformed product: NOT_FOUND,
   * BAD_REQUEST), which the page shows as such rather than asking again. Other failures are left out.
   */
  failed?: { key: BootQueryKey; code: string; message: string }[];
}

/** The key `getQueryKey(procedure, input, type)` gives (client/page-boot.test.ts holds the two together). */
export function bootQueryKey(path: string, input: unknown, type: 'query' | 'infinite'): BootQueryKey {
  return [path.split('.'), input === undefined ? { type } : { input, type }];
}

/** The first screens' calls, with the inputs both the pages and the server use. */
export const SHOWCASE_INPUT = { limit: 4 };
export const FIRST_SHOP_PAGE = { sort: DEFAULT_SORT, limit: DEFAULT_PAGE_SIZE };

/** Spec section 2: where a visitor from a sanctioned place is sent from every other page. */
export const SHIPPING_BLOCKED_PATH = '/shipping-blocked';
