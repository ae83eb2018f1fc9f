import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { getQueryKey } from '@trpc/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SHOP_PAGE, PAGE_BOOT_ELEMENT_ID, SHOWCASE_INPUT, bootQueryKey, type PageBoot } from '../src/page-boot.ts';
import { transformer } from '../src/transformer.ts';
import { useCataloguePages } from './hooks/useCataloguePages.ts';
import { seedFromPage } from './page-boot.ts';
import { createQueryClient, createTrpcClient, trpc } from './trpc.ts';

/** The answers server/http/client-page.ts writes into a page reach the very queries the pages make. */

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

function writePage(boot: PageBoot | string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_BOOT_ELEMENT_ID;
  element.textContent = typeof boot === 'string' ? boot : JSON.stringify(boot);
  document.head.append(element);
}
afterEach(() => document.getElementById(PAGE_BOOT_ELEMENT_ID)?.remove());

function seededProviders() {
  const queryClient = seedFromPage(createQueryClient());
  const trpcClient = createTrpcClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
  return { queryClient, wrapper };
}

describe('seedFromPage', () => {
  it('names each call as @trpc/react-query does', () => {
    expect(bootQueryKey('shop.location.info', undefined, 'query')).toEqual(getQueryKey(trpc.shop.location.info, undefined, 'query'));
    expect(bootQueryKey('shop.products.list', SHOWCASE_INPUT, 'query')).toEqual(getQueryKey(trpc.shop.products.list, SHOWCASE_INPUT, 'query'));
    expect(bootQueryKey('shop.products.list', FIRST_SHOP_PAGE, 'infinite')).toEqual(
      getQueryKey(trpc.shop.products.list, FIRST_SHOP_PAGE, 'infinite'),
    );
    expect(bootQueryKey('shop.products.byId', { id: '12' }, 'query')).toEqual(getQueryKey(trpc.shop.products.byId, { id: '12' }, 'query'));
  });

  it('gives the location hook its answer on the first render, with no call', () => {
    writePage({ queries: [{ key: bootQueryKey('shop.location.info', undefined, 'query'), wire: transformer.output.serialize(LOCATION) }] });
    const { wrapper } = seededProviders();
    const { result } = renderHook(() => trpc.shop.location.info.useQuery(), { wrapper });
    expect(result.current.data).toEqual(LOCATION);
    expect(result.current.isFetching).toBe(false);
  });

  it('gives /shop its first page as the catalogue hook asks for it', () => {
    const pages = { pages: [FIRST_PAGE], pageParams: [null] };
    writePage({ queries: [{ key: bootQueryKey('shop.products.list', FIRST_SHOP_PAGE, 'infinite'), wire: transformer.output.serialize(pages) }] });
    const { wrapper } = seededProviders();
    // As ShopPage passes it with no filters in the address.
    const input = { search: undefined, category: undefined, sort: FIRST_SHOP_PAGE.sort, limit: FIRST_SHOP_PAGE.limit };
    const { result } = renderHook(() => useCataloguePages(input), { wrapper });
    expect(result.current.data?.pages[0]).toEqual(FIRST_PAGE);
    expect(result.current.hasNextPage).toBe(true);
    expect(result.current.isFetching).toBe(false);
  });

  it('leaves the cache empty for a page without data or with data it cannot read', () => {
    expect(seededProviders().queryClient.getQueryCache().getAll()).toHaveLength(0);
    writePage('{"queries": [');
    expect(seededProviders().queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
