import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, hoverContrastViolations } from './axe.ts';
import { newPage, VIEWPORTS } from './browser.ts';
import { fileBrowser } from './file-browser.ts';
import { demoOrder, signUpThroughApi } from './demo-order.ts';
import { stopsWithUnseenFocus } from './focus-visible.ts';

/**
 * WCAG 2.1 AA by axe-core on the shop's pages at a phone's and a desktop's width, as a visitor, a
 * shopper with a print in the bag, and a signed-in customer see them.
 */

const browser = fileBrowser();
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** Opens `path` and waits for the page to settle (its data loaded, the first render done). */
async function open(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(`${baseUrl}${path}`);
  await ready(page);
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 }).first().waitFor();

const PUBLIC_PAGES: [string, (page: Page) => Promise<unknown>][] = [
  ['/', (page) => page.getByRole('link', { name: 'Shop Collection' }).first().waitFor()],
  ['/shop', (page) => page.locator('a[href^="/product/"]').first().waitFor()],
  ['/about', heading(/./)],
  ['/contact', heading(/./)],
  ['/returns', heading(/./)],
  ['/refund-policy', heading(/./)],
  ['/privacy-policy', heading(/./)],
  ['/terms-of-service', heading(/./)],
  ['/accessibility', heading('Accessibility')],
  ['/login', heading(/./)],
  ['/signup', heading(/./)],
  ['/cart', heading(/./)],
  ['/account/wishlist', heading('Your Wishlist')],
  ['/unsubscribe/AAAAAAAAAAAAAAAAAAAAAA', heading('Unsubscribe from our e-mails?')],
  // Once the payment step is ready (its Pay button enabled), as a buyer meets it.
  ['/gift-cards', (page) => page.locator('button:enabled', { hasText: /^Pay / }).waitFor()],
  ['/no/such/page', heading('Page Not Found')],
  ['/de/shop', (page) => page.locator('a[href^="/de/product/"]').first().waitFor()],
];

describe('the skip link', () => {
  it('is the first stop of the keyboard, and takes it past the navigation to the page', async () => {
    const page = await newPage(browser());
    await open(page, '/shop', PUBLIC_PAGES[1]![1]);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    // Shown while it has the focus.
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab goes on from the page's content, not from the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
});

describe('every page passes axe-core (WCAG 2.1 A and AA)', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`the public pages at ${VIEWPORTS[viewport].width} px`, { timeout: 180_000 }, async () => {
      const page = await newPage(browser(), viewport);
      const found: Record<string, unknown> = {};
      for (const [path, ready] of PUBLIC_PAGES) {
        await open(page, path, ready);
        const violations = await axeViolations(page);
        if (violations.length) found[path] = violations;
      }
      const product = await page.locator('a[href^="/product/"]').first().getAttribute('href').catch(() => null);
      await open(page, '/shop', PUBLIC_PAGES[1]![1]);
      const href = product ?? (await page.locator('a[href^="/product/"]').first().getAttribute('href'));
      await open(page, href!, heading(/./));
      const onProduct = await axeViolations(page);
      if (onProduct.length) found[href!] = onProduct;
      // The artwork's picture says what it shows, not only its title.
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      const alt = await page.getByRole('main').locator('img').first().getAttribute('alt');
      expect(alt).not.toBe(title);
      expect(alt).toMatch(/^[A-Z].{20,}[.!?…]$/);
      expect(found).toEqual({});
    });

    it(`the bag, checkout and account pages at ${VIEWPORTS[viewport].width} px`, { timeout: 180_000 }, async () => {
      const page = await newPage(browser(), viewport);
      await signUpThroughApi(page, { baseUrl, dataDir }, `axe-${viewport}@example.com`, 'Ada', 'Lovelace');
      const products = (await (await page.request.get(`${baseUrl}/api/products?limit=12`)).json()) as { id: number; inventory: number }[];
      await page.request.post(`${baseUrl}/api/cart`, { data: { productId: products.find((product) => product.inventory > 0)!.id, quantity: 1 }, headers: { origin: baseUrl } });
      await page.request.post(`${baseUrl}/api/wishlist`, { data: { productId: products[0]!.id }, headers: { origin: baseUrl } });
      const found: Record<string, unknown> = {};
      // Each page as it stands once ready: checkout with its payment form, the orders listed.
      const ready: Record<string, (page: Page) => Promise<unknown>> = {
        '/cart': heading(/./),
        '/checkout': (page) => expect.poll(() => page.getByRole('button', { name: /^Pay / }).isEnabled()).toBe(true),
        '/account/orders': async (page) => {
          await heading(/./)(page);
          await page.getByRole('status', { name: 'Loading your orders' }).waitFor({ state: 'detached' });
        },
        '/account/wishlist': (page) => page.getByRole('button', { name: 'Share your wishlist' }).waitFor(),
      };
      for (const path of ['/cart', '/checkout', '/account/orders', '/account/wishlist']) {
        await open(page, path, ready[path]!);
        const violations = await axeViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  }

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`the dialogs, the bag's panel, the menu, checkout and forms showing their errors, and the code steps at ${VIEWPORTS[viewport].width} px`, { timeout: 180_000 }, async () => {
      const page = await newPage(browser(), viewport);
      const found: Record<string, unknown> = {};
      const check = async (where: string) => {
        const violations = await axeViolations(page);
        if (violations.length) found[where] = violations;
      };
      // A print's page, its wall view, then the bag's panel with the print in it.
      await open(page, '/shop', PUBLIC_PAGES[1]![1]);
      await open(page, (await page.locator('a[href^="/product/"]').first().getAttribute('href'))!, heading(/./));
      await page.getByRole('button', { name: 'See it on your wall' }).click();
      await page.getByRole('dialog', { name: /See it on your wall/ }).waitFor();
      await check('the wall view');
      // Escape closes it and gives the focus back to what opened it.
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: /See it on your wall/ }).waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'See it on your wall' }).evaluate((button) => button === document.activeElement)).toBe(true);
      // The artwork up close, once its tiles are on screen; Escape gives the focus back to the magnifier.
      const title = (await page.getByRole('heading', { level: 1 }).first().textContent())!;
      await page.getByRole('button', { name: 'Look closer at the artwork' }).click();
      const zoom = page.getByRole('dialog', { name: title });
      await zoom.locator('[data-zoom-stage] canvas').first().waitFor({ timeout: 60_000 });
      await zoom.getByText(/ on the .* canvas$/).waitFor();
      await check('the zoom');
      await page.keyboard.press('Escape');
      await zoom.waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Look closer at the artwork' }).evaluate((button) => button === document.activeElement)).toBe(true);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText('Choose a canvas size before adding to cart').waitFor();
      await check('a print added with no size chosen');
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText('Added to cart').waitFor();
      await page.getByRole('button', { name: /^Shopping bag, 1 item/ }).click();
      await page.getByRole('dialog', { name: 'Shopping Bag' }).waitFor();
      await check("the bag's panel");
      await page.keyboard.press('Escape');
      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog').waitFor();
        await check('the menu');
        await page.keyboard.press('Escape');
      }
      // Checkout asked to pay with nothing filled in, and a wrong e-mail.
      await open(page, '/checkout', heading('Checkout'));
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.getByText('Missing information').waitFor();
      await page.getByLabel('Email address').fill('not-an-address');
      await page.getByText('Please enter a valid email address').first().waitFor();
      await check('checkout with its errors');
      // Forms sent empty: each field says what is wrong.
      await open(page, '/contact', heading(/./));
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      await check('the contact form with its errors');
      await open(page, '/returns', heading(/./));
      await page.getByRole('button', { name: 'Find My Order' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      await check('the returns lookup with its errors');
      // The code step of signing in.
      await open(page, '/login', heading(/./));
      await page.getByLabel(/e-?mail/i).first().fill(`axe-login-${viewport}@example.com`);
      await page.getByRole('button', { name: 'Send Login Code' }).click();
      await page.getByRole('button', { name: 'Log In' }).waitFor();
      await check('the sign-in code step');
      await open(page, '/signup', heading(/./));
      await page.getByLabel('First name').fill('Berthe');
      await page.getByLabel('Last name').fill('Morisot');
      await page.getByLabel('E-mail address').fill(`axe-signup-${viewport}@example.com`);
      await page.getByRole('combobox', { name: 'What best describes you?' }).click();
      await page.getByRole('option', { name: 'Interior Designer' }).click();
      await page.getByRole('button', { name: 'Send Verification Code' }).click();
      await page.getByRole('button', { name: 'Verify & Create Account' }).waitFor();
      await check('the sign-up code step');
      // The return form of a customer's order, sent empty.
      const email = `axe-returns-${viewport}@example.com`;
      await signUpThroughApi(page, { baseUrl, dataDir }, email, 'Mary', 'Shelley');
      const order = await demoOrder(page, baseUrl, [{ index: 1, quantity: 1 }], 'Mary Shelley');
      await open(page, '/returns', heading(/./));
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Order number').fill(order.orderNumber);
      await page.getByRole('button', { name: 'Find My Order' }).click();
      await page.getByRole('button', { name: 'Return This Item' }).first().click();
      await page.getByRole('button', { name: 'Submit Return Request' }).click();
      await page.getByText('Please upload at least one photo of the item').waitFor();
      await check('the return form with its errors');
      expect(found).toEqual({});
    });
  }
});

describe('focus and hover states', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`every stop of the keyboard shows the focus${viewport === 'desktop' ? ', and hovered links and buttons keep their contrast,' : ''} at ${VIEWPORTS[viewport].width} px`, { timeout: 300_000 }, async () => {
      const page = await newPage(browser(), viewport);
      await signUpThroughApi(page, { baseUrl, dataDir }, `focus-${viewport}@example.com`, 'Grace', 'Hopper');
      const products = (await (await page.request.get(`${baseUrl}/api/products?limit=12`)).json()) as { id: number; inventory: number }[];
      const stocked = products.find((product) => product.inventory > 0)!;
      await page.request.post(`${baseUrl}/api/cart`, { data: { productId: stocked.id, quantity: 1 }, headers: { origin: baseUrl } });
      const found: Record<string, unknown> = {};
      for (const [path, ready] of [
        ['/', heading(/./)],
        ['/shop', PUBLIC_PAGES[1]![1]],
        [`/product/${stocked.id}`, heading(/./)],
        ['/cart', heading(/./)],
        ['/checkout', (page: Page) => expect.poll(() => page.getByRole('button', { name: /^Pay / }).isEnabled()).toBe(true)],
        ['/account/orders', heading(/./)],
        ['/contact', heading(/./)],
        ['/returns', heading(/./)],
      ] as const) {
        await open(page, path, ready);
        await page.waitForLoadState('networkidle');
        // Every stop of the page, its footer's included.
        const unseen = await stopsWithUnseenFocus(page);
        if (unseen.length) found[`${path}: focus not seen`] = unseen;
        // Phones have no pointer to hover with.
        if (viewport === 'desktop') {
          const hovered = await hoverContrastViolations(page);
          if (hovered.length) found[`${path}: hovered`] = hovered;
        }
      }
      expect(found).toEqual({});
    });
  }

  it('the two checks fail a page whose focus ring and hover colour are taken away', { timeout: 60_000 }, async () => {
    const page = await newPage(browser());
    await open(page, '/contact', heading(/./));
    // A style sheet made in the page: the shop's CSP refuses a <style> tag put in.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('*:focus, *:focus-visible { outline: none !important; box-shadow: none !important; } a:hover, button:hover { color: #e6e1d8 !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    const unseen = await stopsWithUnseenFocus(page);
    expect(unseen.map(({ control }) => control)).toEqual(expect.arrayContaining([expect.stringContaining('Send Message'), expect.stringContaining('Instagram')]));
    expect((await hoverContrastViolations(page)).map(({ rule }) => rule)).toContain('color-contrast (hovered)');
  });
});

