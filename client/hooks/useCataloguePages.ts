import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { ProductListInput } from '../../src/catalogue.ts';
import { trpc } from '../trpc.ts';

/** Everything of ProductListInput but the cursor, which each page gets from the one before. */
export type CataloguePagesInput = Omit<ProductListInput, 'cursor'>;

/**
 * The catalogue page by page (`shop.products.list`, cursor-paginated), for infinite loading.
 *
 * This is the infinite query tRPC's own `useInfiniteQuery` would run, built by hand because that hook
 * adds a `direction` key to the input, which the strict ProductListInput refuses ("Unrecognized key").
 * The query key is tRPC's, so `utils.shop.products.list.invalidate()` reaches these pages too.
 * Keys whose value is undefined are left out: the filters stay plain JSON on the wire.
 */
export function useCataloguePages(input: CataloguePagesInput) {
  const utils = trpc.useUtils();
  const clean = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as CataloguePagesInput;
  return useInfiniteQuery({
    queryKey: getQueryKey(trpc.shop.products.list, clean, 'infinite'),
    queryFn: ({ pageParam, signal }) =>
      utils.client.shop.products.list.query(pageParam ? { ...clean, cursor: pageParam } : clean, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // New filters keep the current results on screen (faded) until theirs arrive, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
