import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../src/locales.ts';
import { fieldNote, toastMessage } from '../test-utils/queries.ts';
import { renderWithShop } from '../test-utils/render.tsx';
import { pageClient, shop } from '../test-utils/shop-fixtures.ts';
import { visitFrom } from '../test-utils/visitor-country.ts';
import { CheckoutPage } from './CheckoutPage.tsx';

/**
 * The checkout form's validation in each of the shop's languages (issue 37): paying with the form empty
 * names every missing field under it, and an address that is not one or a ZIP code too long is refused
 * under its field, in the words a native speaker reads there. The messages are the order schema's
 * (src/checkout.ts), translated where the form shows them.
 */

/** A non-breaking space, as the translations keep a number with its unit ("20 Zeichen"). */
const NBSP = '\u00a0';

type Field = 'email' | 'firstName' | 'lastName' | 'address' | 'city' | 'state' | 'zipCode';

interface Language {
  heading: string;
  pay: RegExp;
  /** Each field's label and the message under it when it is left empty. */
  fields: Record<Field, [label: string, required: string]>;
  missing: [title: string, message: string];
  /** What the first name's field says under it once it is filled in. */
  firstNameHint: string;
  invalidEmail: string;
  longZip: string;
}

const LANGUAGES: Record<Locale, Language> = {
  en: {
    heading: 'Checkout',
    pay: /^Pay /,
    fields: {
      email: ['Email address', 'Email is required'],
      firstName: ['First name', 'First name is required'],
      lastName: ['Last name', 'Last name is required'],
      address: ['Address', 'Address is required'],
      city: ['City', 'City is required'],
      state: ['State / Province', 'State / Province is required'],
      zipCode: ['ZIP / Postal code', 'ZIP / Postal code is required'],
    },
    missing: ['Missing information', 'Please fill in all required shipping information.'],
    firstNameHint: 'Given name, as on your doorbell',
    invalidEmail: 'Please enter a valid email address',
    longZip: 'ZIP / Postal code has at most 20 characters',
  },
  de: {
    heading: 'Kasse',
    pay: /^Jetzt .+ bezahlen$/,
    fields: {
      email: ['E\u2011Mail-Adresse', 'Bitte geben Sie Ihre E\u2011Mail-Adresse ein'],
      firstName: ['Vorname', 'Bitte geben Sie Ihren Vornamen ein'],
      lastName: ['Nachname', 'Bitte geben Sie Ihren Nachnamen ein'],
      address: ['Adresse', 'Bitte geben Sie Ihre Adresse ein'],
      city: ['Ort', 'Bitte geben Sie den Ort ein'],
      state: ['Bundesland / Region', 'Bitte geben Sie Bundesland oder Region ein'],
      zipCode: ['PLZ', 'Bitte geben Sie die PLZ ein'],
    },
    missing: ['Angaben fehlen', 'Bitte füllen Sie alle Pflichtfelder der Lieferadresse aus.'],
    firstNameHint: 'Vorname, wie auf Ihrem Klingelschild',
    invalidEmail: 'Bitte geben Sie eine gültige E\u2011Mail-Adresse ein',
    longZip: `Die PLZ darf höchstens 20${NBSP}Zeichen lang sein`,
  },
  fr: {
    heading: 'Commande',
    pay: /^Payer /,
    fields: {
      email: ['Adresse e\u2011mail', 'Veuillez indiquer votre adresse e\u2011mail'],
      firstName: ['Prénom', 'Veuillez indiquer votre prénom'],
      lastName: ['Nom', 'Veuillez indiquer votre nom'],
      address: ['Adresse', 'Veuillez indiquer votre adresse'],
      city: ['Ville', 'Veuillez indiquer votre ville'],
      state: ['Région / État', 'Veuillez indiquer votre région ou État'],
      zipCode: ['Code postal', 'Veuillez indiquer votre code postal'],
    },
    missing: ['Informations manquantes', 'Veuillez renseigner toutes les informations de livraison obligatoires.'],
    firstNameHint: 'Prénom, tel qu’il figure sur votre boîte aux lettres',
    invalidEmail: 'Veuillez saisir une adresse e\u2011mail valide',
    longZip: `Le code postal ne peut pas dépasser 20${NBSP}caractères`,
  },
  es: {
    heading: 'Finalizar compra',
    pay: /^Pagar /,
    fields: {
      email: ['Correo electrónico', 'Indica tu correo electrónico'],
      firstName: ['Nombre', 'Indica tu nombre'],
      lastName: ['Apellidos', 'Indica tus apellidos'],
      address: ['Dirección', 'Indica tu dirección'],
      city: ['Ciudad', 'Indica tu ciudad'],
      state: ['Provincia / Estado', 'Indica tu provincia o estado'],
      zipCode: ['Código postal', 'Indica tu código postal'],
    },
    missing: ['Faltan datos', 'Rellena todos los datos de envío obligatorios.'],
    firstNameHint: 'Nombre, tal como figura en tu buzón',
    invalidEmail: 'Introduce un correo electrónico válido',
    longZip: `El código postal no puede superar los 20${NBSP}caracteres`,
  },
  it: {
    heading: 'Cassa',
    pay: /^Paga /,
    fields: {
      email: ['Indirizzo email', 'Inserisci il tuo indirizzo email'],
      firstName: ['Nome', 'Inserisci il tuo nome'],
      lastName: ['Cognome', 'Inserisci il tuo cognome'],
      address: ['Indirizzo', 'Inserisci il tuo indirizzo'],
      city: ['Città', 'Inserisci la città'],
      state: ['Provincia / Stato', 'Inserisci la provincia o lo stato'],
      zipCode: ['CAP', 'Inserisci il CAP'],
    },
    missing: ['Dati mancanti', 'Compila tutti i dati di spedizione obbligatori.'],
    firstNameHint: 'Nome, come sul citofono',
    invalidEmail: 'Inserisci un indirizzo email valido',
    longZip: `Il CAP non può superare i 20${NBSP}caratteri`,
  },
};

/** A print in the bag, so that checkout opens rather than sending the shopper back to the shop. */
beforeEach(async () => {
  const print = await shop().createProduct({ title: 'Harbour at Dusk', price: '120.00' });
  await pageClient().cart.add.mutate({ productId: print.id, quantity: 1 });
});

async function openCheckout(locale: Locale) {
  const { heading, pay } = LANGUAGES[locale];
  const rendered = renderWithShop(<CheckoutPage />, { path: '/checkout', locale });
  await screen.findByRole('heading', { level: 1, name: heading });
  // Pay waits for the payment provider's settings.
  await waitFor(() => expect(screen.getByRole('button', { name: pay }).hasAttribute('disabled')).toBe(false), { timeout: 5000 });
  return Object.assign(screen.getByRole('button', { name: pay }), { rendered });
}

async function fill(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.paste(value);
}

describe.each(Object.keys(LANGUAGES) as Locale[])('the checkout form in %s', (locale) => {
  const language = LANGUAGES[locale];
  const label = (field: Field) => language.fields[field][0];

  it('names every missing field under it when the shopper pays with nothing filled in', async () => {
    const user = userEvent.setup();
    const pay = await openCheckout(locale);
    await user.click(pay);

    expect(await toastMessage(language.missing[0])).toBe(language.missing[1]);
    const fields = Object.values(language.fields);
    expect(fields.map(([field]) => fieldNote(field))).toEqual(fields.map(([, required]) => required));
  });

  it('refuses an e-mail that is not an address and a ZIP code that is too long, under each field', async () => {
    const user = userEvent.setup();
    const pay = await openCheckout(locale);
    await user.click(pay);
    await screen.findByText(language.fields.firstName[1]);

    await fill(user, label('firstName'), 'Ada');
    await fill(user, label('email'), 'not-an-address');
    await fill(user, label('zipCode'), '1'.repeat(21));

    expect(fieldNote(label('firstName'))).toBe(language.firstNameHint);
    expect(fieldNote(label('email'))).toBe(language.invalidEmail);
    expect(fieldNote(label('zipCode'))).toBe(language.longZip);
  });
});

describe('paying in German', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the visitor\'s country in German, charges in euros and comes back to the German home page', async () => {
    visitFrom('DE');
    const user = userEvent.setup();
    const { rendered } = await openCheckout('de');

    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Land' }).value).toBe('Deutschland');
    const german = LANGUAGES.de.fields;
    const address: [Field, string][] = [
      ['firstName', 'Ada'],
      ['lastName', 'Lovelace'],
      ['address', 'Unter den Linden 1'],
      ['city', 'Berlin'],
      ['state', 'Berlin'],
      ['zipCode', '10117'],
      ['email', 'ada@example.com'],
    ];
    for (const [field, value] of address) await fill(user, german[field][0], value);
    await fill(user, 'Kartennummer', '4242 4242 4242 4242');
    await screen.findByText('E\u2011Mail-Adresse ist gültig', {}, { timeout: 5000 });

    // The button charges what the summary shows: the server's total, in euros as German writes them.
    const pay = await screen.findByRole('button', { name: /^Jetzt [\d.]+,\d{2}\u00a0€ bezahlen$/ }, { timeout: 5000 });
    const total = screen.getByText('Gesamt', { selector: 'span' }).nextElementSibling?.textContent;
    expect(pay.textContent).toBe(`Jetzt ${total} bezahlen`);
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    await user.click(pay);

    await waitFor(() => expect(rendered.location.history.at(-1)).toBe('/de/?order=success'), { timeout: 10_000 });
    expect(await shop().storedOrders()).toEqual([expect.objectContaining({ guest_email: 'ada@example.com' })]);
  });
});
