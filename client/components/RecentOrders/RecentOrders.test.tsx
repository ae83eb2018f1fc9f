import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test-utils/render.tsx';
import { pageClient, shop, signInCustomer } from '../../test-utils/shop-fixtures.ts';
import { RecentOrders } from './RecentOrders.tsx';

const ADA = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

/** An order the customer signed in on this page places: two prints a full-value coupon pays for. */
async function placeOrder() {
  const { id } = await shop().createProduct({ title: 'Harbour at Dusk', price: '120.00' });
  await shop().createCoupon({ code: 'GIFT100', discountType: 'percentage', discountValue: '100.00' });
  await pageClient().cart.add.mutate({ productId: id, quantity: 2 });
  const address = { line1: '12 Harbour Street', city: 'Boston', state: 'MA', postal_code: '02110', country: 'US' };
  return pageClient().checkout.placeFreeOrder.mutate({ country: 'US', region: 'MA', couponCode: 'GIFT100', shipping: { name: 'Ada Lovelace', address } });
}

describe('RecentOrders', () => {
  it("lists the customer's orders with their prints counted, status and total", async () => {
    await signInCustomer(ADA);
    const order = await placeOrder();
    renderWithShop(<RecentOrders />);

    const row = (await screen.findByText(`Order ${order.orderNumber}`)).closest('li')!;
    expect(within(row).getByText(/2 items$/)).toBeTruthy();
    // A free order needs no payment to clear: it is paid at once.
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText('$0.00')).toBeTruthy();
  });

  it('invites a customer without orders to the shop', async () => {
    await signInCustomer(ADA);
    renderWithShop(<RecentOrders />);

    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/shop');
  });
});
