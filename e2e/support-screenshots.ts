/**
 * `npx tsx e2e/support-screenshots.ts`: the customer-care pages in each language at 1440 and 390 px,
 * saved to e2e/screenshots/ for looking at (German and French have the longest words):
 * /contact with its field messages showing, /returns with an order found and with the return form
 * (its messages showing), the refund policy and Page Not Found. Starts the shop as the browser tests do,
 * with one demo order to find.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { inLocale, LOCALE_COOKIE, LOCALES, type Locale } from '../src/locales.ts';
import { launchBrowser, newPage } from './browser.ts';
import { demoOrder, signUpThroughApi } from './demo-order.ts';
import { startShopProcess } from './shop-process.ts';

const CUSTOMER = 'ada.returns@example.com';
const outDir = path.join(import.meta.dirname, 'screenshots');

/** What the script clicks, in each language (the pages' own words). */
const WORDS: Record<Locale, { send: string; email: string; orderNumber: string; find: string; returnItem: string; submit: string }> = {
  en: { send: 'Send Message', email: 'Email address', orderNumber: 'Order number', find: 'Find My Order', returnItem: 'Return This Item', submit: 'Submit Return Request' },
  de: {
    send: 'Nachricht senden',
    email: 'E\u2011Mail-Adresse',
    orderNumber: 'Bestellnummer',
    find: 'Bestellung suchen',
    returnItem: 'Diesen Artikel zurücksenden',
    submit: 'Rücksendeanfrage senden',
  },
  fr: {
    send: 'Envoyer le message',
    email: 'Adresse e\u2011mail',
    orderNumber: 'Numéro de commande',
    find: 'Trouver ma commande',
    returnItem: 'Retourner cet article',
    submit: 'Envoyer la demande de retour',
  },
  es: {
    send: 'Enviar mensaje',
    email: 'Correo electrónico',
    orderNumber: 'Número de pedido',
    find: 'Buscar mi pedido',
    returnItem: 'Devolver este artículo',
    submit: 'Enviar solicitud de devolución',
  },
  it: {
    send: 'Invia messaggio',
    email: 'Indirizzo email',
    orderNumber: 'Numero d’ordine',
    find: 'Trova il mio ordine',
    returnItem: 'Restituisci questo articolo',
    submit: 'Invia richiesta di reso',
  },
};

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const shop = await startShopProcess();
const browser = await launchBrowser();
try {
  const buyer = await newPage(browser);
  await signUpThroughApi(buyer, shop, CUSTOMER, 'Ada', 'Lovelace');
  const order = await demoOrder(buyer, shop.baseUrl, [{ index: 0, quantity: 1 }, { index: 2, quantity: 2 }], 'Ada Lovelace');

  const errors: string[] = [];
  /** The whole page from its top (a field's message scrolls it, and the sticky header would show mid-page). */
  async function shot(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
  }
  for (const locale of LOCALES) {
    const words = WORDS[locale];
    for (const viewport of ['desktop', 'phone'] as const) {
      const width = viewport === 'desktop' ? 1440 : 390;
      const page = await newPage(browser, viewport);
      // A visitor who chose the language: the suggestion of the browser's own (English) is not offered.
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: shop.baseUrl }]);
      page.on('pageerror', (error) => errors.push(`${locale} ${width}: ${error.message}`));
      const open = (pathname: string) => page.goto(`${shop.baseUrl}${inLocale(locale, pathname)}`, { waitUntil: 'networkidle' });

      await open('/contact');
      await page.getByRole('button', { name: words.send }).click();
      await page.locator('.mantine-InputWrapper-error').first().waitFor();
      await shot(page, `support-contact-${locale}-${width}`);

      await open('/returns');
      await page.getByLabel(words.email, { exact: true }).fill(CUSTOMER);
      await page.getByLabel(words.orderNumber).fill(order.orderNumber);
      await page.getByRole('button', { name: words.find }).click();
      await page.getByRole('button', { name: words.returnItem }).first().waitFor();
      // The toast of the lookup closes (after 5 s) before the page is looked at.
      await page.getByRole('alert').waitFor();
      await page.getByRole('alert').waitFor({ state: 'detached' });
      await shot(page, `support-returns-found-${locale}-${width}`);
      await page.getByRole('button', { name: words.returnItem }).first().click();
      await page.getByRole('button', { name: words.submit }).click();
      await page.locator('.mantine-InputWrapper-error').first().waitFor();
      await shot(page, `support-returns-form-${locale}-${width}`);

      await open('/refund-policy');
      await shot(page, `support-refund-policy-${locale}-${width}`);
      await open('/no-such-page');
      await shot(page, `support-not-found-${locale}-${width}`);
      await page.context().close();
    }
  }
  console.log(errors.length ? `page errors: ${errors.join('; ')}` : 'no page errors');
} finally {
  await browser.close();
  await shop.stop();
}
