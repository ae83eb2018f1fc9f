/**
 * `npx tsx e2e/orders-screenshots.ts`: the Orders tab and an order's detail at 1440 and 768 px wide,
 * saved to e2e/screenshots/ for looking at. Starts the shop as the browser tests do, with an admin and
 * a few demo orders (one partly refunded through the tab itself).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { launchBrowser, newPage } from './browser.ts';
import { demoOrder, signUp } from './shop-api.ts';
import { startShopProcess } from './shop-process.ts';

const ADMIN = 'orders-admin@example.com';
const outDir = path.join(import.meta.dirname, 'screenshots');

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const shop = await startShopProcess({ ADMIN_EMAILS: ADMIN });
const browser = await launchBrowser();

try {
  const customers = [
    ['ada@example.com', 'Ada', 'Lovelace'],
    ['grace@example.com', 'Grace', 'Hopper'],
    ['mary@example.com', 'Mary', 'Somerville'],
  ] as const;
  const numbers: string[] = [];
  for (const [index, [email, first, last]] of customers.entries()) {
    const page = await newPage(browser);
    await signUp(shop, page, email, first, last);
    numbers.push(await demoOrder(shop, page, index, index + 1, `${first} ${last}`));
    await page.context().close();
  }

  const page = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signUp(shop, page, ADMIN, 'Iris', 'Vale');
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${shop.baseUrl}/admin?tab=orders`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: numbers[0]! }).waitFor();
    await page.screenshot({ path: path.join(outDir, `admin-orders-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: numbers[0]! }).click();
    await page.getByRole('heading', { name: `Order ${numbers[0]}` }).waitFor();
    if (width === 1440) {
      await page.getByLabel('Refund amount (USD)').fill('25');
      await page.getByLabel('Reason').fill('Corner dented in transit');
      await page.getByRole('button', { name: 'Refund', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
      await page.getByRole('alert').filter({ hasText: 'Refund Issued' }).waitFor();
      await page.screenshot({ path: path.join(outDir, `admin-order-refunded-toast-${width}.png`) });
      await page.getByText('$25.00 ·', { exact: false }).first().waitFor();
    }
    await page.screenshot({ path: path.join(outDir, `admin-order-detail-${width}.png`), fullPage: true });
  }
  console.log(errors.length ? `page errors: ${errors.join('; ')}` : 'no page errors');
} finally {
  await browser.close();
  await shop.stop();
}
