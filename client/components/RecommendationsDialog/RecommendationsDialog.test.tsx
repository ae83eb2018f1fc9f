import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../../test-utils/render.tsx';
import { shop } from '../../test-utils/shop-fixtures.ts';
import { RecommendationsDialog } from './RecommendationsDialog.tsx';

/** The dialog of spec section 2, on the real server's answer (slow on a loaded machine: hence the waits). */
const WAIT = { timeout: 10_000 };
describe('recommendations dialog', () => {
  async function openFor(request: { productId?: number; categories: string }) {
    const onClose = vi.fn();
    const rendered = renderWithShop(<RecommendationsDialog opened onClose={onClose} request={request} />, { path: '/product/1' });
    const dialog = screen.getByRole('dialog', { name: 'Prints chosen for you' });
    return { ...rendered, dialog, onClose };
  }

  it('shows the answer by tab, each print with its label, never the print on screen', async () => {
    const current = await shop().createProduct({ title: 'Harbour at Dusk', price: '120.00' });
    const sibling = await shop().createProduct({ title: 'Quiet Canal', price: '95.00' });
    const { dialog } = await openFor({ productId: current.id, categories: '' });

    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Similar Style', 'Your Interests', 'Trending', 'Your Region']);
    const card = await within(dialog).findByRole('link', { name: 'Quiet Canal, Similar style' }, WAIT);
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
});
