/**
 * The catalogue's sort orders, filters' values and page size: plain values, no schemas, so the pages and the
 * server's page writer (server/http/client-page.ts) can name them without pulling zod into the first screen's script.
 */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name', 'relevance', 'closest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** The orders a page walks one index in; relevance is two walks of the newest (catalogue.queries.ts). */
export type WalkSort = Exclude<ProductSort, 'relevance'>;

/** /shop's order when the address names none and nothing is searched. */
export const DEFAULT_SORT: WalkSort = 'newest';

/**
 * The order when none is asked for: with a search the best matches first (prints whose title holds it),
 * else with a colour the closest colours first, else the newest.
 */
export const defaultSortFor = (search: string | null | undefined, color?: string | null): ProductSort =>
  search ? 'relevance' : color ? 'closest' : DEFAULT_SORT;

/**
 * A print's shape, from its default size's width over its height (products.orientation): panoramic from
 * 1.9 wide to 1 high (60"x30"), square within 5 % either way, else landscape or portrait.
 */
export const ORIENTATIONS = ['landscape', 'portrait', 'square', 'panoramic'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export const DEFAULT_PAGE_SIZE = 24;

/** The wall widths /shop's facets count ("fits a wall up to 48 inches"); any other whole width may be asked for. */
export const WALL_WIDTHS_IN = [24, 36, 48, 60] as const;
