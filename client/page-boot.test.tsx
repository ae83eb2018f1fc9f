import { HydrationBoundary, QueryClientProvider, hashKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { getQueryKey } from '@trpc/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SHOP_PAGE, PAGE_BOOT_ELEMENT_ID, type PageState } from '../src/page-boot.ts';
import { transformer } from '../src/transformer.ts';
import { useCataloguePages } from './hooks/useCataloguePages.ts';
import { dehydratedStateOf, keepAnsweredMistakes, PAGE_HYDRATION, pageStateFromDom } from './page-boot.ts';
import { createQueryClient, createTrpcClient, trpc } from './trpc.ts';

/**
 * The query cache server/http/first-screen.ts sends with a page, hydrated as App does, reaches the very
 * queries the pages make (the server names each answer with tRPC's own key, as getQueryKey does here).
 */

const LOCATION = {
  country: 'DE',
  region: null,
  detected: true,
  currency: 'EUR',
  taxRate: 0.08,
  shippingCost: 35,
  paymentMethods: ['card'],
  isShippingSupported: true,
  isSanctioned: false,
  sanctionedMessage: null,
};
const FIRST_PAGE = { items: [{ id: 7, title: 'Written In' }], nextCursor: 'abc', total: 30, totalCapped: false };

function writePage(state: PageState | string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_BOOT_ELEMENT_ID;
  element.textContent = typeof state === 'string' ? state : JSON.stringify(state);
  document.head.append(element);
}
afterEach(() => document.getElementById(PAGE_BOOT_ELEMENT_ID)?.remove());

/** An answer as the server writes it: under the key tRPC gives the call, through the transformer. */
const answered = (queryKey: unknown[], data: unknown) => ({ queryKey, queryHash: hashKey(queryKey), data: transformer.output.serialize(data) });

/** The app's providers, hydrated from the page as App does. */
function hydratedProviders() {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const state = pageStateFromDom();
  if (state) keepAnsweredMistakes(queryClient, state);
  const hydration = state ? dehydratedStateOf(state) : undefined;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={hydration} options={PAGE_HYDRATION}>
          {children}
        </HydrationBoundary>
      </QueryClientProvider>
    </trpc.Provider>
  );
  return { queryClient, wrapper };
}

describe('the page state', () => {
  it('gives the location hook its answer on the first render, with no call', () => {
    writePage({ queries: [answered(getQueryKey(trpc.shop.location.info, undefined, 'query'), LOCATION)] });
    const { wrapper } = hydratedProviders();
    const { result } = renderHook(() => trpc.shop.location.info.useQuery(), { wrapper });
    expect(result.current.data).toEqual(LOCATION);
    expect(result.current.isFetching).toBe(false);
  });

  it('gives /shop its first page as the catalogue hook asks for it', () => {
    const pages = { pages: [FIRST_PAGE], pageParams: [null] };
    writePage({ queries: [answered(getQueryKey(trpc.shop.products.list, FIRST_SHOP_PAGE, 'infinite'), pages)] });
    const { wrapper } = hydratedProviders();
    // As ShopPage passes it with no filters in the address.
    const input = { search: undefined, category: undefined, sort: FIRST_SHOP_PAGE.sort, limit: FIRST_SHOP_PAGE.limit };
    const { result } = renderHook(() => useCataloguePages(input), { wrapper });
    expect(result.current.data?.pages[0]).toEqual(FIRST_PAGE);
    expect(result.current.hasNextPage).toBe(true);
    expect(result.current.isFetching).toBe(false);
  });

  it("gives a print's page its answered Not Found as the hook's error, not asked again", () => {
    const queryKey = getQueryKey(trpc.shop.products.byId, { id: '999' }, 'query');
    writePage({ queries: [{ queryKey, queryHash: hashKey(queryKey), error: { message: 'Product not found', data: { code: 'NOT_FOUND', httpStatus: 404, reason: null } } }] });
    const { wrapper } = hydratedProviders();
    const { result } = renderHook(() => trpc.shop.products.byId.useQuery({ id: '999' }), { wrapper });
    expect(result.current.error?.data?.code).toBe('NOT_FOUND');
    expect(result.current.error?.message).toBe('Product not found');
    expect(result.current.isFetching).toBe(false);
  });

  it('leaves the cache empty for a page without data or with data it cannot read', () => {
    expect(hydratedProviders().queryClient.getQueryCache().getAll()).toHaveLength(0);
    writePage('{"queries": [');
    expect(hydratedProviders().queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
