import { defaultSortFor, ORIENTATIONS, PRODUCT_SORTS, type Orientation, type ProductSort } from './catalogue-options.ts';

/**
 * /shop's filters as its address holds them (?category=, ?search=, ?color=, ?orientation=,
 * ?maxWidthIn=, ?minPrice=, ?maxPrice=, ?sort=): the page reads them (client/hooks/useShopFilters.ts),
 * and the server reads them the same way to write the first page into the page it sends
 * (server/http/first-screen.ts). What the address holds that the catalogue would refuse is read as
 * not there, so an old or mistyped link still shows prints.
 */
export interface ShopFilters {
  /** Trimmed; '' for none. */
  search: string;
  category: string | null;
  /** Six lowered hex digits, without `#`. */
  color: string | null;
  orientation: Orientation | null;
  /** Whole inches. */
  maxWidthIn: number | null;
  /** In the shopper's currency. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: ProductSort;
}

/** The catalogue's search accepts at most this many characters (ProductListInput). */
const MAX_SEARCH_LENGTH = 100;

const isSort = (value: string | null): value is ProductSort => PRODUCT_SORTS.includes(value as ProductSort);
const isOrientation = (value: string | null): value is Orientation => ORIENTATIONS.includes(value as Orientation);

/** A whole number of inches the catalogue takes (1 to 1000), else null: as the address or the wall field gives it. */
export const inches = (value: string | null) => (value !== null && /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= 1000 ? Number(value) : null);
/** A price the catalogue takes (at most two decimals), else null: as the address or a price field gives it. */
export const amount = (value: string | null) => (value !== null && /^\d{1,7}(\.\d{1,2})?$/.test(value) ? Number(value) : null);

export function filtersFromQuery(query: string): ShopFilters {
  const params = new URLSearchParams(query);
  const sort = params.get('sort');
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const color = /^#?[0-9a-f]{6}$/i.test(params.get('color') ?? '') ? params.get('color')!.replace('#', '').toLowerCase() : null;
  const orientation = params.get('orientation');
  let minPrice = amount(params.get('minPrice'));
  let maxPrice = amount(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    search,
    category: params.get('category')?.trim() || null,
    color,
    orientation: isOrientation(orientation) ? orientation : null,
    maxWidthIn: inches(params.get('maxWidthIn')),
    minPrice,
    maxPrice,
    sort: isSort(sort) ? usableSort(sort, search, color) : defaultSortFor(search, color),
  };
}

/** No filter at all: plain /shop. */
export const NO_FILTERS: ShopFilters = { search: '', category: null, color: null, orientation: null, maxWidthIn: null, minPrice: null, maxPrice: null, sort: defaultSortFor('') };

/**
 * The filters after a change: an order the shopper did not choose follows the search and the colour
 * (the best match while searching, else the closest colours, else the newest), one they chose stays,
 * and relevance goes with the search, closeness with the colour.
 */
export function changedFilters(current: ShopFilters, patch: Partial<ShopFilters>): ShopFilters {
  const search = (patch.search ?? current.search).trim();
  const color = patch.color !== undefined ? patch.color : current.color;
  const chosen = patch.sort ?? (current.sort === defaultSortFor(current.search, current.color) ? defaultSortFor(search, color) : current.sort);
  return { ...current, ...patch, search, color, sort: usableSort(chosen, search, color) };
}

/** Relevance only ranks a search, closeness only a colour: without them, the default order. */
const usableSort = (sort: ProductSort, search: string, color: string | null): ProductSort =>
  (sort === 'relevance' && !search) || (sort === 'closest' && !color) ? defaultSortFor(search, color) : sort;

/** Whether any filter narrows the catalogue (not the order alone). */
export const isFiltered = (filters: ShopFilters) =>
  Boolean(filters.search || filters.category || filters.color || filters.orientation || filters.maxWidthIn !== null || filters.minPrice !== null || filters.maxPrice !== null);

/**
 * The filters as the catalogue's calls take them (ProductListInput, ProductFacetsInput), without the
 * order: a price in `currency`, the shopper's, as the page shows prices.
 */
export function catalogueFilters(filters: ShopFilters, currency: string) {
  const priced = filters.minPrice !== null || filters.maxPrice !== null;
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.color ? { color: filters.color } : {}),
    ...(filters.orientation ? { orientation: filters.orientation } : {}),
    ...(filters.maxWidthIn !== null ? { maxWidthIn: filters.maxWidthIn } : {}),
    ...(filters.minPrice !== null ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice !== null ? { maxPrice: filters.maxPrice } : {}),
    ...(priced ? { currency } : {}),
  };
}
