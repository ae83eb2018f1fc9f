import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastMessage } from '../../test-utils/queries.ts';
import { renderWithShop } from '../../test-utils/render.tsx';
import { guestOrder, signInCustomer } from '../../test-utils/shop-fixtures.ts';
import { OrdersTab } from './OrdersTab.tsx';

/** The address the client tests' shop treats as an administrator's (server/test/helpers.ts TEST_CONFIG). */
const ADMIN = { email: 'curator@canvasandlight.example', firstName: 'Iris', lastName: 'Vale' };

const csvLink = () => screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href');

/** What the field labelled `label` is said to have wrong: the message its aria-errormessage names, '' for none. */
function errorOf(label: string): string {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-errormessage');
  return field.getAttribute('aria-invalid') === 'true' && id ? (document.getElementById(id)?.textContent ?? '') : '';
}

describe('the Orders tab', () => {
  it('takes the days the server takes: one outside 2000-2100 is said for its field and left out of the filters', async () => {
    const order = await guestOrder('ada@example.com');
    await signInCustomer(ADMIN);
    renderWithShop(<OrdersTab />, { path: '/admin?tab=orders' });
    await screen.findByRole('button', { name: order.orderNumber });
    const from = screen.getByLabelText('Placed from');
    expect([from.getAttribute('min'), from.getAttribute('max')]).toEqual(['2000-01-01', '2100-12-31']);

    fireEvent.change(from, { target: { value: '1999-12-31' } });
    expect(errorOf('Placed from')).toBe('From must be a day from 2000-01-01 to 2100-12-31');
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2100-12-31' } });
    expect(csvLink()).toBe('/api/admin/orders.csv?to=2100-12-31');

    fireEvent.change(from, { target: { value: '2000-01-01' } });
    expect(errorOf('Placed from')).toBe('');
    expect(csvLink()).toBe('/api/admin/orders.csv?from=2000-01-01&to=2100-12-31');
    // The list as asked for with both days, not a page kept from before.
    await waitFor(() => expect(document.querySelector('[data-stale]')).toBeNull());
    expect(screen.getByText('Showing 1 of 1 orders')).toBeTruthy();
    expect(screen.getByRole('button', { name: order.orderNumber })).toBeTruthy();
  });

  it('says when there are no orders yet, and when a filter matches none', async () => {
    const user = userEvent.setup();
    await signInCustomer(ADMIN);
    renderWithShop(<OrdersTab />, { path: '/admin?tab=orders' });
    expect(await screen.findByText('No orders yet.')).toBeTruthy();

    await user.type(screen.getByLabelText('Country'), 'FR');
    expect(await screen.findByText('No order matches.')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: /Needs attention/ }));
    expect(await screen.findByText('No print order needs attention: every paid order is at Printify or on its way.')).toBeTruthy();
  });

  it("shows a resend refused within 10 minutes as a toast saying when the e-mail can go again", async () => {
    const user = userEvent.setup();
    const order = await guestOrder('ada@example.com');
    await signInCustomer(ADMIN);
    renderWithShop(<OrdersTab />, { path: '/admin?tab=orders' });
    await user.click(await screen.findByRole('button', { name: order.orderNumber }));

    await user.click(await screen.findByRole('button', { name: 'Resend confirmation' }));
    expect(await toastMessage('E-mail Queued')).toBe('The confirmation e-mail is on its way to ada@example.com.');
    // The button is busy until the order is read again with the e-mail among those sent.
    const again = screen.getByRole('button', { name: 'Resend confirmation' });
    await waitFor(() => expect(again.hasAttribute('disabled')).toBe(false));
    await user.click(again);
    expect(await toastMessage('E-mail Not Sent')).toBe('This e-mail was sent again less than a minute ago; it can be sent again in 10 minutes.');
    await waitFor(() => expect(again.hasAttribute('disabled')).toBe(false));
  });
});
