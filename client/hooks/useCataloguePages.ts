import type { ProductListInput } from '../../src/catalogue.ts';
import { pagedList } from '../paged-list.ts';
import { trpc } from '../trpc.ts';

/** Everything of ProductListInput but the paging fields, which tRPC's infinite query fills in per page. */
export type CataloguePagesInput = Omit<ProductListInput, 'cursor' | 'direction'>;

/** The catalogue page by page (`shop.products.list`), for infinite loading; /shop's first page comes with the page (src/page-boot.ts). */
export function useCataloguePages(input: CataloguePagesInput) {
  return trpc.shop.products.list.useInfiniteQuery(input, pagedList);
}
