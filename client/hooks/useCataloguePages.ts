import { getQueryKey } from '@trpc/react-query';
import type { ProductListInput } from '../../src/catalogue.ts';
import { trpc } from '../trpc.ts';
import { usePages } from './usePages.ts';

/** Everything of ProductListInput but the cursor, which each page gets from the one before. */
export type CataloguePagesInput = Omit<ProductListInput, 'cursor'>;

/** The catalogue page by page (`shop.products.list`), for infinite loading. */
export function useCataloguePages(input: CataloguePagesInput) {
  const utils = trpc.useUtils();
  return usePages(
    (clean) => getQueryKey(trpc.shop.products.list, clean, 'infinite'),
    input,
    (page, signal) => utils.client.shop.products.list.query(page, { signal }),
  );
}
