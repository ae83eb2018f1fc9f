import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartPanel } from '../components/CartPanel/CartPanel.tsx';
import { useCartPanel } from '../hooks/useCartPanel.tsx';
import { renderWithShop } from '../test-utils/render.tsx';
import { pageClient, shop } from '../test-utils/shop-fixtures.ts';
import { visitFrom } from '../test-utils/visitor-country.ts';
import { CartPage } from './CartPage.tsx';

/**
 * The bag in German for a visitor from Germany (issue 37): prices in euros as German writes them
 * ("1.234,56 €": the euro's rate, src/currencies.ts, makes $1,432.20 exactly that), the prints counted
 * with German plurals, and the words of the page and the side panel in German.
 */

/** $1,432.20 at the euro's rate of 0.862 is €1,234.56. */
const PRICE = '1432.20';

/** An amount in euros as German writes it, the symbol after a no-break space. */
const euros = (digits: string) => `${digits}\u00a0€`;

afterEach(() => vi.restoreAllMocks());

async function bagOf(quantity: number) {
  visitFrom('DE');
  const print = await shop().createProduct({ title: 'Harbour at Dusk', price: PRICE });
  await pageClient().cart.add.mutate({ productId: print.id, quantity });
}

/** The amount a summary row shows beside its label. */
const rowAmount = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the bag in German', () => {
  it('counts one print in the singular and prices it in euros as German writes them', async () => {
    await bagOf(1);
    renderWithShop(<CartPage />, { path: '/cart', locale: 'de' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Warenkorb' })).toBeTruthy();
    const line = await screen.findByRole('listitem', { name: 'Harbour at Dusk' });
    expect(screen.getByText('1 Kunstwerk')).toBeTruthy();
    expect(within(line).getByText('1.234,56 € pro Stück')).toBeTruthy();
    expect(within(line).getByRole('button', { name: 'Harbour at Dusk entfernen' })).toBeTruthy();
    expect(rowAmount('Zwischensumme')).toBe(euros('1.234,56'));
    // Tax is 8% of the subtotal: $114.58, €98.77.
    expect(rowAmount('Steuern (8 %)')).toBe(euros('98,77'));
    expect(screen.getByRole('link', { name: 'Zur Kasse' }).getAttribute('href')).toBe('/de/checkout');
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' }).getAttribute('href')).toBe('/de/shop');
    expect(screen.getByLabelText('Rabattcode')).toBeTruthy();
  });

  it('counts several prints in the plural, on the page and in the side panel', async () => {
    await bagOf(2);
    renderWithShop(
      <>
        <OpenBag />
        <CartPage />
        <CartPanel />
      </>,
      { path: '/cart', locale: 'de' },
    );

    expect(await screen.findByText('2 Kunstwerke')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open bag' }));
    const panel = screen.getByRole('dialog', { name: 'Warenkorb' });
    expect(await within(panel).findByText('2 Artikel')).toBeTruthy();
    expect(within(panel).getByText('Zwischensumme').nextElementSibling?.textContent).toBe(euros('2.469,11'));
    expect(within(panel).getByText('Versandkosten werden an der Kasse berechnet')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Warenkorb ansehen' }).getAttribute('href')).toBe('/de/cart');
  });

  it('invites to the shop when the bag is empty', async () => {
    renderWithShop(<CartPage />, { path: '/cart', locale: 'de' });

    expect(await screen.findByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jetzt stöbern' }).getAttribute('href')).toBe('/de/shop');
  });
});

/** The header's bag icon, reduced to what opens the panel. */
function OpenBag() {
  const { open } = useCartPanel();
  return (
    <button type="button" onClick={open}>
      Open bag
    </button>
  );
}
