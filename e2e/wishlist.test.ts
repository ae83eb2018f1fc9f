import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './browser.ts';
import { fileBrowser } from './file-browser.ts';
import { signUpThroughApi } from './demo-order.ts';

const browser = fileBrowser();
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** The heart on the card of a print, by its title. */
const cardHeart = (page: Page, title: string) => page.getByRole('button', { name: `Save ${title} to your wishlist` });

const headerHeart = (page: Page, count: number) => page.getByRole('link', { name: `Wishlist, ${count} ${count === 1 ? 'print' : 'prints'}` });

/** The titles of the cards on the page, in order. */
const cardTitles = (page: Page) => page.locator('[data-product-card] h3').allTextContents();

describe('the wishlist in a browser', () => {
  it('a visitor hearts prints on /shop and a print page, finds them on the wishlist, signs up and keeps them, and shares the list', async () => {
    const page = await newPage(browser());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${baseUrl}/shop`);
    await headerHeart(page, 0).waitFor();
    const [first, second] = (await cardTitles(page)).slice(0, 2) as [string, string];
    await cardHeart(page, first).click();
    await page.getByText(`${first} is on your wishlist`).waitFor();
    expect(await cardHeart(page, first).getAttribute('aria-pressed')).toBe('true');
    await headerHeart(page, 1).waitFor();

    // The print's own page has the heart too, and knows the print is kept.
    await page.getByRole('link', { name: second, exact: true }).click();
    const keep = page.getByRole('button', { name: 'Save to wishlist' });
    await keep.click();
    await page.getByRole('button', { name: 'On your wishlist' }).waitFor();
    expect(await page.getByRole('button', { name: 'On your wishlist' }).getAttribute('aria-pressed')).toBe('true');

    await headerHeart(page, 2).click();
    await page.waitForURL(`${baseUrl}/account/wishlist`);
    await page.getByRole('heading', { name: 'Your Wishlist' }).waitFor();
    await page.getByText('2 prints').waitFor();
    expect(await cardTitles(page)).toEqual([second, first]);

    // Let one go from the list itself; a reload keeps the list as it is.
    await cardHeart(page, second).click();
    await page.getByText(`${second} is no longer on your wishlist`).waitFor();
    await page.getByText('1 print', { exact: true }).waitFor();
    await page.reload();
    await page.getByText('1 print', { exact: true }).waitFor();
    expect(await cardTitles(page)).toEqual([first]);

    // Signing up takes the visitor's list into the new account.
    const email = `wishful-${Date.now()}@example.com`;
    // In the page's own session, as the sign-up form does it (accounts.test.ts walks the form itself).
    await signUpThroughApi(page, { baseUrl, dataDir }, email, 'Gwen', 'John');
    await page.goto(`${baseUrl}/`);
    await headerHeart(page, 1).click();
    await page.waitForURL(`${baseUrl}/account/wishlist`);
    await page.getByText('1 print', { exact: true }).waitFor();
    expect(await cardTitles(page)).toEqual([first]);

    await page.getByRole('button', { name: 'Share your wishlist' }).click();
    const link = await page.locator('[data-share-link]').textContent();
    expect(link).toMatch(new RegExp(`^${baseUrl}/wishlist/[A-Za-z0-9_-]{22}$`));

    // A friend opens the link: the list, read-only, under the keeper's first name; their own hearts are empty.
    const friend = await newPage(browser(), 'phone');
    await friend.goto(link!);
    await friend.getByRole('heading', { name: 'Gwen’s wishlist' }).waitFor();
    expect(await cardTitles(friend)).toEqual([first]);
    expect(await cardHeart(friend, first).getAttribute('aria-pressed')).toBe('false');
    expect(await friend.getByText(email).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
