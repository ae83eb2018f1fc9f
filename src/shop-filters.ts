import { defaultSortFor, PRODUCT_SORTS, type ProductSort } from './catalogue-options.ts';

/**
 * /shop's filters as its address holds them (?category=, ?search=, ?sort=): the page reads them
 * (client/hooks/useShopFilters.ts), and the server reads them the same way to write the first page
 * of a category into the page it sends (server/http/client-page.ts).
 */
export interface ShopFilters {
  /** Trimmed; '' for none. */
  search: string;
  category: string | null;
  sort: ProductSort;
}

/** The catalogue's search accepts at most this many characters (ProductListInput). */
const MAX_SEARCH_LENGTH = 100;

const isSort = (value: string | null): value is ProductSort => PRODUCT_SORTS.includes(value as ProductSort);

export function filtersFromQuery(query: string): ShopFilters {
  const params = new URLSearchParams(query);
  const sort = params.get('sort');
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  return {
    search,
    category: params.get('category')?.trim() || null,
    sort: isSort(sort) ? usableSort(sort, search) : defaultSortFor(search),
  };
}

/**
 * The filters after a change: an order the shopper did not choose follows the search (the best match
 * while searching, else the newest), one they chose stays, and relevance goes with the search.
 */
export function changedFilters(current: ShopFilters, patch: Partial<ShopFilters>): ShopFilters {
  const search = (patch.search ?? current.search).trim();
  const chosen = patch.sort ?? (current.sort === defaultSortFor(current.search) ? defaultSortFor(search) : current.sort);
  return { ...current, ...patch, search, sort: usableSort(chosen, search) };
}

/** Relevance only ranks a search: without one, the default order. */
const usableSort = (sort: ProductSort, search: string): ProductSort => (sort === 'relevance' && !search ? defaultSortFor(search) : sort);
