/**
 * `npx tsx e2e/wall-screenshots.ts`: issue 27's screens at 1440 and 390 px wide, saved to e2e/screenshots/
 * for looking at: "See it on your wall" (a sample room at 60x40 in, then dragged), a gold customer's
 * product page and account home, the Premium tab's tier table, and the Products tab's print resolution
 * (the Printify stand-in's prints synced, with artwork of several pixel sizes).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { PrintifyStandin } from '../server/test/printify-standin.ts';
import { launchBrowser, newPage } from './browser.ts';
import { waitForCode } from './outbox.ts';
import { startShopProcess } from './shop-process.ts';

const ADMIN = 'wall-admin@example.com';
const GOLD = 'gold@example.com';
const outDir = path.join(import.meta.dirname, 'screenshots');

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const standin = await new PrintifyStandin().start();
const SIZES = [
  { width: 24, height: 16, price: 12900 },
  { width: 36, height: 24, price: 18900 },
  { width: 48, height: 32, price: 27900 },
];
standin.addCanvasProduct({ title: 'Harbour at Dusk', sizes: SIZES, artwork: { width: 12_000, height: 8_000 } });
standin.addCanvasProduct({ title: 'Dunes at Noon', sizes: SIZES, artwork: { width: 8_256, height: 5_504 } });
standin.addCanvasProduct({ title: 'Lisbon Rooftops', sizes: SIZES, artwork: { width: 6_000, height: 4_000 } });
const shop = await startShopProcess({ ADMIN_EMAILS: ADMIN, ...standin.env() });
const browser = await launchBrowser();
const api = (page: Page, url: string, data: unknown) => page.request.post(`${shop.baseUrl}${url}`, { data, headers: { origin: shop.baseUrl } });
const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: path.join(outDir, name), fullPage });

async function signUp(page: Page, email: string, firstName: string, lastName: string) {
  await api(page, '/api/auth/send-signup-code', { email, firstName, lastName, clientType: 'interior_designer' });
  await api(page, '/api/auth/verify-signup-code', { email, code: await waitForCode(shop.dataDir, email) });
}

try {
  const products = (await (await fetch(`${shop.baseUrl}/api/products?search=Lisbon Rooftops at Dusk`)).json()) as { id: number }[];
  const lisbon = products[0]!.id;
  const errors: string[] = [];

  for (const [viewport, width] of [['desktop', 1440], ['phone', 390]] as const) {
    const page = await newPage(browser, viewport);
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${shop.baseUrl}/product/${lisbon}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'See it on your wall' }).click();
    const dialog = page.getByRole('dialog', { name: /See it on your wall/ });
    await dialog.getByRole('radio', { name: /^60"x40"/ }).check();
    await page.waitForTimeout(400);
    await shot(page, `wall-view-${width}.png`);
    const print = (await page.getByTestId('wall-print').boundingBox())!;
    await page.mouse.move(print.x + print.width / 2, print.y + print.height / 2);
    await page.mouse.down();
    await page.mouse.move(print.x + print.width / 2 + width / 12, print.y + print.height / 2 - 10, { steps: 5 });
    await page.mouse.up();
    await dialog.getByRole('button', { name: 'Bedroom' }).click();
    await page.waitForTimeout(300);
    await shot(page, `wall-view-bedroom-${width}.png`);
    await page.context().close();
  }

  const admin = await newPage(browser);
  await signUp(admin, ADMIN, 'Iris', 'Vale');
  await api(admin, '/api/printify/sync', {});
  const customer = await newPage(browser);
  await signUp(customer, GOLD, 'Grace', 'Hopper');
  const { id } = (await (await customer.request.get(`${shop.baseUrl}/api/auth/user`)).json()) as { id: number };
  await api(admin, '/api/admin/premium-status', { userId: id, status: 'gold', notes: 'Collects large waterfronts; prefers 60x40.' });

  for (const width of [1440, 390]) {
    await customer.setViewportSize({ width, height: 900 });
    await customer.goto(`${shop.baseUrl}/product/${lisbon}`, { waitUntil: 'networkidle' });
    await shot(customer, `gold-product-${width}.png`);
    await customer.goto(`${shop.baseUrl}/`, { waitUntil: 'networkidle' });
    await shot(customer, `gold-account-home-${width}.png`);
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto(`${shop.baseUrl}/admin?tab=premium`, { waitUntil: 'networkidle' });
    await shot(admin, `admin-premium-tiers-${width}.png`, true);
    await admin.goto(`${shop.baseUrl}/admin?tab=products`, { waitUntil: 'networkidle' });
    await shot(admin, `admin-products-resolution-${width}.png`, true);
  }
  const synced = (await (await fetch(`${shop.baseUrl}/api/products?search=Lisbon Rooftops`)).json()) as { title: string; variants: { size: string }[] }[];
  console.log(synced.map((product) => `${product.title}: ${product.variants.map((variant) => variant.size).join(', ')}`).join('\n'));
  console.log(errors.length ? `page errors: ${errors.join('; ')}` : 'no page errors');
} finally {
  await browser.close();
  await shop.stop();
  await standin.close();
}
