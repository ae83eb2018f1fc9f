import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../test-utils/render.tsx';
import { pageClient, shop } from '../test-utils/shop-fixtures.ts';
import { ReturnsPage } from './ReturnsPage.tsx';

/** A guest's paid order of one print, placed through the checkout's own calls with the demo card. */
async function guestOrder(email: string) {
  const print = await shop().createProduct({ title: 'Harbour at Dusk', price: '120.00' });
  const client = pageClient();
  await client.cart.add.mutate({ productId: print.id, quantity: 1 });
  const shipping = { name: 'Ada Lovelace', address: { line1: '12 Ocean Drive', city: 'Miami', state: 'FL', postal_code: '33139', country: 'US' } };
  const intent = await client.checkout.createPaymentIntent.mutate({ country: 'US', shipping });
  const paid = await client.checkout.confirmDemoPayment.mutate({ clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' });
  return client.checkout.placeOrder.mutate({ paymentIntentId: paid.paymentIntentId, guestEmail: email });
}

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
    expect(await screen.findByText('Order number is required')).toBeTruthy();
    // Spec section 5: a blank e-mail is told what an invalid one is.
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();

    await findOrder(user, 'nobody@example.com', 'CL-20261124-ZZZZZZ');
    expect(await screen.findByText('Order Not Found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Find Your Order' })).toBeTruthy();
  });

  it('finds the order, opens the return form for an item, asks for a reason and a photo, and cancels back', async () => {
    const user = userEvent.setup();
    const order = await guestOrder('ada.returns@example.com');
    renderWithShop(<ReturnsPage />, { path: '/returns' });
    await findOrder(user, 'ada.returns@example.com', order.orderNumber);

    expect(await screen.findByText('Order Found')).toBeTruthy();
    const card = await screen.findByRole('region', { name: `Order ${order.orderNumber}` });
    const item = await within(card).findByRole('listitem', { name: 'Harbour at Dusk' });
    expect(within(item).getByText('24"x16"')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Return This Item' }));

    await screen.findByRole('heading', { name: 'Return Request' });
    await user.click(screen.getByRole('button', { name: 'Submit Return Request' }));
    expect(await screen.findByText('Please select a reason for return')).toBeTruthy();
    expect(screen.getByText('Please upload at least one photo of the item')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Return This Item' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Look Up Different Order' }));
    expect(await screen.findByRole('heading', { name: 'Find Your Order' })).toBeTruthy();
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
    expect(within(card).getByText('delivered').closest('.mantine-Badge-root')?.getAttribute('data-variant')).toBe('filled');
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
    expect(within(card).getByText(order.status).closest('.mantine-Badge-root')?.getAttribute('data-variant')).toBe('light');
    expect(within(card).queryByText(/^Delivered/)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Return This Item' })).toBeTruthy();
  });
});
