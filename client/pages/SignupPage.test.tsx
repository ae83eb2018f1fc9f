import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../test-utils/render.tsx';
import { shop } from '../test-utils/shop-fixtures.ts';
import { SignupPage } from './SignupPage.tsx';

const toast = (title: string) => screen.findByText(title, {}, { timeout: 5000 }).then((node) => node.closest<HTMLElement>('[role="alert"]')!);
const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
/** The sign-up answer, the same whether the address has an account or not. */
const codeSent = (email: string) =>
  `We sent a 6-character code to ${email}. It expires in 10 minutes. If the address already has an account, the e-mail holds a login code instead.`;
const sendButton = () => screen.getByRole('button', { name: 'Send Verification Code' });

async function openSignup() {
  const rendered = renderWithShop(<SignupPage />, { path: '/signup' });
  await screen.findByRole('heading', { level: 1, name: 'Create Your Account' });
  return rendered;
}

async function fillDetails(user: UserEvent, { firstName, email }: { firstName: string; email: string }) {
  await user.type(field(/^First name/), firstName);
  await user.type(field(/^Last name/), 'Morisot');
  await user.type(field(/^E-mail address/), email);
  await user.click(screen.getByRole('combobox', { name: /^What best describes you/ }));
  await user.click(await screen.findByRole('option', { name: 'Interior Designer' }));
}

describe('signup page', () => {
  it('says once that every field is needed and marks the blank ones, without a message each', async () => {
    const user = userEvent.setup();
    await openSignup();
    await user.type(field(/^First name/), 'Berthe');
    await user.click(sendButton());

    expect(screen.getByText('Please fill in all fields')).toBeTruthy();
    expect(field(/^First name/).hasAttribute('aria-invalid')).toBe(false);
    expect(field(/^Last name/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^E-mail address/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Please enter your email address')).toBeNull();
  });

  it("shows the server's schema's message for a filled field it refuses", async () => {
    const user = userEvent.setup();
    await openSignup();
    await fillDetails(user, { firstName: '<Berthe>', email: 'berthe@example.com' });
    await user.click(sendButton());
    expect(screen.getByText('First name cannot contain < or >')).toBeTruthy();
  });

  it('answers an address that has an account as it answers a new one, revealing nothing', async () => {
    await shop().createCustomer({ email: 'taken@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    const user = userEvent.setup();
    await openSignup();
    await fillDetails(user, { firstName: 'Berthe', email: 'taken@example.com' });
    await user.click(sendButton());

    expect(await screen.findByText(codeSent('taken@example.com'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to login' })).toBeNull();
  });

  it('creates the account with the e-mailed code and goes home', async () => {
    const user = userEvent.setup();
    const { location } = await openSignup();
    await fillDetails(user, { firstName: 'Berthe', email: 'Berthe@Example.com' });
    await user.click(sendButton());
    expect(await screen.findByText(codeSent('berthe@example.com'))).toBeTruthy();

    await user.click(screen.getByLabelText('Verification code, character 1 of 6'));
    await user.paste(await shop().nextCode('berthe@example.com'));
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(within(await toast('Welcome to Canvas & Light')).getByText('Your account is ready.')).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });
});
