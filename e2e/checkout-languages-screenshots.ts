/**
 * `npx tsx e2e/checkout-languages-screenshots.ts`: the bag, checkout (with its field messages showing),
 * login and the customer's orders in German, checkout in French (the longest words), Spanish, Italian
 * and English, at 1440 and 390 px, saved to e2e/screenshots/ for looking at. Visitors come from Germany and France
 * (a CDN country header), so prices are in euros. On the way a German visitor pays with the demo card
 * and lands on the German home page with the German toast.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { launchBrowser } from './browser.ts';
import { payForBag, signUpThroughApi } from './demo-order.ts';
import { startShopProcess, type ShopProcess } from './shop-process.ts';

const COUNTRY_HEADER = 'x-test-country';
const WIDTHS = [1440, 390] as const;
const outDir = path.join(import.meta.dirname, 'screenshots');

/**
 * A visitor from `country` whose browser speaks `language` (so the shop suggests no other), with two
 * prints in the bag, in a fresh context.
 */
async function visitor(browser: Browser, shop: ShopProcess, country: string, language: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: language, extraHTTPHeaders: { [COUNTRY_HEADER]: country } });
  // The key of client/recommendations-trigger.ts: no suggestions dialog over the pages.
  await context.addInitScript(() => sessionStorage.setItem('cl.recommendationsShown', '1'));
  const page = await context.newPage();
  const products = (await (await page.request.get(`${shop.baseUrl}/api/products?limit=24`)).json()) as { id: number; inventory: number }[];
  const print = products.find((product) => product.inventory >= 5)!;
  await page.request.post(`${shop.baseUrl}/api/cart`, { data: { productId: print.id, quantity: 2 }, headers: { origin: shop.baseUrl } });
  return page;
}

/**
 * `show` at each width, then a capture of the whole page; `screenOnlyAt` names widths captured as the
 * screen shows them instead (Chromium's whole-page capture restarts CSS animations, such as the login's
 * artwork being hung, and would draw it half-faded).
 */
async function shoot(page: Page, name: string, show: (width: number) => Promise<void>, screenOnlyAt: readonly number[] = []) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await show(width);
    // A full-page capture of a page scrolled by a click would draw the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: !screenOnlyAt.includes(width) });
  }
}

/** Checkout after a click on Pay with nothing filled in: every field says what it needs. */
async function checkoutWithMessages(page: Page, url: string, pay: RegExp, firstMessage: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  const button = page.getByRole('button', { name: pay });
  await button.waitFor();
  await page.waitForFunction((name) => [...document.querySelectorAll('button')].some((b) => new RegExp(name).test(b.textContent ?? '') && !b.disabled), pay.source);
  await button.click();
  await page.getByText(firstMessage).first().waitFor();
  // Let the toast settle in, as the shopper sees it.
  await page.waitForTimeout(400);
}

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const shop = await startShopProcess({ GEO_COUNTRY_HEADER: COUNTRY_HEADER });
const browser = await launchBrowser();
const errors: string[] = [];
try {
  const german = await visitor(browser, shop, 'DE', 'de-DE');
  german.on('pageerror', (error) => errors.push(error.message));
  await shoot(german, 'i18n-de-cart', async () => {
    await german.goto(`${shop.baseUrl}/de/cart`, { waitUntil: 'networkidle' });
    await german.getByText('2 Kunstwerke').waitFor();
  });
  await shoot(german, 'i18n-de-checkout-messages', () =>
    checkoutWithMessages(german, `${shop.baseUrl}/de/checkout`, /^Jetzt .+ bezahlen$/, 'Bitte geben Sie Ihren Vornamen ein'),
  );

  // The German visitor pays with the demo card and comes back to the German home page.
  await german.setViewportSize({ width: 1440, height: 900 });
  await german.goto(`${shop.baseUrl}/de/checkout`, { waitUntil: 'networkidle' });
  const fields: [string, string][] = [
    ['Vorname', 'Ada'],
    ['Nachname', 'Lovelace'],
    ['E\u2011Mail-Adresse', 'ada.lovelace@example.com'],
    ['Adresse', 'Unter den Linden 1'],
    ['Ort', 'Berlin'],
    ['Bundesland / Region', 'Berlin'],
    ['PLZ', '10117'],
    ['Kartennummer', '4242 4242 4242 4242'],
  ];
  for (const [label, value] of fields) await german.getByLabel(label, { exact: true }).fill(value);
  await german.getByText('E\u2011Mail-Adresse ist gültig').waitFor();
  await german.getByRole('button', { name: /^Jetzt [\d.]+,\d{2}\s€ bezahlen$/ }).click();
  await german.waitForURL(`${shop.baseUrl}/de/`);
  await german.getByText('Vielen Dank für Ihre Bestellung!').waitFor();
  await german.getByText('Sie erhalten in Kürze eine Bestätigung per E\u2011Mail.').waitFor();
  await german.screenshot({ path: path.join(outDir, 'i18n-de-order-placed-1440.png') });

  const signIn = await visitor(browser, shop, 'DE', 'de-DE');
  signIn.on('pageerror', (error) => errors.push(error.message));
  await shoot(signIn, 'i18n-de-login', async () => {
    await signIn.goto(`${shop.baseUrl}/de/login`, { waitUntil: 'networkidle' });
    await signIn.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    // Once the artwork is hung (AuthCard's animation).
    await signIn.waitForFunction(() => getComputedStyle(document.querySelector('figure img')!).opacity === '1');
  }, [1440]);

  // A customer with an order, on their orders page.
  await signUpThroughApi(signIn, shop, 'clara.schumann@example.com', 'Clara', 'Schumann');
  await payForBag(signIn, shop.baseUrl, { name: 'Clara Schumann' });
  await shoot(signIn, 'i18n-de-account-orders', async () => {
    await signIn.goto(`${shop.baseUrl}/de/account/orders`, { waitUntil: 'networkidle' });
    await signIn.getByText('Bezahlt', { exact: true }).first().waitFor();
  });
  await shoot(signIn, 'i18n-de-account-home', async () => {
    await signIn.goto(`${shop.baseUrl}/de/`, { waitUntil: 'networkidle' });
    await signIn.getByRole('heading', { name: 'Letzte Bestellungen' }).waitFor();
  });

  const french = await visitor(browser, shop, 'FR', 'fr-FR');
  french.on('pageerror', (error) => errors.push(error.message));
  await shoot(french, 'i18n-fr-checkout-messages', () =>
    checkoutWithMessages(french, `${shop.baseUrl}/fr/checkout`, /^Payer /, 'Veuillez indiquer votre prénom'),
  );
  await shoot(french, 'i18n-fr-cart', async () => {
    await french.goto(`${shop.baseUrl}/fr/cart`, { waitUntil: 'networkidle' });
    await french.getByText('2 œuvres').waitFor();
  });

  // Spanish and Italian: their guest tab and summary title are among the longest at phone width.
  for (const [language, country, pay, firstMessage] of [
    ['es', 'ES', /^Pagar /, 'Indica tu nombre'],
    ['it', 'IT', /^Paga /, 'Inserisci il tuo nome'],
  ] as const) {
    const page = await visitor(browser, shop, country, `${language}-${country}`);
    page.on('pageerror', (error) => errors.push(error.message));
    await shoot(page, `i18n-${language}-checkout-messages`, () => checkoutWithMessages(page, `${shop.baseUrl}/${language}/checkout`, pay, firstMessage));
  }

  const english = await visitor(browser, shop, 'US', 'en-US');
  english.on('pageerror', (error) => errors.push(error.message));
  await shoot(english, 'i18n-en-checkout-messages', () => checkoutWithMessages(english, `${shop.baseUrl}/checkout`, /^Pay /, 'First name is required'));

  console.log(errors.length ? `page errors: ${errors.join('; ')}` : 'no page errors');
} finally {
  await browser.close();
  await shop.stop();
}
