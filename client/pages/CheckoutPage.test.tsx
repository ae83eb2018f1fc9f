import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldNote, toastMessage } from '../test-utils/queries.ts';
import { renderWithShop } from '../test-utils/render.tsx';
import { pageClient, shop, signInCustomer } from '../test-utils/shop-fixtures.ts';
import { CheckoutPage } from './CheckoutPage.tsx';

/** One print of $120.00 in the bag: US shipping is free and tax 8%, so the total is $129.60. */
beforeEach(async () => {
  const print = await shop().createProduct({ title: 'Harbour at Dusk', price: '120.00' });
  await pageClient().cart.add.mutate({ productId: print.id, quantity: 1 });
});

/** Each required field and what it says when left empty. */
const REQUIRED = {
  'Email address': 'Email is required',
  'First name': 'First name is required',
  'Last name': 'Last name is required',
  Address: 'Address is required',
  City: 'City is required',
  'State / Province': 'State / Province is required',
  'ZIP / Postal code': 'ZIP / Postal code is required',
};

const ADDRESS = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Address: '12 Ocean Drive',
  City: 'Miami',
  'State / Province': 'FL',
  'ZIP / Postal code': '33139',
};

const payButton = () => screen.getByRole('button', { name: /^Pay / });

async function openCheckout() {
  const rendered = renderWithShop(<CheckoutPage />, { path: '/checkout' });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  // Pay waits for the payment provider's settings.
  await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false));
  return rendered;
}

/** Fills fields as a browser's autofill does: each value arrives whole (one render per field, not per key). */
async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.paste(value);
  }
}

const isMarkedInvalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid') === 'true';

describe('checkout form', () => {
  it('shows no messages before the shopper tries to pay', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await user.type(screen.getByLabelText('First name'), 'A');
    await user.clear(screen.getByLabelText('First name'));
    for (const message of Object.values(REQUIRED)) expect(screen.queryByText(message)).toBeNull();
  });

  it('names every missing required field when the shopper pays with nothing filled in', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await user.click(payButton());

    expect(await toastMessage('Missing information')).toBe('Please fill in all required shipping information.');
    expect(Object.keys(REQUIRED).map((label) => fieldNote(label))).toEqual(Object.values(REQUIRED));
    expect(isMarkedInvalid('First name')).toBe(true);
    expect(isMarkedInvalid('Apartment, suite, etc. (optional)')).toBe(false);
    expect(isMarkedInvalid('Phone (optional)')).toBe(false);
    expect(await shop().storedOrders()).toEqual([]);
  });

  it('follows the typing once the shopper has tried to pay', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await user.click(payButton());
    await screen.findByText('First name is required');

    await user.type(screen.getByLabelText('First name'), 'Ada');
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(fieldNote('Last name')).toBe('Last name is required');
    await user.clear(screen.getByLabelText('First name'));
    expect(fieldNote('First name')).toBe('First name is required');
  });

  it("gives the e-mail's verdict: required, not an address, then the server's word", async () => {
    const user = userEvent.setup();
    await openCheckout();
    const email = screen.getByLabelText('Email address');

    await user.type(email, 'ab');
    await user.tab();
    expect(fieldNote('Email address')).toBe('Email is required');
    await fill(user, { 'Email address': 'not-an-address' });
    expect(fieldNote('Email address')).toBe('Please enter a valid email address');
    await fill(user, { 'Email address': 'ada@example.com' });
    await waitFor(() => expect(fieldNote('Email address')).toBe('Email is valid'), { timeout: 5000 });
  });

  it('refuses to pay with an e-mail that is not an address', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await fill(user, { ...ADDRESS, 'Email address': 'not-an-address' });
    await user.click(payButton());

    expect(await toastMessage('Invalid email')).toBe('Please enter a valid email address before proceeding.');
    expect(screen.queryByText('Missing information')).toBeNull();
  });

  it("says what the order's schema refuses beyond blank fields, such as an overlong ZIP code", async () => {
    const user = userEvent.setup();
    await openCheckout();
    await fill(user, { ...ADDRESS, 'ZIP / Postal code': '1'.repeat(21), 'Email address': 'ada@example.com' });
    await screen.findByText('Email is valid', {}, { timeout: 5000 });
    await user.click(payButton());

    expect(await toastMessage('Check your details')).toBe('ZIP / Postal code has at most 20 characters');
    expect(isMarkedInvalid('ZIP / Postal code')).toBe(true);
  });

  it('asks for the card number before paying with the demo provider', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await fill(user, { ...ADDRESS, 'Email address': 'ada@example.com' });
    await screen.findByText('Email is valid', {}, { timeout: 5000 });
    await user.click(payButton());

    expect(await toastMessage('Payment failed')).toBe('Please enter the card number');
    expect(await shop().storedOrders()).toEqual([]);
  });

  it("pays the server's total with a complete form and places the order", async () => {
    const user = userEvent.setup();
    const { location } = await openCheckout();
    await fill(user, { ...ADDRESS, 'Email address': 'Ada@Example.com', 'Card number': '4242 4242 4242 4242' });
    await screen.findByText('Email is valid', {}, { timeout: 5000 });
    await screen.findByRole('button', { name: 'Pay $129.60' }, { timeout: 5000 });
    await user.click(payButton());

    await waitFor(() => expect(location.history.at(-1)).toBe('/?order=success'), { timeout: 10_000 });
    const [order, ...others] = await shop().storedOrders();
    expect(others).toEqual([]);
    expect(order).toMatchObject({ guest_email: 'ada@example.com', total: '129.60' });
    expect(order!.billing_address).toMatchObject({ firstName: 'Ada', zipCode: '33139', state: 'FL', country: 'US' });
  });

  it('places an order a coupon pays for in full without a payment form', async () => {
    await shop().createCoupon({ code: 'GIFT100', discountType: 'percentage', discountValue: '100.00' });
    const user = userEvent.setup();
    const { location } = await openCheckout();
    await user.type(screen.getByPlaceholderText('Enter code'), 'GIFT100');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const placeOrder = await screen.findByRole('button', { name: 'Place order' }, { timeout: 5000 });
    expect(screen.getByText(/nothing to pay/).textContent).toBe('Your coupon covers the whole order, so there is nothing to pay.');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await fill(user, { ...ADDRESS, 'Email address': 'ada@example.com' });
    await screen.findByText('Email is valid', {}, { timeout: 5000 });
    await waitFor(() => expect(placeOrder.hasAttribute('disabled')).toBe(false));
    await user.click(placeOrder);

    await waitFor(() => expect(location.history.at(-1)).toBe('/?order=success'), { timeout: 10_000 });
    expect(await shop().storedOrders()).toEqual([expect.objectContaining({ guest_email: 'ada@example.com', total: '0.00' })]);
  });

  it("starts a signed-in customer's form from their profile: name, e-mail and phone", async () => {
    await signInCustomer({ email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', phone: '+1 305 555 0142' });
    await openCheckout();

    expect(screen.getByText('grace@example.com', { selector: 'strong' }).parentElement?.textContent).toBe('Signed in as grace@example.com');
    await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Grace'));
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Hopper');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('grace@example.com');
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('+1 305 555 0142');
    expect(screen.queryByRole('tab', { name: 'Continue as guest' })).toBeNull();
  });
});
