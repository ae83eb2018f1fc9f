/**
 * `npx tsx e2e/i18n-browse-screenshots.ts [de fr es it en]` (German and French unless named): the browsing
 * storefront in other languages (issue 37) at 1440 and 390 px wide, saved to e2e/screenshots/ for looking
 * at where longer words break the layout: the landing, /shop, /about, a print's page (whole, then with the
 * wall view open, then its size chart) and the recommendations dialog, for a visitor in that language's
 * country (prices in euros; the CDN's country header stands in for the lookup).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import type { Product } from '../src/catalogue.ts';
import { inLocale, isLocale, LOCALE_COOKIE, type Locale } from '../src/locales.ts';
import { launchBrowser, newPage } from './browser.ts';
import { startShopProcess } from './shop-process.ts';

const outDir = path.join(import.meta.dirname, 'screenshots');
const COUNTRY_HEADER = 'x-test-country';
const COUNTRY: Record<Locale, string> = { en: 'US', de: 'DE', fr: 'FR', es: 'ES', it: 'IT' };
const locales = process.argv.slice(2).filter(isLocale);
/** "See it on your wall", as each language's catalog says it. */
const WALL_BUTTON: Record<Locale, string> = { en: 'See it on your wall', de: 'An Ihrer Wand ansehen', fr: 'Voir sur votre mur', es: 'Míralo en tu pared', it: 'Guardala sulla tua parete' };

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const shop = await startShopProcess({ GEO_COUNTRY_HEADER: COUNTRY_HEADER });
const browser = await launchBrowser();

try {
  const products = (await (await fetch(`${shop.baseUrl}/api/products?limit=24`)).json()) as Product[];
  // A print of several sizes, as most are: its selector, chart rows and wall view show the most.
  const print = products.find((product) => product.variants.length > 2) ?? products[0]!;
  const errors: string[] = [];

  for (const locale of locales.length ? locales : (['de', 'fr'] as const)) {
    for (const [viewport, width] of [['desktop', 1440], ['phone', 390]] as const) {
      const page = await newPage(browser, viewport, { recommendations: true });
      await page.context().setExtraHTTPHeaders({ [COUNTRY_HEADER]: COUNTRY[locale] });
      // The language chosen already: no suggestion of the browser's own (English) covers the page.
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: shop.baseUrl }]);
      page.on('pageerror', (error) => errors.push(`${locale} ${width}: ${error.message}`));
      const open = async (address: string) => {
        await page.goto(`${shop.baseUrl}${inLocale(locale, address)}`, { waitUntil: 'networkidle' });
        // The web fonts arrive after the first paint: wrapping is judged in the shop's own type.
        await page.evaluate(() => document.fonts.ready);
        // Down the page and back, so that what appears as it is scrolled near (the cards) is there.
        for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
          await page.mouse.wheel(0, 600);
          await page.waitForTimeout(120);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(700);
      };
      // A whole page a screen at a time (cards skip rendering off screen, content-visibility: auto, so a
      // full-page capture shows blanks where they are).
      const shot = async (name: string, wholePage = true) => {
        const file = (part = '') => path.join(outDir, `i18n-${locale}-${name}-${width}${part}.png`);
        if (!wholePage) return void (await page.screenshot({ path: file() }));
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const screen = page.viewportSize()!.height;
        for (let top = 0, part = 1; top < height; top += screen, part++) {
          await page.evaluate((y) => window.scrollTo(0, y), top);
          await page.waitForTimeout(250);
          await page.screenshot({ path: file(`-${part}`) });
        }
        await page.evaluate(() => window.scrollTo(0, 0));
      };

      await open('/');
      await shot('home');
      await open('/shop');
      await shot('shop');
      await open('/about');
      await shot('about');
      await open(`/product/${print.id}`);
      await shot('product');

      await page.getByRole('button', { name: WALL_BUTTON[locale] }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
      await shot('wall-view', false);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.locator('table').scrollIntoViewIfNeeded();
      await shot('size-chart', false);

      // Three prints viewed and the next 30 s check: the recommendations dialog opens (its trigger, spec section 4).
      // The page's clock is the test's from here: the cards above fade in on timers of their own.
      await page.clock.install();
      for (const product of products.slice(0, 3)) await open(`/product/${product.id}`);
      await page.clock.fastForward(30_000);
      await page.getByRole('dialog').locator('a[href*="/product/"]').first().waitFor();
      await page.waitForTimeout(400);
      await shot('recommendations', false);
      await page.context().close();
    }
  }
  console.log(errors.length ? `page errors: ${errors.join('; ')}` : 'no page errors');
} finally {
  await browser.close();
  await shop.stop();
}
