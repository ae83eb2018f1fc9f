import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../test-utils/render.tsx';
import { pageClient, shop, signInCustomer } from '../test-utils/shop-fixtures.ts';
import { AccountOrdersPage } from './AccountOrdersPage.tsx';

describe('/account/orders', () => {
  it('asks a visitor to sign in, or to look a guest order up', async () => {
    renderWithShop(<AccountOrdersPage />, { path: '/account/orders' });

    expect(await screen.findByText('Sign in to see your orders')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Find a guest order' }).getAttribute('href')).toBe('/returns');
  });

  it('invites a customer without orders to the shop', async () => {
    await signInCustomer({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    renderWithShop(<AccountOrdersPage />, { path: '/account/orders' });

    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/shop');
  });
});

/** The months as German names them, to read a German day without asking Intl what it would say. */
const GERMAN_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** The signed-in customer's order of `quantity` prints of $120, paid with the demo card, as checkout places it. */
async function paidOrder(quantity: number) {
  const print = await shop().createProduct({ title: 'Harbour at Dusk', price: '120.00' });
  const client = pageClient();
  await client.cart.add.mutate({ productId: print.id, quantity });
  const address = { line1: '12 Ocean Drive', city: 'Miami', state: 'FL', postal_code: '33139', country: 'US' };
  const intent = await client.checkout.createPaymentIntent.mutate({ country: 'US', shipping: { name: 'Ada Lovelace', address } });
  const paid = await client.checkout.confirmDemoPayment.mutate({ clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' });
  return client.checkout.placeOrder.mutate({ paymentIntentId: paid.paymentIntentId });
}

describe('/account/orders in German', () => {
  it('shows an order with its German status, day, count and prices (charged in dollars)', async () => {
    await signInCustomer({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    const { orderNumber } = await paidOrder(2);
    const today = new Date();
    renderWithShop(<AccountOrdersPage />, { path: '/account/orders', locale: 'de' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Bestellungen' })).toBeTruthy();
    expect(await screen.findByText('1 Bestellung')).toBeTruthy();
    const order = screen.getByRole('listitem', { name: `Bestellung ${orderNumber}` });
    expect(within(order).getByText('Bezahlt')).toBeTruthy();
    const day = `${today.getDate()}. ${GERMAN_MONTHS[today.getMonth()]} ${today.getFullYear()}`;
    expect(within(order).getByText(`Bestellt am ${day} · 2 Artikel`)).toBeTruthy();
    expect(within(order).getByText('Menge: 2')).toBeTruthy();
    // Two prints of $120 to the US: free shipping, 8% tax.
    expect(within(order).getByText('Gesamt').nextElementSibling?.textContent).toBe('259,20\u00a0$');
  });

  it('asks a visitor to sign in, in German', async () => {
    renderWithShop(<AccountOrdersPage />, { path: '/account/orders', locale: 'de' });

    expect(await screen.findByText('Melden Sie sich an, um Ihre Bestellungen zu sehen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/de/login');
    expect(screen.getByRole('link', { name: 'Gastbestellung finden' }).getAttribute('href')).toBe('/de/returns');
  });
});
