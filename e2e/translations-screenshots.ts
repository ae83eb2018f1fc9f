/**
 * `npx tsx e2e/translations-screenshots.ts`: the catalogue's translations (issue 37) at 1440 and 390
 * px wide, saved to e2e/screenshots/ for looking at. In the back office's Products tab: the list of
 * prints with each language's state, a Printify print translated through its editor and then flagged
 * for review by a sync that changed its English, and a collection's names. On the storefront: /de/shop
 * and a /de/product page with the demo catalogue's German titles, and /fr/shop.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { PrintifyStandin } from '../server/test/printify-standin.ts';
import { launchBrowser, newPage } from './browser.ts';
import { signUpThroughApi } from './demo-order.ts';
import { startShopProcess } from './shop-process.ts';

const ADMIN = 'translations-admin@example.com';
const outDir = path.join(import.meta.dirname, 'screenshots');

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const standin = await new PrintifyStandin().start();
const harbour = standin.addCanvasProduct({
  title: 'Harbour at Dusk',
  description: '<p>The last boats come in under a rose and pewter sky, the quay lamps just lit.</p><p>Museum-grade canvas, gallery-wrapped.</p>',
  tags: ['Waterfronts'],
  sizes: [
    { width: 24, height: 16, price: 12900 },
    { width: 36, height: 24, price: 18900 },
  ],
});
const shop = await startShopProcess({ ADMIN_EMAILS: ADMIN, ...standin.env() });
const browser = await launchBrowser();

try {
  const errors: string[] = [];
  const page = await newPage(browser);
  page.on('pageerror', (error) => errors.push(error.message));
  const shot = async (name: string, width: number) => {
    // The lazy pictures below the fold, loaded before the whole page is drawn from its top.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: path.join(outDir, `translations-${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  };
  await signUpThroughApi(page, shop, ADMIN, 'Iris', 'Vale');

  // The print comes from Printify; an admin translates it into German and French through its editor.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${shop.baseUrl}/admin?tab=products`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sync products' }).click();
  await page.getByText('Products Synced', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Harbour at Dusk' }).click();
  const german = page.getByRole('form', { name: 'German translation' });
  await german.getByLabel('Title').fill('Hafen in der Dämmerung');
  await german.getByLabel('Description').fill('Die letzten Boote kehren unter einem Himmel aus Rosé und Zinn heim, die Laternen am Kai gerade entzündet.\nLeinwand in Museumsqualität, galeriegerahmt.');
  await german.getByRole('button', { name: 'Save German' }).click();
  await page.getByText('Translation Saved', { exact: true }).waitFor();
  await page.getByRole('tab', { name: /French/ }).click();
  const french = page.getByRole('form', { name: 'French translation' });
  await french.getByLabel('Title').fill('Port au crépuscule');
  await french.getByRole('button', { name: 'Save French' }).click();
  await page.getByText('Translation Saved', { exact: true }).last().waitFor();

  // Printify gets a new English title and description: the next sync flags both translations for review.
  harbour.title = 'Harbour at Nightfall';
  harbour.description = '<p>The last boats come in as night falls, the quay lamps reflected in still water.</p><p>Museum-grade canvas, gallery-wrapped.</p>';
  await page.goto(`${shop.baseUrl}/admin?tab=products`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sync products' }).click();
  await page.getByText('Products Synced', { exact: true }).waitFor();

  const openPrint = async () => {
    await page.goto(`${shop.baseUrl}/admin?tab=products`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Harbour at Nightfall' }).click();
    await page.getByRole('heading', { name: 'Harbour at Nightfall' }).waitFor();
    await page.getByText('New English').first().waitFor();
  };
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
    await page.goto(`${shop.baseUrl}/admin?tab=products`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Translations' }).waitFor();
    await page.getByText('Showing').waitFor();
    await shot('products-tab', width);
    await openPrint();
    await shot('print-needs-review', width);
    await page.goto(`${shop.baseUrl}/admin?tab=products`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Landscapes' }).click();
    await page.getByRole('heading', { name: 'Landscapes' }).waitFor();
    await page.getByRole('tab', { name: /Italian/ }).click();
    await shot('collection', width);
  }

  const storefront = async (url: string, name: string, ready: (at: Page) => Promise<unknown>) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
      await page.goto(`${shop.baseUrl}${url}`, { waitUntil: 'networkidle' });
      await ready(page);
      // The offer of the browser's language (English here) would cover the prints: declined once.
      const decline = page.getByRole('button', { name: 'No, thanks' });
      if (await decline.isVisible()) await decline.click();
      await shot(name, width);
    }
  };
  await storefront('/de/shop', 'de-shop', (at) => at.getByText('Mondaufgang über den Kiefern').first().waitFor());
  await storefront('/de/shop?category=Landschaften&sort=name', 'de-shop-landscapes', (at) => at.getByText('Alpengrate zur goldenen Stunde').first().waitFor());
  await storefront('/fr/shop', 'fr-shop', (at) => at.getByText('Lever de lune sur les pins').first().waitFor());
  // In English whatever language the page's cookie remembers.
  const products = (await (await page.request.get(`${shop.baseUrl}/api/products?limit=100`, { headers: { 'x-shop-locale': 'en' } })).json()) as { id: number; title: string }[];
  const florence = products.find((product) => product.title === 'Florence, the Dome at Golden Hour')!;
  await storefront(`/de/product/${florence.id}`, 'de-product', (at) => at.getByRole('heading', { name: 'Florenz, die Kuppel zur goldenen Stunde' }).waitFor());
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  console.log(`Saved to ${outDir}`);
} finally {
  await browser.close();
  await shop.stop();
  await standin.close();
}
