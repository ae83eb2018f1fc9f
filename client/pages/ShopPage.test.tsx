import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithShop } from '../test-utils/render.tsx';
import { shop } from '../test-utils/shop-fixtures.ts';
import { FIRST_SHOP_PAGE } from '../../src/page-boot.ts';
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

  it('offers the catalogue’s nearest word for a search too far from any to correct, as a link to its search', async () => {
    const user = userEvent.setup();
    const { location } = renderWithShop(<ShopPage />, { path: '/shop?search=harbourrrrr' });
    expect(await screen.findByRole('heading', { name: 'No artwork found' })).toBeTruthy();
    expect(screen.getByText(/^Did you mean/).textContent).toBe('Did you mean harbour?');
    await user.click(screen.getByRole('link', { name: 'harbour' }));
    expect(location.history.at(-1)).toBe('/shop?search=harbour');
    expect(await screen.findByText('1 artwork found')).toBeTruthy();
    expect(screen.queryByText(/^Nothing matches/)).toBeNull();
  });

  it("announces Black & White as 'Coming Soon' while it has no prints", async () => {
    renderWithShop(<ShopPage />, { path: '/shop?category=Black%20%26%20White' });
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    expect(screen.getByText('Monochrome studies of light and form.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse All Artwork' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No artwork found' })).toBeNull();
  });
});

describe('/shop with a search with a typo', () => {
  it('shows the matches of the search corrected, and says so', async () => {
    renderWithShop(<ShopPage />, { path: '/shop?search=harbuor' });
    expect(await screen.findByRole('link', { name: 'Harbour at Dusk' })).toBeTruthy();
    expect(screen.getByText(/^1 artwork found/).textContent).toBe('1 artwork found for “harbour”');
    expect(screen.getByText(/^Nothing matches/).textContent).toBe('Nothing matches “harbuor”, so these are the matches for “harbour”.');
    expect(screen.queryByRole('heading', { name: 'No artwork found' })).toBeNull();
  });
});

describe('/shop sorting a search', () => {
  it('ranks a search by best match, and drops it with the search', async () => {
    const user = userEvent.setup();
    const { location } = renderWithShop(<ShopPage />, { path: '/shop' });
    const sort = (await screen.findByLabelText('Sort by')) as HTMLSelectElement;
    expect(sort.value).toBe('newest');
    expect(within(sort).queryByRole('option', { name: 'Best match' })).toBeNull();

    await user.type(screen.getByLabelText('Search'), 'harbour{Enter}');
    await waitFor(() => expect(location.history.at(-1)).toBe('/shop?search=harbour'));
    await waitFor(() => expect(sort.value).toBe('relevance'));
    expect(within(sort).getByRole('option', { name: 'Best match' })).toBeTruthy();

    await user.clear(screen.getByLabelText('Search'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/shop'));
    expect(sort.value).toBe('newest');
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
    // With the one print every test has: a page and six more.
    const total = FIRST_SHOP_PAGE.limit + 6;
    for (let n = 1; n < total; n++) await shop().createProduct({ title: `Study in Light ${n}`, price: `${100 + n}.00` });
    const { container } = renderWithShop(<ShopPage />, { path: '/shop' });
    // The foot that loads the next page as it comes near: placed before the cards after the first screen
    // were, it was near at once and fetched the second page during the first one's load.
    let cardsWhenFootCame: number | undefined;
    const watcher = new MutationObserver(() => {
      if (cardsWhenFootCame === undefined && container.textContent?.includes(`of ${total}`)) {
        cardsWhenFootCame = container.querySelectorAll('[data-product-card]').length;
      }
    });
    watcher.observe(container, { childList: true, subtree: true, characterData: true });
    // The cards arrive one per task: on a loaded two-core machine, a page of them takes longer than the default second.
    expect(await screen.findByText(`Showing ${FIRST_SHOP_PAGE.limit} of ${total}`, {}, { timeout: 10_000 })).toBeTruthy();
    watcher.disconnect();
    expect(cardsWhenFootCame).toBe(FIRST_SHOP_PAGE.limit);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(container.querySelectorAll('[data-product-card]')).toHaveLength(total), { timeout: 10_000 });
  });
});

/** The server's answers on a loaded machine can take longer than findBy's default second. */
const WAIT = { timeout: 10_000 };

describe('/shop in German and French', () => {
  it('says the catalogue, its controls and its cards in German, the prices as German writes them', async () => {
    await shop().createProduct({ title: 'Quiet Canal', price: '1250.00' });
    renderWithShop(<ShopPage />, { path: '/de/shop', locale: 'de' });
    expect(await screen.findByText('2 Kunstwerke gefunden', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Alle Kunstwerke' })).toBeTruthy();
    expect(screen.getByText('Die Kollektion')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Suche' }).getAttribute('placeholder')).toBe('Nach Titel, Ort oder Motiv suchen');
    expect(within(screen.getByRole('combobox', { name: 'Kategorie' })).getByRole('option', { name: 'Alle Kategorien' })).toBeTruthy();
    const sort = screen.getByRole('combobox', { name: 'Sortieren nach' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Neueste zuerst', 'Preis: aufsteigend', 'Preis: absteigend', 'Name']);
    expect(within(screen.getByRole('group', { name: 'Kategorien' })).getByRole('button', { name: 'Alle' })).toBeTruthy();
    // A visitor in the US pays in dollars, written as German writes numbers.
    const card = (await screen.findByRole('link', { name: 'Quiet Canal' }, WAIT)).closest('article')!;
    expect(within(card).getByText('1.250,00 $')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'In den Warenkorb' })).toBeTruthy();
  });

  it("says 'nothing found' in German, with the search in German quotation marks", async () => {
    const user = userEvent.setup();
    const { location } = renderWithShop(<ShopPage />, { path: '/de/shop?search=zebra', locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Keine Kunstwerke gefunden' }, WAIT)).toBeTruthy();
    // The search stands apart from the count (a span of its own): the paragraph holds the whole sentence.
    expect(screen.getByText(/^0 Treffer/).textContent).toBe('0 Treffer für „zebra“');
    expect(screen.getByText('Keine Treffer für „zebra“. Versuchen Sie einen anderen Begriff oder stöbern Sie in der ganzen Kollektion.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(location.history.at(-1)).toBe('/de/shop');
    expect(await screen.findByText('1 Kunstwerk gefunden', {}, WAIT)).toBeTruthy();
  });

  it('counts in French, where none is singular, and announces Black & White in French', async () => {
    renderWithShop(<ShopPage />, { path: '/fr/shop?search=zebra', locale: 'fr' });
    const count = await screen.findByText(/^0 œuvre trouvée/, {}, WAIT);
    expect(count.textContent).toBe('0 œuvre trouvée pour «\u202fzebra\u202f»');
    expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeTruthy();
    cleanup();

    renderWithShop(<ShopPage />, { path: '/fr/shop?category=Black%20%26%20White', locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Bientôt disponible' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voir toutes les œuvres' })).toBeTruthy();
  });
});
