import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../src/statuses.ts';
import { fieldNote, toastMessage } from '../test-utils/queries.ts';
import { renderWithShop } from '../test-utils/render.tsx';
import { guestOrder, shop } from '../test-utils/shop-fixtures.ts';
import { ReturnsPage } from './ReturnsPage.tsx';

async function findOrder(user: UserEvent, email: string, orderNumber: string) {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Order number'), orderNumber);
  await user.click(screen.getByRole('button', { name: 'Find My Order' }));
}

describe('/returns', () => {
  it('names the missing lookup fields, then says when no order matches', async () => {
    const user = userEvent.setup();
    renderWithShop(<ReturnsPage />, { path: '/returns' });
    await user.click(screen.getByRole('button', { name: 'Find My Order' }));
    await waitFor(() => expect(fieldNote('Order number')).toBe('Order number is required'));
    // Spec section 5: a blank e-mail is told what an invalid one is.
    expect(fieldNote('Email address')).toBe('Please enter a valid email address');

    await findOrder(user, 'nobody@example.com', 'CL-20261124-ZZZZZZ');
    expect(await toastMessage('Order Not Found')).toBe(
      'We could not find an order with that number and e-mail address. Please check both and try again.',
    );
    screen.getByRole('form', { name: 'Find Your Order' });
  });

  it('finds the order, opens the return form for an item, asks for a reason and a photo, and cancels back', async () => {
    const user = userEvent.setup();
    const order = await guestOrder('ada.returns@example.com');
    renderWithShop(<ReturnsPage />, { path: '/returns' });
    await findOrder(user, 'ada.returns@example.com', order.orderNumber);

    expect(await toastMessage('Order Found')).toBe('Select the item you would like to return.');
    const card = await screen.findByRole('region', { name: `Order ${order.orderNumber}` });
    const item = await within(card).findByRole('listitem', { name: 'Harbour at Dusk' });
    within(item).getByText('24"x16"');
    await user.click(within(item).getByRole('button', { name: 'Return This Item' }));

    await screen.findByRole('heading', { name: 'Return Request' });
    await user.click(screen.getByRole('button', { name: 'Submit Return Request' }));
    await waitFor(() => expect(fieldNote('Reason for return', { selector: 'input' })).toBe('Please select a reason for return'));
    screen.getByText('Please upload at least one photo of the item');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'Return This Item' });
    await user.click(screen.getByRole('button', { name: 'Look Up Different Order' }));
    await screen.findByRole('form', { name: 'Find Your Order' });
  });

  it('shows a delivered order as delivered, with the day and its own badge, and the last day to return it', async () => {
    const user = userEvent.setup();
    const order = await guestOrder('grace.delivered@example.com');
    const deliveredAt = new Date();
    await shop().markDelivered(order.orderNumber, deliveredAt);
    renderWithShop(<ReturnsPage />, { path: '/returns' });
    await findOrder(user, 'grace.delivered@example.com', order.orderNumber);

    const card = await screen.findByRole('region', { name: `Order ${order.orderNumber}` });
    const day = deliveredAt.toLocaleDateString('en-US', { timeZone: 'America/New_York', dateStyle: 'long' });
    expect(within(card).getByText(`Delivered on ${day}.`)).toBeTruthy();
    expect(within(card).getByText(/^ ?Returns are open until \w+day, \w+ \d{1,2}, \d{4}\.$/)).toBeTruthy();
    expect(within(card).getByText('Delivered').closest('.mantine-Badge-root')?.getAttribute('data-variant')).toBe('filled');
    expect(within(card).queryByText('Not delivered yet.')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Return This Item' })).toBeTruthy();
  });

  it('says an order on its way is not delivered yet, and that a return can start now or once it arrives', async () => {
    const user = userEvent.setup();
    const order = await guestOrder('grace.waiting@example.com');
    renderWithShop(<ReturnsPage />, { path: '/returns' });
    await findOrder(user, 'grace.waiting@example.com', order.orderNumber);

    const card = await screen.findByRole('region', { name: `Order ${order.orderNumber}` });
    expect(within(card).getByText('Not delivered yet.')).toBeTruthy();
    expect(within(card).getByText(/^ ?You can start a return now, or once your order arrives, until \w+day, \w+ \d{1,2}, \d{4}\.$/)).toBeTruthy();
    expect(within(card).getByText(ORDER_STATUS_LABELS[order.status as OrderStatus]).closest('.mantine-Badge-root')?.getAttribute('data-variant')).toBe('light');
    expect(within(card).queryByText(/^Delivered/)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Return This Item' })).toBeTruthy();
  });
});
