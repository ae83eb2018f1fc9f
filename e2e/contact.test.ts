import { describe, expect, inject, it } from 'vitest';
import { newPage } from './browser.ts';
import { fileBrowser } from './file-browser.ts';
import { waitForMail } from './outbox.ts';

const browser = fileBrowser();
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

describe('/contact in a browser', () => {
  it('refuses a message with HTML, then sends a valid one, says so and empties the form; support gets it by e-mail', async () => {
    const page = await newPage(browser(), 'phone');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();

    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Full Name').fill('Grace Hopper');
    await field('Email Address').fill('grace.e2e@example.com');
    await page.getByPlaceholder('Choose a subject').click();
    await page.getByRole('option', { name: 'Consultation request' }).click();
    await field('Message').fill('Hello <b>there</b>, which size suits a reception wall?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('HTML tags are not allowed in message').waitFor();
    await expect(page.getByText('Message sent successfully!').count()).resolves.toBe(0);

    await field('Message').fill('Hello there, which size suits a reception wall of white oak?');
    await page.getByText('HTML tags are not allowed in message').waitFor({ state: 'detached' });
    await page.getByText('60/400').waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText('Message sent successfully!').waitFor();
    await page.getByText("Thank you for contacting us. We'll get back to you soon.").waitFor();
    await expect(field('Full Name').inputValue()).resolves.toBe('');
    await expect(field('Email Address').inputValue()).resolves.toBe('');
    await expect(field('Message').inputValue()).resolves.toBe('');
    await expect(page.getByPlaceholder('Choose a subject').inputValue()).resolves.toBe('');
    await page.getByText('0/400').waitFor();

    // The shop works its mail queue: support's copy is in the outbox, with the way to the messages.
    const mail = await waitForMail(dataDir, 'support@canvasandlight.example', { matching: /^Subject: Contact form: /m });
    expect(mail).toMatch(/^Subject: Contact form: Consultation request from Grace Hopper$/m);
    expect(mail).toMatch(/^Reply-To: grace\.e2e@example\.com$/m);
    expect(mail.replace(/=\r?\n/g, '')).toContain('/admin?tab=3Dmessages');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
