import { DEFAULT_SORT, PRODUCT_SORTS, type ProductSort } from './catalogue-options.ts';

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
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    category: params.get('category')?.trim() || null,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}
