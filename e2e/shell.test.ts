import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the shop in a browser', () => {
  it('renders the landing page with the demo collections', async () => {
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(baseUrl);
    // The first render runs as a transition (client/main.tsx), so it may finish after the load event.
    await page.getByRole('link', { name: 'Shop Collection' }).first().waitFor();
    // The first three categories of the demo catalogue, from the API.
    await page.getByText('Middle East').first().waitFor();
    expect(await page.getByText('Europe').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('shows Page Not Found for an unknown path', async () => {
    const page = await newPage(browser, 'phone');
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  it('renders a policy page with its effective date and governing law', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/terms-of-service`);
    await page.getByText('January 1, 2025').first().waitFor();
    expect(await page.getByText(/State of Florida/).count()).toBeGreaterThan(0);
  });

  it('answers an unknown API path with JSON, not the app', async () => {
    const response = await fetch(`${baseUrl}/api/no-such`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});
