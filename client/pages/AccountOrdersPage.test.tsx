import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../test-utils/render.tsx';
import { signInCustomer } from '../test-utils/shop-fixtures.ts';
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
