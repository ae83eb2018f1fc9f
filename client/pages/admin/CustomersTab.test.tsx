import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastMessage } from '../../test-utils/queries.ts';
import { renderWithShop } from '../../test-utils/render.tsx';
import { pageClient, shop, signInCustomer } from '../../test-utils/shop-fixtures.ts';
import { CustomersTab } from './CustomersTab.tsx';

/** The address the client tests' shop treats as an administrator's (server/test/helpers.ts TEST_CONFIG). */
const ADMIN = { email: 'curator@canvasandlight.example', firstName: 'Iris', lastName: 'Vale' };

describe('the Customers tab', () => {
  it('lists the accounts, opens one, and sets its tier and VIP notes with the Premium Customers call', async () => {
    const user = userEvent.setup();
    await shop().createCustomer({ email: 'mara@example.com', firstName: 'Mara', lastName: 'Lind' });
    await signInCustomer(ADMIN);
    renderWithShop(<CustomersTab />, { path: '/admin?tab=customers' });

    await screen.findByRole('button', { name: 'Mara Lind' });
    expect(screen.getByText('Showing 2 of 2 customers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/admin/customers.csv');

    await user.type(screen.getByLabelText('Search e-mail or name'), 'mara');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Iris Vale' })).toBeNull(), { timeout: 3000 });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/admin/customers.csv?q=mara');

    await user.click(screen.getByRole('button', { name: 'Mara Lind' }));
    await screen.findByRole('heading', { name: 'Mara Lind' });
    expect(screen.getByText('No orders yet.')).toBeTruthy();
    const tier = screen.getByRole('region', { name: 'Tier and VIP notes' });
    await user.click(within(tier).getByRole('radio', { name: 'Gold' }));
    await user.type(within(tier).getByLabelText('VIP notes'), 'Collects harbour scenes');
    await user.click(within(tier).getByRole('button', { name: 'Save tier' }));

    expect(await toastMessage('Premium Status Updated')).toBe('mara@example.com is now Gold.');
    const saved = (await pageClient().admin.customers.list.query({ q: 'mara' })).items[0]!;
    expect(saved.premiumStatus).toBe('gold');
    expect((await pageClient().admin.customers.detail.query({ id: saved.id })).profile.vipNotes).toBe('Collects harbour scenes');
    await waitFor(() => expect(screen.getByText('Gold', { selector: '.mantine-Badge-label' })).toBeTruthy());
  });
});
