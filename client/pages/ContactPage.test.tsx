import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldNote, toastMessage } from '../test-utils/queries.ts';
import { renderWithShop } from '../test-utils/render.tsx';
import { pageClient, shop } from '../test-utils/shop-fixtures.ts';
import { ContactPage } from './ContactPage.tsx';

const VALID = {
  'Full Name': 'Grace Hopper',
  'Email Address': 'grace@example.com',
  Message: 'Could you suggest a large print for a white oak reception wall?',
};

async function openContact() {
  renderWithShop(<ContactPage />, { path: '/contact' });
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
}

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}

async function chooseSubject(user: UserEvent, subject: string) {
  await user.click(screen.getByLabelText('Subject', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: subject }));
}

const sendButton = () => screen.getByRole('button', { name: 'Send Message' });
/** The message's character count under it. */
const counter = () => screen.getByText(/\/400$/).textContent;
const valueOf = (label: string) => (screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement).value;

describe('contact page', () => {
  it('shows the address, the response time and the common questions', async () => {
    await openContact();
    expect(screen.getAllByRole('term').map((term) => term.textContent?.trim())).toEqual(['Our studio', 'How to reach us', 'Response time']);
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      // The address breaks the line after the name (<br>).
      'Canvas & LightMiami, Florida, USA',
      'This form is the way to reach us: every message goes straight to our customer care team, who answer by e-mail.',
      'Typically within 24 hours, Monday to Friday, 9:00 AM to 6:00 PM EST.',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Orders',
      'Returns',
      'Product information',
      'Technical support',
    ]);
    expect(screen.getByText(/Returns are accepted within 7 days/).textContent).toBe(
      'Returns are accepted within 7 days of your order. Start one on the Returns page, where you upload photos of the item; read the Refund Policy for the terms.',
    );
  });

  it("gives each field the schema's message when it is left, and follows the typing from then on", async () => {
    const user = userEvent.setup();
    await openContact();
    await user.type(screen.getByLabelText('Full Name'), 'Grace <b>');
    await user.type(screen.getByLabelText('Email Address'), 'grace@');
    expect(fieldNote('Full Name')).toBe('HTML tags are not allowed in name');
    await user.type(screen.getByLabelText('Phone Number (optional)'), 'call me');
    await user.type(screen.getByLabelText('Message'), 'Please drop by');
    await user.tab();
    expect(fieldNote('Email Address')).toBe('Valid email is required');
    expect(fieldNote('Phone Number (optional)')).toBe('Invalid phone number format');
    expect(fieldNote('Message')).toBe('SQL commands are not allowed');
    expect(counter()).toBe('14/400');

    await user.type(screen.getByLabelText('Email Address'), 'example.com');
    expect(screen.queryByText('Valid email is required')).toBeNull();
    await fill(user, { Message: 'See javascript:void(0)' });
    expect(fieldNote('Message')).toBe('Script content is not allowed');
  });

  it('sends nothing while a rule is broken and names every required field', async () => {
    const user = userEvent.setup();
    await openContact();
    await user.click(sendButton());
    await waitFor(() => expect(fieldNote('Full Name')).toBe('Name is required'));
    expect(fieldNote('Email Address')).toBe('Valid email is required');
    expect(fieldNote('Subject', { selector: 'input' })).toBe('Please choose a subject');
    expect(fieldNote('Message')).toBe('Message is required');
    expect(await shop().storedContactMessages()).toEqual([]);
  });

  it('sends a valid message, says so, and empties the form', async () => {
    const user = userEvent.setup();
    await openContact();
    await fill(user, { ...VALID, 'Phone Number (optional)': '+1 (305) 555-0100' });
    await chooseSubject(user, 'Consultation request');
    await user.click(sendButton());

    expect(await toastMessage('Message sent successfully!')).toBe("Thank you for contacting us. We'll get back to you soon.");
    await waitFor(() => expect(valueOf('Full Name')).toBe(''));
    expect(valueOf('Email Address')).toBe('');
    expect(valueOf('Message')).toBe('');
    expect(valueOf('Subject')).toBe('');
    expect(counter()).toBe('0/400');
    expect(await shop().storedContactMessages()).toEqual([
      {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '+1 (305) 555-0100',
        subject: 'Consultation request',
        message: VALID.Message,
        status: 'pending',
      },
    ]);
  });

  it("shows the server's refusal, such as too many messages, and keeps what was typed", async () => {
    const message = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Investor', message: 'Hello' } as const;
    for (let sent = 0; sent < 5; sent += 1) await pageClient().contact.send.mutate(message);
    const user = userEvent.setup();
    await openContact();
    await fill(user, VALID);
    await chooseSubject(user, 'Investor');
    await user.click(sendButton());

    expect(await toastMessage('Error sending message')).toBe('Too many messages sent. Please try again in 10 minutes.');
    expect(valueOf('Full Name')).toBe('Grace Hopper');
    expect(await shop().storedContactMessages()).toHaveLength(5);
  });
});

/**
 * The page in German and French: its own texts, the schema's messages (English in src/contact.ts, shown
 * in the page's language), the subjects (stored in English, as the back office reads them) and the sent
 * state. Each text is the translation, so a text left in English fails.
 */
describe.each([
  {
    locale: 'de' as const,
    title: 'Kontakt',
    terms: ['Unser Atelier', 'So erreichen Sie uns', 'Antwortzeit'],
    labels: { name: 'Vollständiger Name', email: 'E\u2011Mail-Adresse', phone: 'Telefonnummer (optional)', subject: 'Betreff', message: 'Nachricht' },
    send: 'Nachricht senden',
    required: {
      name: 'Bitte geben Sie Ihren Namen ein',
      email: 'Bitte geben Sie eine gültige E\u2011Mail-Adresse ein',
      subject: 'Bitte wählen Sie einen Betreff',
      message: 'Bitte geben Sie eine Nachricht ein',
    },
    nameHtml: 'HTML-Tags sind im Namen nicht erlaubt',
    phone: 'Das Format der Telefonnummer ist ungültig',
    sql: 'SQL-Befehle sind nicht erlaubt',
    subjects: ['Investoren', 'Beratungsanfrage', 'Reklamation', 'Technischer Support'],
    sent: ['Ihre Nachricht wurde gesendet!', 'Vielen Dank für Ihre Nachricht. Wir melden uns in Kürze bei Ihnen.'],
  },
  {
    locale: 'fr' as const,
    title: 'Nous contacter',
    terms: ['Notre atelier', 'Comment nous joindre', 'Délai de réponse'],
    labels: { name: 'Nom complet', email: 'Adresse e\u2011mail', phone: 'Téléphone (facultatif)', subject: 'Objet', message: 'Message' },
    send: 'Envoyer le message',
    required: {
      name: 'Veuillez indiquer votre nom',
      email: 'Veuillez saisir une adresse e\u2011mail valide',
      subject: 'Veuillez choisir un objet',
      message: 'Veuillez écrire votre message',
    },
    nameHtml: 'Les balises HTML ne sont pas autorisées dans le nom',
    phone: 'Le format du numéro de téléphone n’est pas valide',
    sql: 'Les commandes SQL ne sont pas autorisées',
    subjects: ['Investisseurs', 'Demande de conseil', 'Réclamation', 'Assistance technique'],
    // The title has a narrow no-break space before "!", which Testing Library's matching reads as a space.
    sent: ['Votre message a bien été envoyé !', 'Merci de nous avoir écrit. Nous vous répondrons très bientôt.'],
  },
])('contact page in $locale', ({ locale, title, terms, labels, send, required, nameHtml, phone, sql, subjects, sent }) => {
  async function openInLanguage() {
    renderWithShop(<ContactPage />, { path: '/contact', locale });
    await screen.findByRole('heading', { level: 1, name: title });
  }

  it('says where the shop is and how it answers', async () => {
    await openInLanguage();
    expect(screen.getAllByRole('term').map((term) => term.textContent?.trim())).toEqual(terms);
  });

  it("gives the schema's messages in the page's language", async () => {
    const user = userEvent.setup();
    await openInLanguage();
    await user.click(screen.getByRole('button', { name: send }));
    await waitFor(() => expect(fieldNote(labels.name)).toBe(required.name));
    expect(fieldNote(labels.email)).toBe(required.email);
    expect(fieldNote(labels.subject, { selector: 'input' })).toBe(required.subject);
    expect(fieldNote(labels.message)).toBe(required.message);

    await user.type(screen.getByLabelText(labels.name), 'Grace <b>');
    await user.type(screen.getByLabelText(labels.phone), 'call me');
    await user.type(screen.getByLabelText(labels.message), 'Please drop by');
    await user.tab();
    expect(fieldNote(labels.name)).toBe(nameHtml);
    expect(fieldNote(labels.phone)).toBe(phone);
    expect(fieldNote(labels.message)).toBe(sql);
    expect(await shop().storedContactMessages()).toEqual([]);
  });

  it('offers the subjects in its words, sends the English one, says the message is sent and empties the form', async () => {
    const user = userEvent.setup();
    await openInLanguage();
    await fill(user, { [labels.name]: 'Grace Hopper', [labels.email]: 'grace@example.com', [labels.message]: VALID.Message });
    await user.click(screen.getByLabelText(labels.subject, { selector: 'input' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(subjects);
    await user.click(screen.getByRole('option', { name: subjects[1] }));
    await user.click(screen.getByRole('button', { name: send }));

    expect(await toastMessage(sent[0]!)).toBe(sent[1]);
    await waitFor(() => expect(valueOf(labels.name)).toBe(''));
    expect(await shop().storedContactMessages()).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', subject: 'Consultation request', message: VALID.Message }),
    ]);
  });
});
