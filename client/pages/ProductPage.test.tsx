import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Locale } from '../../src/locales.ts';
import { toastMessage } from '../test-utils/queries.ts';
import { renderWithShop } from '../test-utils/render.tsx';
import { shop } from '../test-utils/shop-fixtures.ts';
import { visitFrom } from '../test-utils/visitor-country.ts';
import { ProductPage } from './ProductPage.tsx';

/**
 * A print's page in the shopper's language (issue 37): its texts from the catalogs, its prices in euros
 * as the language writes them, the size chart's centimetres with decimal commas, and the wall view.
 */

afterEach(() => vi.restoreAllMocks());

/** The server's answers and the wall view's own chunk can take longer than findBy's default second on a loaded machine. */
const WAIT = { timeout: 10_000 };

/** A text as it reads: a soft hyphen (U+00AD) only says where a long word may break. */
const read = (text: string | null) => (text ?? '').replace(/\u00ad/g, '');

/** A price in euros as German and French write it: the amount, a no-break space, the sign. */
const euros = (amount: string) => `${amount}\u00a0€`;

/** A print's page for a visitor from `country` (euros there); $1,432.20 is €1,234.56 and $1,740.00 is €1,499.88. */
async function openPrint(locale: Locale, country: string) {
  visitFrom(country);
  const { id } = await shop().createProduct({
    title: 'Harbour at Dusk',
    price: '1432.20',
    sizes: [
      { size: '24x16', price: '1432.20' },
      { size: '36x24', price: '1740.00' },
    ],
  });
  renderWithShop(
    <Route path="/product/:id">
      <ProductPage />
    </Route>,
    { path: `/${locale}/product/${id}`, locale },
  );
  await screen.findByRole('heading', { level: 1, name: 'Harbour at Dusk' }, WAIT);
}

describe('a print’s page in German', () => {
  it('offers its sizes with their centimetres and prices in German euros, and asks for one in German', async () => {
    const user = userEvent.setup();
    await openPrint('de', 'DE');
    // Text queries read any run of spaces as one; the names of controls are compared as they are.
    // The prices turn to euros once the location lookup answers, after the print itself.
    expect((await screen.findByText('1.234,56 € – 1.499,88 €', {}, WAIT)).textContent).toBe(`${euros('1.234,56')} – ${euros('1.499,88')}`);
    expect(screen.getByText('Auf Lager · 5 verfügbar')).toBeTruthy();

    const sizes = screen.getByRole('group', { name: 'Leinwandgröße' });
    expect(within(sizes).getByRole('radio', { name: `24"x16", ${euros('1.234,56')}` })).toBeTruthy();
    expect(within(sizes).getByText('61 × 40,6 cm')).toBeTruthy();
    expect(within(sizes).getByText('1.499,88 €')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await toastMessage('Bitte wählen Sie eine Größe')).toBe('Wählen Sie eine Leinwandgröße, bevor Sie den Druck in den Warenkorb legen');
    expect(within(sizes).getByText('Bitte Größe wählen')).toBeTruthy();

    await user.click(within(sizes).getByRole('radio', { name: `36"x24", ${euros('1.499,88')}` }));
    expect(screen.getByText('1.499,88 €', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jetzt kaufen' })).toBeTruthy();
  });

  it('shows the size chart and the details in centimetres with decimal commas, inches beside them', async () => {
    await openPrint('de', 'DE');
    const details = screen.getByRole('region', { name: 'Details und Größen' });
    expect(within(details).getByRole('heading', { name: 'Produktdetails' })).toBeTruthy();
    expect(within(details).getByText('Von Hand über einen Keilrahmen aus Massivholz gespannt, 3,18 cm (1,25″) tief')).toBeTruthy();

    const chart = within(details).getByRole('table');
    expect(within(chart).getByText(/^Galeriegerahmt auf einem 3,18 cm \(1,25″\) tiefen Keilrahmen\./)).toBeTruthy();
    expect(within(chart).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Größe (Zoll)', 'Breite (cm)', 'Höhe (cm)', 'Tiefe (cm)']);
    const row = within(chart).getByRole('row', { name: /^24″ × 16″/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['24″ × 16″', '61', '40,6', '3,18']);
  });

  it('opens the wall view in German, the size stated in centimetres first', async () => {
    const user = userEvent.setup();
    await openPrint('de', 'DE');
    await user.click(screen.getByRole('button', { name: 'An Ihrer Wand ansehen' }));
    const wall = await screen.findByRole('dialog', { name: 'An Ihrer Wand ansehen' }, WAIT);
    expect(within(wall).getByText('61 × 40,6 cm (24 × 16 Zoll) · 3,18 cm tief')).toBeTruthy();
    const rooms = within(wall).getByRole('group', { name: 'Raum' });
    expect(within(rooms).getAllByRole('button').map((room) => read(room.textContent))).toEqual(['Wohnzimmer', 'Büro', 'Schlafzimmer', 'Hotellobby']);
    expect(within(wall).getByText('Foto Ihrer Wand verwenden')).toBeTruthy();
    expect(within(wall).getByRole('button', { name: '24"x16" in den Warenkorb' })).toBeTruthy();

    await user.click(within(rooms).getByRole('button', { name: (name) => read(name) === 'Schlafzimmer' }));
    expect(within(wall).getByRole('img', { name: (name) => read(name) === 'Schlafzimmer' })).toBeTruthy();
    await user.click(within(wall).getByRole('radio', { name: `36"x24", ${euros('1.499,88')}` }));
    expect(within(wall).getByText('91,4 × 61 cm (36 × 24 Zoll) · 3,18 cm tief')).toBeTruthy();
    expect(within(wall).getByRole('button', { name: '36"x24" in den Warenkorb' })).toBeTruthy();
  });
});

describe('a print’s page in French', () => {
  it('writes euros, sizes and the chart as French does, and says its wall view in French', async () => {
    const user = userEvent.setup();
    await openPrint('fr', 'FR');
    // A narrow no-break space groups thousands; a no-break space comes before the euro sign.
    expect((await screen.findByText('1 234,56 € – 1 499,88 €', {}, WAIT)).textContent).toBe(`${euros('1\u202f234,56')} – ${euros('1\u202f499,88')}`);
    expect(screen.getByText('En stock · 5 disponibles')).toBeTruthy();
    const sizes = screen.getByRole('group', { name: 'Format de la toile' });
    expect(within(sizes).getByRole('radio', { name: `24"x16", ${euros('1\u202f234,56')}` })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Format (pouces)', 'Largeur (cm)', 'Hauteur (cm)', 'Épaisseur (cm)']);

    await user.click(screen.getByRole('button', { name: 'Voir sur votre mur' }));
    const wall = await screen.findByRole('dialog', { name: 'Voir sur votre mur' }, WAIT);
    expect(within(wall).getByText('61 × 40,6 cm (24 × 16 pouces) · 3,18 cm d’épaisseur')).toBeTruthy();
    expect(within(wall).getByRole('button', { name: 'Salon' })).toBeTruthy();
    expect(within(wall).getByRole('button', { name: 'Ajouter le 24"x16" au panier' })).toBeTruthy();
  });
});

/** The shopper scrolls to the reviews: every element watched is near the screen at once. */
class ScrolledNear {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(element: Element) {
    this.report([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

describe('a print’s reviews', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the approved ones with their stars, words, photo, the buyer’s first name and initial, and Verified buyer', async () => {
    visitFrom('US');
    vi.stubGlobal('IntersectionObserver', ScrolledNear);
    const { productId } = await shop().createApprovedReview({
      email: 'ada@example.com',
      rating: 4,
      title: 'A quiet harbour at home',
      text: 'Deep blues, a tight canvas.\nIt changes with the light.',
    });
    renderWithShop(
      <Route path="/product/:id">
        <ProductPage />
      </Route>,
      { path: `/product/${productId}` },
    );
    // Under the title: the average and the count, a link down to the reviews.
    expect((await screen.findByRole('link', { name: /4\.0 · 1 review/ }, WAIT)).getAttribute('href')).toBe('#reviews');
    const reviews = await screen.findByRole('region', { name: 'Reviews' }, WAIT);
    const review = await within(reviews).findByRole('article', { name: 'A quiet harbour at home' }, WAIT);
    expect(within(review).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(within(review).getByText(/Deep blues, a tight canvas\.\s+It changes with the light\./)).toBeTruthy();
    // The buyer as the order's shipping name gives them (return-fixtures.ts: Grace Hopper), first name and initial.
    expect(within(review).getByText('Grace H.')).toBeTruthy();
    expect(within(review).getByText('Verified buyer')).toBeTruthy();
    expect(within(review).getByRole('img', { name: 'Photo 1 from Grace H.' }).getAttribute('src')).toMatch(/^\/api\/review-photos\/\d+\/preview$/);
    expect(within(reviews).getByText('1 review from a verified buyer')).toBeTruthy();
  });
});
