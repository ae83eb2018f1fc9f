import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../src/catalogue.ts';
import { LOCALE_COOKIE, LOCALE_HEADER } from '../src/locales.ts';
import { readMail, TestMailbox } from '../server/test/mailbox.ts';
import { launchBrowser, newPage } from './browser.ts';
import { ORDER_NUMBER } from './guest-purchase.ts';
import { startShopProcess, type ShopProcess } from './shop-process.ts';

/**
 * Issue 37 end to end: a visitor in Germany switches an English print's page to German with the footer's
 * language switcher and buys it in German, from the size to the confirmation e-mail, then comes back.
 * Its own shop: the CDN's country header stands in for the location lookup (prices in euros), and the
 * e-mails go to an SMTP peer as they would to a mail provider.
 */

const COUNTRY_HEADER = 'x-test-country';
/** A price as German writes euros: `1.234,56 €` (a no-break space before the sign). */
const EUROS = /^\d{1,3}(?:\.\d{3})*,\d{2}\u00a0€$/;
/** The same with its thousands grouped: two of the print chosen cost more than 1.000 €. */
const THOUSANDS_OF_EUROS = /^\d{1,3}(?:\.\d{3})+,\d{2}\u00a0€$/;
/** German's e-mail, with the non-breaking hyphen its catalog writes (it keeps "E‑Mail" on one line). */
const EMAIL_ADDRESS = 'E\u2011Mail-Adresse';

let shop: ShopProcess;
let mailbox: TestMailbox;
let browser: Browser;

beforeAll(async () => {
  mailbox = await new TestMailbox().start();
  shop = await startShopProcess({ GEO_COUNTRY_HEADER: COUNTRY_HEADER, SMTP_URL: mailbox.smtpUrl });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await mailbox?.close();
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue's read of a product in a language. */
async function productIn(id: number, locale: 'en' | 'de'): Promise<Product> {
  return (await (await fetch(`${shop.baseUrl}/api/products/${id}`, { headers: { [LOCALE_HEADER]: locale } })).json()) as Product;
}

/** A print in stock in several sizes, two of its largest over 1.000 € (so the total shows its thousands grouped). */
async function dearPrint(): Promise<Product> {
  const products = (await (await fetch(`${shop.baseUrl}/api/products?limit=100`)).json()) as Product[];
  const largest = (product: Product) => Math.max(...product.variants.map((variant) => Number(variant.price)));
  const print = products.find((product) => product.inStock && product.inventory >= 5 && product.variants.length > 2 && largest(product) > 580);
  if (!print) throw new Error('The demo catalogue has no print in stock in several sizes up to $580 or more');
  return print;
}

/** Whether the page has painted and React has committed what it does after that (the language suggestion). */
async function settledAfterFirstPaint(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
}

describe('a visitor from Germany switches to German and buys a print in German', () => {
  it('keeps them on the print, in German, from the size to the confirmation e-mail, and remembers the choice', async () => {
    const print = await dearPrint();
    const [english, german] = [await productIn(print.id, 'en'), await productIn(print.id, 'de')];
    expect(german.title).not.toBe(english.title);

    // A browser that prefers German, in Germany, on the English page of the print.
    const page = await newPage(browser, 'desktop', { language: 'de-DE', headers: { [COUNTRY_HEADER]: 'DE' } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${shop.baseUrl}/product/${print.id}`);
    await page.getByRole('heading', { level: 1, name: english.title }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    // Offered German once, in German, but not sent there.
    await page.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch.' }).waitFor();
    expect(page.url()).toBe(`${shop.baseUrl}/product/${print.id}`);

    // The footer's switcher: the same print, now at /de/product/N, in German from the server's first byte.
    const switcher = page.getByRole('navigation', { name: 'Language' });
    await switcher.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(`${shop.baseUrl}/de/product/${print.id}`);
    await page.getByRole('heading', { level: 1, name: german.title }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('link', { name: 'Zurück zum Shop' }).waitFor();
    await page.getByText('Leinwandgröße').waitFor();
    const germanSwitcher = page.getByRole('navigation', { name: 'Sprache' });
    expect(await germanSwitcher.getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).toBe('true');
    // The choice made, the suggestion is gone.
    expect(await page.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch.' }).count()).toBe(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('de');

    // No size yet: the page says so in German.
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByText('Bitte wählen Sie eine Größe').waitFor();
    await page.getByText('Wählen Sie eine Leinwandgröße, bevor Sie den Druck in den Warenkorb legen').waitFor();

    // The largest size, its price in euros as German writes them.
    const sizes = page.getByRole('radio');
    await sizes.last().check();
    // Its measurements with German decimal commas (40" x 60" is 101,6 x 152,4 cm).
    await page.getByRole('region', { name: 'Details und Größen' }).getByText(/^\d+" x \d+" \(\d+,\d x \d+,\d cm\)$/).waitFor();
    await page.locator('main').getByText(EUROS).first().waitFor();
    await page.getByRole('button', { name: 'Menge erhöhen' }).click();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByText('In den Warenkorb gelegt').waitFor();

    // The bag, then checkout, from the header's bag.
    await page.getByRole('button', { name: 'Warenkorb, 2 Artikel' }).click();
    const bag = page.getByRole('dialog', { name: 'Warenkorb' });
    await bag.getByText(german.title).waitFor();
    await bag.getByText('2 Artikel', { exact: true }).waitFor();
    await bag.getByText('Zwischensumme').waitFor();
    await bag.getByText(THOUSANDS_OF_EUROS).first().waitFor();
    await bag.getByRole('link', { name: 'Kasse' }).click();
    await page.waitForURL(`${shop.baseUrl}/de/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Kasse' }).waitFor();
    await page.getByRole('tab', { name: 'Als Gast bestellen' }).waitFor();
    const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
    await summary.getByRole('listitem', { name: german.title }).waitFor();

    // Nothing filled in: German messages before anything is charged.
    await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Jetzt .+ bezahlen$/ }).click();
    await page.getByText('Angaben fehlen').waitFor();
    await page.getByText('Bitte geben Sie Ihren Vornamen ein').first().waitFor();
    await page.getByLabel(EMAIL_ADDRESS, { exact: true }).fill('keine-adresse');
    await page.getByText('Bitte geben Sie eine gültige E\u2011Mail-Adresse ein').first().waitFor();

    const email = `kundin-${Date.now()}@example.com`;
    const fields: [string, string][] = [
      ['Vorname', 'Clara'],
      ['Nachname', 'Schumann'],
      [EMAIL_ADDRESS, email],
      ['Adresse', 'Unter den Linden 1'],
      ['Ort', 'Berlin'],
      ['Bundesland / Region', 'Berlin'],
      ['PLZ', '10117'],
    ];
    for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByText(`${EMAIL_ADDRESS} ist gültig`).waitFor();
    await page.getByText('Demozahlung – es wird nichts abgebucht.').waitFor();

    // Germany asks for a yes before any marketing e-mail: the box is there, in German, unticked, and its yes goes with the payment.
    const consent = page.getByRole('checkbox', { name: /^Informieren Sie mich per E-Mail über neue Drucke und Angebote/ });
    expect(await consent.isChecked()).toBe(false);
    await consent.check();

    // The button charges what the summary shows, in euros as German writes them.
    // (An accessible name's no-break space reads as a space.)
    const pay = page.getByRole('button', { name: /^Jetzt [\d.]+,\d{2}\s€ bezahlen$/ });
    await pay.waitFor();
    const total = ((await pay.textContent()) ?? '').replace(/^Jetzt /, '').replace(/ bezahlen$/, '');
    expect(total).toMatch(THOUSANDS_OF_EUROS);
    await expect.poll(() => summary.getByText(total, { exact: true }).count()).toBeGreaterThan(0);
    await pay.click();

    // The German home page, with the German thanks.
    await page.waitForURL(`${shop.baseUrl}/de/`);
    await page.getByText('Vielen Dank für Ihre Bestellung!').waitFor();
    await page.getByText('Sie erhalten in Kürze eine Bestätigung per E\u2011Mail.').waitFor();

    // The confirmation, in German: subject, text and HTML.
    const mail = readMail((await mailbox.next(email, 30_000)).raw);
    const orderNumber = mail.subject.match(ORDER_NUMBER)?.[0];
    expect(mail.subject).toBe(`Ihre Bestellung ${orderNumber} bei Canvas & Light`);
    expect(mail.text).toMatch(new RegExp(`Vielen Dank für Ihre Bestellung! Bestellung ${orderNumber} vom \\d{1,2}\\. \\S+ \\d{4}\\.`));
    // The line in German words and numbers. Its title is the one the order recorded, today the catalogue's
    // own (English): orders keep no translation of it; either title is the print's.
    const line = new RegExp(`^- (?:${escapeRegExp(german.title)}|${escapeRegExp(english.title)}) \\(Leinwand [^)]+\\): 2 × \\d{3},\\d{2}\u00a0\\$\r?$`, 'm');
    expect(mail.text).toMatch(line);
    for (const words of ['Zwischensumme', 'Gesamt (USD)', 'Lieferadresse', 'Unter den Linden 1']) expect(mail.text).toContain(words);
    // Dollars charged, written as German writes numbers.
    expect(mail.text).toMatch(/Gesamt \(USD\): \d{1,3}(?:\.\d{3})+,\d{2}\u00a0\$/);
    expect(mail.text).not.toMatch(/Thank you|Subtotal|Shipping to/);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('Vielen Dank für Ihre Bestellung!');

    // A later visit to the shop's address: the English home page (never a redirect), with the switcher
    // there to go back, and no suggestion of German over it: the visitor has chosen (the cookie stays).
    await page.goto(`${shop.baseUrl}/`);
    await page.getByRole('link', { name: 'Shop Collection' }).first().waitFor();
    expect(page.url()).toBe(`${shop.baseUrl}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const homeSwitcher = page.getByRole('navigation', { name: 'Language' });
    expect(await homeSwitcher.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    expect(await homeSwitcher.getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe('/de/');
    await settledAfterFirstPaint(page);
    expect(await page.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch.' }).count()).toBe(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('de');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
