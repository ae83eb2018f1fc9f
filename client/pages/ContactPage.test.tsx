import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
const toast = (title: string) => screen.findByText(title, {}, { timeout: 5000 }).then((node) => node.closest<HTMLElement>('[role="alert"]')!);
const valueOf = (label: string) => (screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement).value;

describe('contact page', () => {
  it('shows the address, the response time and the common questions', async () => {
    await openContact();
    expect(screen.getByText(/Miami, Florida, USA/)).toBeTruthy();
    expect(screen.getByText(/Typically within 24 hours/)).toBeTruthy();
    expect(screen.getByText(/This form is the way to reach us/)).toBeTruthy();
    for (const question of ['Orders', 'Returns', 'Product information', 'Technical support']) {
      expect(screen.getByRole('heading', { level: 3, name: question })).toBeTruthy();
    }
    expect(screen.getByText(/Returns are accepted within 7 days/)).toBeTruthy();
  });

  it("gives each field the schema's message when it is left, and follows the typing from then on", async () => {
    const user = userEvent.setup();
    await openContact();
    await user.type(screen.getByLabelText('Full Name'), 'Grace <b>');
    await user.type(screen.getByLabelText('Email Address'), 'grace@');
    expect(screen.getByText('HTML tags are not allowed in name')).toBeTruthy();
    await user.type(screen.getByLabelText('Phone Number (optional)'), 'call me');
    await user.type(screen.getByLabelText('Message'), 'Please drop by');
    await user.tab();
    expect(screen.getByText('Valid email is required')).toBeTruthy();
    expect(screen.getByText('Invalid phone number format')).toBeTruthy();
    expect(screen.getByText('SQL commands are not allowed')).toBeTruthy();
    expect(screen.getByText('14/400')).toBeTruthy();

    await user.type(screen.getByLabelText('Email Address'), 'example.com');
    expect(screen.queryByText('Valid email is required')).toBeNull();
    await fill(user, { Message: 'See javascript:void(0)' });
    expect(screen.getByText('Script content is not allowed')).toBeTruthy();
  });

  it('sends nothing while a rule is broken and names every required field', async () => {
    const user = userEvent.setup();
    await openContact();
    await user.click(sendButton());
    for (const message of ['Name is required', 'Valid email is required', 'Please choose a subject', 'Message is required']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(await shop().storedContactMessages()).toEqual([]);
  });

  it('sends a valid message, says so, and empties the form', async () => {
    const user = userEvent.setup();
    await openContact();
    await fill(user, { ...VALID, 'Phone Number (optional)': '+1 (305) 555-0100' });
    await chooseSubject(user, 'Consultation request');
    await user.click(sendButton());

    const sent = await toast('Message sent successfully!');
    expect(within(sent).getByText("Thank you for contacting us. We'll get back to you soon.")).toBeTruthy();
    await waitFor(() => expect(valueOf('Full Name')).toBe(''));
    expect(valueOf('Email Address')).toBe('');
    expect(valueOf('Message')).toBe('');
    expect(valueOf('Subject')).toBe('');
    expect(screen.getByText('0/400')).toBeTruthy();
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

    const refused = await toast('Error sending message');
    expect(within(refused).getByText('Too many messages sent. Please try again in 10 minutes.')).toBeTruthy();
    expect(valueOf('Full Name')).toBe('Grace Hopper');
    expect(await shop().storedContactMessages()).toHaveLength(5);
  });
});
