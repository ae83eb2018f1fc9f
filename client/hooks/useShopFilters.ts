import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { defaultSortFor } from '../../src/catalogue-options.ts';
import { changedFilters, filtersFromQuery, type ShopFilters } from '../../src/shop-filters.ts';
import { pathTo } from '../../src/page-routes.ts';

export { filtersFromQuery, type ShopFilters };

/** /shop with only what differs from the defaults: All with nothing else is plain /shop (spec section 2). */
export function shopHref(filters: ShopFilters): string {
  const { search, category, color, orientation, maxWidthIn, minPrice, maxPrice, sort } = filters;
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search) params.set('search', search);
  if (color) params.set('color', color);
  if (orientation) params.set('orientation', orientation);
  if (maxWidthIn !== null) params.set('maxWidthIn', String(maxWidthIn));
  if (minPrice !== null) params.set('minPrice', String(minPrice));
  if (maxPrice !== null) params.set('maxPrice', String(maxPrice));
  if (sort !== defaultSortFor(search, color)) params.set('sort', sort);
  // %20 rather than +, as in the category links elsewhere on the site.
  const query = params.toString().replace(/\+/g, '%20');
  return query ? `${pathTo('shop')}?${query}` : pathTo('shop');
}

/**
 * The catalogue's filters live in the address (?category=, ?search=, ?color=, …, ?sort=), so a link, a reload or
 * Back after opening a product all come back to the same view. Changes replace the current history
 * entry rather than stacking one per keystroke.
 */
export function useShopFilters() {
  const query = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersFromQuery(query), [query]);

  const setFilters = useCallback(
    (patch: Partial<ShopFilters>) => {
      // Read the address afresh: a debounced search may land after a category click in the same render.
      navigate(shopHref(changedFilters(filtersFromQuery(window.location.search), patch)), { replace: true });
    },
    [navigate],
  );
  const clearFilters = useCallback(() => navigate(pathTo('shop'), { replace: true }), [navigate]);

  return { filters, setFilters, clearFilters };
}
