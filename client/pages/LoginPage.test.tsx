import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../test-utils/render.tsx';
import { shop } from '../test-utils/shop-fixtures.ts';
import { LoginPage } from './LoginPage.tsx';

const toast = (title: string) => screen.findByText(title, {}, { timeout: 5000 }).then((node) => node.closest<HTMLElement>('[role="alert"]')!);
const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^E-mail address/ });

async function openLogin() {
  const rendered = renderWithShop(<LoginPage />, { path: '/login' });
  await screen.findByRole('heading', { level: 1, name: 'Log In' });
  return rendered;
}

describe('login page', () => {
  it("checks the address with the server's schema before sending anything", async () => {
    const user = userEvent.setup();
    await openLogin();

    await user.click(screen.getByRole('button', { name: 'Send Login Code' }));
    expect(screen.getByText('Please enter your email address')).toBeTruthy();
    await user.type(emailField(), 'ada-at-example');
    expect(screen.queryByText('Please enter your email address')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Login Code' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
  });

  it('sends a code to the address as the server reads it, refuses a blank code, then signs in and goes home', async () => {
    await shop().createCustomer({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    const user = userEvent.setup();
    const { location } = await openLogin();

    await user.type(emailField(), '  Ada@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Login Code' }));
    expect(await screen.findByText('If ada@example.com has an account, a 6-character login code is on its way. It expires in 10 minutes.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getAllByText('Please enter the login code').length).toBeGreaterThan(0);

    await user.click(screen.getByLabelText('Login code, character 1 of 6'));
    await user.paste(await shop().nextCode('ada@example.com'));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(within(await toast('Welcome back')).getByText('You are now logged in.')).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('goes back to the address it was sent to, as typed', async () => {
    await shop().createCustomer({ email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
    const user = userEvent.setup();
    await openLogin();
    await user.type(emailField(), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Login Code' }));
    await screen.findByRole('heading', { level: 1, name: 'Enter Your Code' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(emailField().value).toBe('grace@example.com');
  });
});

describe('login page in German', () => {
  it('speaks German from the address to the code, and signs in', async () => {
    await shop().createCustomer({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    const user = userEvent.setup();
    const { location } = renderWithShop(<LoginPage />, { path: '/login', locale: 'de' });
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    const address = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^E\u2011Mail-Adresse/ });

    await user.click(screen.getByRole('button', { name: 'Anmeldecode senden' }));
    expect(screen.getByText('Bitte geben Sie Ihre E\u2011Mail-Adresse ein')).toBeTruthy();
    await user.type(address(), 'ada-at-example');
    await user.click(screen.getByRole('button', { name: 'Anmeldecode senden' }));
    expect(screen.getByText('Bitte geben Sie eine gültige E\u2011Mail-Adresse ein')).toBeTruthy();

    await user.clear(address());
    await user.type(address(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Anmeldecode senden' }));
    await screen.findByRole('heading', { level: 1, name: 'Code eingeben' });
    expect(screen.getByText('Buchstaben und Ziffern; Groß- oder Kleinschreibung spielt keine Rolle.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getAllByText('Bitte geben Sie den Anmeldecode ein').length).toBeGreaterThan(0);

    await user.click(screen.getByLabelText('Anmeldecode, Zeichen 1 von 6'));
    await user.paste(await shop().nextCode('ada@example.com'));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(within(await toast('Willkommen zurück')).getByText('Sie sind jetzt angemeldet.')).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/de/'));
  });
});
