import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../test-utils/render.tsx';
import { guestOrder, shop } from '../test-utils/shop-fixtures.ts';
import { ReviewPage } from './ReviewPage.tsx';

const WAIT = { timeout: 10_000 };

describe('/review', () => {
  it('comes filled in from the e-mail’s link, opens the form for the delivered print, asks for stars, and sends the review', async () => {
    const user = userEvent.setup();
    const email = 'ada.review@example.com';
    const order = await guestOrder(email);
    await shop().markDelivered(order.orderNumber, new Date());
    const item = order.items[0]!;
    renderWithShop(<ReviewPage />, { path: `/review?order=${order.orderNumber}&item=${item.id}&email=${encodeURIComponent(email)}` });

    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(email);
    expect((screen.getByLabelText('Order number') as HTMLInputElement).value).toBe(order.orderNumber);
    await user.click(screen.getByRole('button', { name: 'Find My Order' }));

    // The link named the print: its form opens at once.
    await screen.findByRole('heading', { name: 'Your Review' }, WAIT);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Calm and deep');
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'The blues are even better in person.');
    await user.click(screen.getByRole('button', { name: 'Send Review' }));
    expect(await screen.findByText('Please choose from 1 to 5 stars')).toBeTruthy();

    // The star itself, as a pointer presses it: its label (the radio under it is hidden).
    const star = screen.getByRole('radio', { name: '5 of 5 stars' });
    await user.click(document.querySelector(`label[for="${star.id}"]`)!);
    await user.click(screen.getByRole('button', { name: 'Send Review' }));
    const card = await screen.findByRole('region', { name: `Order ${order.orderNumber}` }, WAIT);
    within(card).getByText('Thank you for your review. It appears on the print’s page once we have read it.');
    within(within(card).getByRole('listitem', { name: 'Harbour at Dusk' })).getByText('Review sent');
  });

  it('offers no review of an order not yet delivered, and says when it can be', async () => {
    const user = userEvent.setup();
    const order = await guestOrder('grace.waiting@example.com');
    renderWithShop(<ReviewPage />, { path: '/review' });
    await user.type(screen.getByLabelText('Email address'), 'grace.waiting@example.com');
    await user.type(screen.getByLabelText('Order number'), order.orderNumber);
    await user.click(screen.getByRole('button', { name: 'Find My Order' }));

    const card = await screen.findByRole('region', { name: `Order ${order.orderNumber}` }, WAIT);
    within(card).getByText(/This order has not been delivered yet/);
    expect(within(card).queryByRole('button', { name: 'Review This Print' })).toBeNull();
  });
});
