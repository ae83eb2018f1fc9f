import { DEFAULT_SORT } from './catalogue-options.ts';

const SHOP_PAGE_SIZE = 12;

/**
 * What the server writes into each page it sends (server/http/first-screen.ts) so that the first screen
 * needs no round trip: the query cache its first-screen calls filled, as TanStack Query's dehydrated
 * state under tRPC's own keys, in a JSON data block (`<script type="application/json">`, which a browser
 * never runs, so the CSP stays 'self' only). The client hydrates it before its first render (client/App.tsx).
 */
export const PAGE_BOOT_ELEMENT_ID = 'page-boot';

/** An answered call's error as tRPC's client reads one (`error.data.code`). */
export interface PageStateError {
  message: string;
  data: { code: string; httpStatus: number; reason: string | null };
}

/**
 * A dehydrated query cache without its timestamps, which the client adds as it reads the page (they
 * would make every page unlike every other: server/http/first-screen.ts). Each answer as tRPC's
 * transformer writes it (src/transformer.ts); an answered mistake (an unknown print) as its error.
 */
export interface PageState {
  queries: ({ queryKey: readonly unknown[]; queryHash: string; data: unknown } | { queryKey: readonly unknown[]; queryHash: string; error: PageStateError })[];
}

/** The first screens' calls, with the inputs both the pages and the server use. */
export const SHOWCASE_INPUT = { limit: 4 };
/**
 * /shop's pages: twelve prints each, three rows on a wide screen and six on a phone, the next page
 * loading as the shopper nears the end. Half the API's default: each card is drawn into the page and
 * laid out on a phone's first screen, and a page of 24 made /shop's main-thread work and its HTML twice
 * what the first screens need (issue 38, docs/performance.md).
 */
export const FIRST_SHOP_PAGE = { sort: DEFAULT_SORT, limit: SHOP_PAGE_SIZE };
