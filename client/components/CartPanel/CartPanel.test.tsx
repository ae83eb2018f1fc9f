import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCartPanel } from '../../hooks/useCartPanel.tsx';
import { toastMessage } from '../../test-utils/queries.ts';
import { renderWithShop } from '../../test-utils/render.tsx';
import { pageClient, shop } from '../../test-utils/shop-fixtures.ts';
import { CartPanel } from './CartPanel.tsx';

/** The header's bag icon, reduced to what opens the panel. */
function OpenBag() {
  const { open } = useCartPanel();
  return (
    <button type="button" onClick={open}>
      Open bag
    </button>
  );
}

function openPanel() {
  const rendered = renderWithShop(
    <>
      <OpenBag />
      <CartPanel />
    </>,
  );
  // A plain synchronous click: the panel's first render happens before the cart call can answer.
  fireEvent.click(screen.getByRole('button', { name: 'Open bag' }));
  return { ...rendered, panel: () => screen.getByRole('dialog', { name: 'Shopping Bag' }) };
}

describe('cart panel', () => {
  it('shows a loading skeleton, then the empty bag with a way to the shop', async () => {
    const { panel } = openPanel();
    expect(within(panel()).getByLabelText('Loading your bag').getAttribute('aria-busy')).toBe('true');

    await within(panel()).findByRole('heading', { name: 'Your cart is empty' });
    within(panel()).getByText('Add some beautiful artwork to get started');
    expect(within(panel()).getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/shop');
    expect(within(panel()).queryByLabelText('Loading your bag')).toBeNull();
  });

  it('lists the lines with size and price, the subtotal, and links to checkout and the bag', async () => {
    const print = await shop().createProduct({ title: 'Harbour at Dusk', price: '120.00' });
    await pageClient().cart.add.mutate({ productId: print.id, quantity: 2 });
    const { panel } = openPanel();

    const line = await within(panel()).findByRole('listitem', { name: 'Harbour at Dusk' });
    within(line).getByText('24"x16"');
    within(line).getByText('$240.00');
    within(panel()).getByText('2 items');
    expect(within(panel()).getByText('Subtotal').nextElementSibling?.textContent).toBe('$240.00');
    within(panel()).getByText('Shipping calculated at checkout');
    expect(within(panel()).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
    expect(within(panel()).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
  });

  it('changes a quantity and removes a line on the server, and says so', async () => {
    const user = userEvent.setup();
    const print = await shop().createProduct({ title: 'Harbour at Dusk', price: '120.00' });
    await pageClient().cart.add.mutate({ productId: print.id, quantity: 1 });
    const { panel } = openPanel();

    const line = await within(panel()).findByRole('listitem', { name: 'Harbour at Dusk' });
    await user.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    await within(panel()).findByText('2 items');
    expect((await pageClient().cart.list.query()).itemCount).toBe(2);

    await user.click(within(line).getByRole('button', { name: 'Remove Harbour at Dusk' }));
    await screen.findByText('Item has been removed from your cart');
    await within(panel()).findByRole('heading', { name: 'Your cart is empty' });
    expect((await pageClient().cart.list.query()).items).toEqual([]);
  });

  it("shows the server's message when a change fails: the line was removed in another tab", async () => {
    const user = userEvent.setup();
    const print = await shop().createProduct({ title: 'Harbour at Dusk', price: '120.00' });
    await pageClient().cart.add.mutate({ productId: print.id, quantity: 1 });
    const { panel } = openPanel();

    const line = await within(panel()).findByRole('listitem', { name: 'Harbour at Dusk' });
    const [elsewhere] = (await pageClient().cart.list.query()).items;
    await pageClient().cart.remove.mutate({ id: elsewhere!.id });
    await user.click(within(line).getByRole('button', { name: 'Remove Harbour at Dusk' }));

    expect(await toastMessage('Error')).toBe('Cart item not found');
  });
});
