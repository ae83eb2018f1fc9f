import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShopHook } from '../test-utils/render.tsx';
import { shop } from '../test-utils/shop-fixtures.ts';
import { useCataloguePages } from './useCataloguePages.ts';

describe('useCataloguePages', () => {
  it("loads the next page with the cursor the server gave, through tRPC's infinite query, and stops after the last", async () => {
    for (const title of ['Amber Dunes', 'Blue Harbour', 'Cedar Grove']) await shop().createProduct({ title, price: '89.00' });
    const { result } = renderShopHook(() => useCataloguePages({ sort: 'name', limit: 2 }));

    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.data?.pages[0]?.items.map((product) => product.title)).toEqual(['Amber Dunes', 'Blue Harbour']);
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages[1]?.items.map((product) => product.title)).toEqual(['Cedar Grove']));
    expect(result.current.hasNextPage).toBe(false);
  });
});
