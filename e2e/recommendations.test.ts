import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Product } from '../src/catalogue.ts';
import { RECOMMENDATION_LABELS } from '../src/recommendations.ts';
import { axeViolations } from './axe.ts';
import { newPage } from './browser.ts';
import { fileBrowser } from './file-browser.ts';

const browser = fileBrowser();
const baseUrl = inject('baseUrl');

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Prints chosen for you' });

/** The dialog's own chunk, as Vite names it (RecommendationsDialog-<hash>.js). */
const isDialogCode = (url: string) => /\/RecommendationsDialog-[^/]*\.js$/.test(url);

/** Views three prints, as a shopper would, and returns them; the dialog is due at the next 30 s check. */
async function viewThreePrints(page: Page): Promise<Product[]> {
  const products = (await (await fetch(`${baseUrl}/api/products?limit=3`)).json()) as Product[];
  expect(products).toHaveLength(3);
  for (const product of products) {
    await page.goto(`${baseUrl}/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  }
  return products;
}

describe('the recommendations dialog in a browser', () => {
  it('opens once after three prints were viewed; Maybe Later closes it for the rest of the session', async () => {
    const page = await newPage(browser(), 'desktop', { recommendations: true });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // The page's clock runs as usual, and the test can jump it forward to the next 30 s check.
    await page.clock.install();

    const products = await viewThreePrints(page);
    await expect(dialogOf(page).count()).resolves.toBe(0);
    expect(requested.filter(isDialogCode)).toEqual([]);

    await page.clock.fastForward(30_000);
    const dialog = dialogOf(page);
    await dialog.waitFor();
    for (const tab of ['Similar Style', 'Your Interests', 'Trending', 'Your Region']) await dialog.getByRole('tab', { name: tab }).waitFor();
    // Suggestions, each labelled with why; never the print on screen.
    const cards = dialog.locator('a[href^="/product/"]');
    await cards.first().waitFor();
    const labels = Object.values(RECOMMENDATION_LABELS);
    const names = await cards.evaluateAll((links) => links.map((link) => link.textContent ?? ''));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(labels.some((label) => name.includes(label)), name).toBe(true);
    const current = products.at(-1)!;
    await expect(dialog.locator(`a[href="/product/${current.id}"]`).count()).resolves.toBe(0);
    expect(requested.filter(isDialogCode)).toHaveLength(1);
    // WCAG 2.1 AA, as every dialog (accessibility.test.ts checks the others; the phone's width below).
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Not again in this session: neither on this page nor after moving on.
    await page.clock.fastForward(5 * 60_000);
    await page.goto(`${baseUrl}/product/${products[0]!.id}`);
    await page.getByRole('heading', { level: 1, name: products[0]!.title }).waitFor();
    await page.clock.fastForward(5 * 60_000);
    await page.clock.fastForward(30_000);
    await expect(dialogOf(page).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('passes WCAG 2.1 AA on a phone and closes on Escape', async () => {
    const page = await newPage(browser(), 'phone', { recommendations: true });
    await page.clock.install();
    await viewThreePrints(page);
    await page.clock.fastForward(30_000);
    const dialog = dialogOf(page);
    await dialog.locator('a[href^="/product/"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
