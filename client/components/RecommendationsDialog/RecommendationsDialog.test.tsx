import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../../test-utils/render.tsx';
import { shop } from '../../test-utils/shop-fixtures.ts';
import type { Locale } from '../../../src/locales.ts';
import { RecommendationsDialog } from './RecommendationsDialog.tsx';

/** The dialog of spec section 2, on the real server's answer (slow on a loaded machine: hence the waits). */
const WAIT = { timeout: 10_000 };
describe('recommendations dialog', () => {
  async function openFor(request: { productId?: number; categories: string }, locale: Locale = 'en', title = 'Prints chosen for you') {
    const onClose = vi.fn();
    const path = locale === 'en' ? '/product/1' : `/${locale}/product/1`;
    const rendered = renderWithShop(<RecommendationsDialog opened onClose={onClose} request={request} />, { path, locale });
    const dialog = screen.getByRole('dialog', { name: title });
    return { ...rendered, dialog, onClose };
  }

  it('shows the answer by tab, each print with its label, never the print on screen', async () => {
    const current = await shop().createProduct({ title: 'Harbour at Dusk', price: '120.00' });
    const sibling = await shop().createProduct({ title: 'Quiet Canal', price: '95.00' });
    const { dialog } = await openFor({ productId: current.id, categories: '' });

    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Similar Style', 'Your Interests', 'Trending', 'Your Region']);
    const card = await within(dialog).findByRole('link', { name: /Similar style\s*Quiet Canal/ }, WAIT);
    expect(card.getAttribute('href')).toBe(`/product/${sibling.id}`);
    within(card).getByText('Similar style');
    within(card).getByText('$95.00');
    expect(within(dialog).queryByRole('link', { name: /Harbour at Dusk/ })).toBeNull();
    expect(within(dialog).getByRole('tab', { name: 'Similar Style' }).getAttribute('aria-selected')).toBe('true');
  });

  it('offers Continue Shopping where a tab has nothing, and closes with Maybe Later or Explore All Artwork', async () => {
    const { dialog, onClose, location } = await openFor({ categories: 'Nowhere' });
    const panel = within(dialog).getByRole('tabpanel');
    await within(panel).findByText('Nothing to suggest here yet', {}, WAIT);
    fireEvent.click(within(panel).getByRole('button', { name: 'Continue Shopping' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(onClose).toHaveBeenCalledTimes(2);

    const explore = within(dialog).getByRole('link', { name: 'Explore All Artwork' });
    expect(explore.getAttribute('href')).toBe('/shop');
    fireEvent.click(explore);
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(location.history.at(-1)).toBe('/shop');
  });

  it('speaks German: its tabs, each card’s reason and its price as German writes it', async () => {
    const current = await shop().createProduct({ title: 'Harbour at Dusk', price: '120.00' });
    const sibling = await shop().createProduct({ title: 'Quiet Canal', price: '1095.00' });
    const { dialog } = await openFor({ productId: current.id, categories: '' }, 'de', 'Drucke, die zu Ihnen passen');

    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Ähnlicher Stil', 'Ihre Interessen', 'Im Trend', 'Ihre Region']);
    const card = await within(dialog).findByRole('link', { name: /Ähnlicher Stil\s*Quiet Canal/ }, WAIT);
    expect(card.getAttribute('href')).toBe(`/de/product/${sibling.id}`);
    // A visitor in the US: dollars, written as German writes numbers.
    within(card).getByText('1.095,00 $');
    expect(within(dialog).getByRole('link', { name: 'Alle Kunstwerke entdecken' }).getAttribute('href')).toBe('/de/shop');
    within(dialog).getByRole('button', { name: 'Vielleicht später' });
  });

  it('speaks Italian where a tab has nothing to show', async () => {
    const { dialog, onClose } = await openFor({ categories: 'Nowhere' }, 'it', 'Stampe scelte per te');
    const panel = within(dialog).getByRole('tabpanel');
    await within(panel).findByText('Ancora nessun suggerimento qui', {}, WAIT);
    within(panel).getByText('Guarda ancora qualche stampa e avremo delle idee per te.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Continua lo shopping' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Stile simile', 'I tuoi interessi', 'Di tendenza', 'La tua zona']);
  });
});
