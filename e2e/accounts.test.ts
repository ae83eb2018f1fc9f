import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './browser.ts';
import { fileBrowser } from './file-browser.ts';
import { waitForCode } from './outbox.ts';

const browser = fileBrowser();
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** Types the code into the six boxes as a shopper would, one character at a time. */
async function typeCode(page: Page, label: string, code: string) {
  await page.getByLabel(`${label}, character 1 of 6`).click();
  await page.keyboard.type(code, { delay: 30 });
}

describe('accounts in a browser', () => {
  it('a newcomer signs up with the code from the outbox, signs out, and logs back in', async () => {
    const page = await newPage(browser());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = `newcomer-${Date.now()}@example.com`;
    const seen = new Set<string>();

    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('First name').fill('Berthe');
    await page.getByLabel('Last name').fill('Morisot');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('combobox', { name: 'What best describes you?' }).click();
    await page.getByRole('option', { name: 'Interior Designer' }).click();
    await page.getByRole('button', { name: 'Send Verification Code' }).click();

    await page.getByText(`We sent a 6-character code to ${email}`).waitFor();
    await typeCode(page, 'Verification code', await waitForCode(dataDir, email, { seen }));
    await page.getByRole('button', { name: 'Verify & Create Account' }).click();

    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Welcome back, Berthe' }).waitFor();
    await page.getByText('No orders yet').waitFor();

    await page.getByRole('link', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Shop Collection' }).first().waitFor();
    expect(await page.getByRole('heading', { name: /Welcome back/ }).count()).toBe(0);

    // The account icon leads a visitor to the login page.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send Login Code' }).click();
    await typeCode(page, 'Login code', await waitForCode(dataDir, email, { seen }));
    await page.getByRole('button', { name: 'Log In' }).click();

    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Welcome back, Berthe' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a wrong login code shows the error and keeps the shopper on the code step', async () => {
    const page = await newPage(browser(), 'phone');
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('E-mail address').fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send Login Code' }).click();
    await typeCode(page, 'Login code', 'ABCDEF');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText(/That code is not valid/).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
