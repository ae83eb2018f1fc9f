/**
 * The catalogue's sort orders and page size: plain values, no schemas, so the pages and the server's page
 * writer (server/http/client-page.ts) can name them without pulling zod into the first screen's script.
 */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** The orders a page walks one index in; relevance is two walks of the newest (catalogue.queries.ts). */
export type WalkSort = Exclude<ProductSort, 'relevance'>;

/** /shop's order when the address names none and nothing is searched. */
export const DEFAULT_SORT: WalkSort = 'newest';

/** The order when none is asked for: with a search the best matches first (prints whose title holds it), else the newest. */
export const defaultSortFor = (search: string | null | undefined): ProductSort => (search ? 'relevance' : DEFAULT_SORT);

export const DEFAULT_PAGE_SIZE = 24;
