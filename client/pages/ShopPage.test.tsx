import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithShop } from '../test-utils/render.tsx';
import { shop } from '../test-utils/shop-fixtures.ts';
import { ShopPage } from './ShopPage.tsx';

/** /shop's empty states (spec section 2): 'No artwork found' with Clear Filters, 'Coming Soon' for Black & White alone. */

beforeEach(async () => {
  await shop().createProduct({ title: 'Harbour at Dusk', price: '120.00' });
  await shop().createCategory({ name: 'Waterfronts', description: 'Harbours, piers and shorelines.' });
  await shop().createCategory({ name: 'Black & White', description: 'Monochrome studies of light and form.' });
});

async function expectNoArtworkFound(path: string) {
  const user = userEvent.setup();
  const { location } = renderWithShop(<ShopPage />, { path });
  expect(await screen.findByRole('heading', { name: 'No artwork found' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Coming Soon' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
  expect(location.history.at(-1)).toBe('/shop');
  expect(await screen.findByText('1 artwork found')).toBeTruthy();
}

describe('/shop with nothing to show', () => {
  it("says 'No artwork found' with Clear Filters for a collection that has no prints", async () => {
    await expectNoArtworkFound('/shop?category=Waterfronts');
  });

  it("says 'No artwork found' with Clear Filters for a search that matches nothing", async () => {
    await expectNoArtworkFound('/shop?search=zebra');
  });

  it("says 'No artwork found' for a search in Black & White too", async () => {
    await expectNoArtworkFound('/shop?category=Black%20%26%20White&search=zebra');
  });

  it("announces Black & White as 'Coming Soon' while it has no prints", async () => {
    renderWithShop(<ShopPage />, { path: '/shop?category=Black%20%26%20White' });
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    expect(screen.getByText('Monochrome studies of light and form.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse All Artwork' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No artwork found' })).toBeNull();
  });
});

describe('/shop with a page of prints', () => {
  it('shows every print of the page, though a page loaded from the server adds those below the first screen after it', async () => {
    for (let n = 1; n <= 9; n++) await shop().createProduct({ title: `Study in Light ${n}`, price: `${100 + n}.00` });
    const { container } = renderWithShop(<ShopPage />, { path: '/shop' });
    expect(await screen.findByText('10 artworks found')).toBeTruthy();
    await waitFor(() => expect(container.querySelectorAll('[data-product-card]')).toHaveLength(10));
    for (let n = 1; n <= 9; n++) expect(screen.getByRole('link', { name: `Study in Light ${n}` })).toBeTruthy();
  });

  it("asks for the next page only once the first page's cards are all there", async () => {
    // With the one print every test has: 30, a page of 24 and six more.
    for (let n = 1; n <= 29; n++) await shop().createProduct({ title: `Study in Light ${n}`, price: `${100 + n}.00` });
    const { container } = renderWithShop(<ShopPage />, { path: '/shop' });
    // The foot that loads the next page as it comes near: placed before the cards after the first screen
    // were, it was near at once and fetched the second page during the first one's load.
    let cardsWhenFootCame: number | undefined;
    const watcher = new MutationObserver(() => {
      if (cardsWhenFootCame === undefined && container.textContent?.includes('of 30')) {
        cardsWhenFootCame = container.querySelectorAll('[data-product-card]').length;
      }
    });
    watcher.observe(container, { childList: true, subtree: true, characterData: true });
    // The cards arrive one per task: on a loaded two-core machine, 24 take longer than the default second.
    expect(await screen.findByText('Showing 24 of 30', {}, { timeout: 10_000 })).toBeTruthy();
    watcher.disconnect();
    expect(cardsWhenFootCame).toBe(24);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(container.querySelectorAll('[data-product-card]')).toHaveLength(30), { timeout: 10_000 });
  });
});
