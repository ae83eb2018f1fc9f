/**
 * The catalogue's sort orders and page size: plain values, no schemas, so the pages and the server's page
 * writer (server/http/client-page.ts) can name them without pulling zod into the first screen's script.
 */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** /shop's order when the address names none. */
export const DEFAULT_SORT: ProductSort = 'newest';

export const DEFAULT_PAGE_SIZE = 24;
