/**
 * `npx tsx e2e/orders-screenshots.ts`: the Orders tab, an order's detail and the Returns tab at 1440 and
 * 768 px wide, and the customer's orders at 1440 and 390, saved to e2e/screenshots/ for looking at.
 * Starts the shop as the browser tests do, with an admin, a few demo orders (one line refunded through
 * the tab itself) and returns (one carried to a refund, one to a reprint).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { launchBrowser, newPage } from './browser.ts';
import { demoOrder, demoReturn, signUpThroughApi } from './demo-order.ts';
import { startShopProcess } from './shop-process.ts';

const ADMIN = 'orders-admin@example.com';
const outDir = path.join(import.meta.dirname, 'screenshots');

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const shop = await startShopProcess({ ADMIN_EMAILS: ADMIN });
const browser = await launchBrowser();
const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b08d57' } }).jpeg().toBuffer();
try {
  const customers = [
    ['ada@example.com', 'Ada', 'Lovelace', 'changed_mind'],
    ['grace@example.com', 'Grace', 'Hopper', 'defective'],
    ['mary@example.com', 'Mary', 'Somerville', 'not_as_described'],
  ] as const;
  const numbers: string[] = [];
  const pages: Page[] = [];
  for (const [index, [email, first, last, reason]] of customers.entries()) {
    const page = await newPage(browser);
    await signUpThroughApi(page, shop, email, first, last);
    const order = await demoOrder(page, shop.baseUrl, [{ index, quantity: index + 1 }, { index: index + 3, quantity: 1 }], `${first} ${last}`);
    if (index > 0) await demoReturn(page, shop.baseUrl, { orderNumber: order.orderNumber, email, orderItemId: order.items[0]!.id, reason, photo });
    numbers.push(order.orderNumber);
    pages.push(page);
  }

  const page = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signUpThroughApi(page, shop, ADMIN, 'Iris', 'Vale');
  const decide = async (orderNumber: string, action: string, confirm = action) => {
    const card = page.getByRole('article').filter({ hasText: orderNumber });
    await card.getByRole('button', { name: action, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${confirm}`) }).click();
    await page.getByRole('alert').filter({ hasText: 'Return Updated' }).last().waitFor();
  };
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${shop.baseUrl}/admin?tab=orders`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: numbers[0]! }).waitFor();
    await page.screenshot({ path: path.join(outDir, `admin-orders-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: numbers[0]! }).click();
    await page.getByRole('heading', { name: `Order ${numbers[0]}` }).waitFor();
    if (width === 1440) {
      await page.getByRole('form', { name: 'Refund' }).getByText('Lines', { exact: true }).click();
      await page.getByRole('form', { name: 'Refund' }).getByRole('textbox').first().fill('1');
      await page.getByLabel('Reason').fill('Corner dented in transit');
      await page.screenshot({ path: path.join(outDir, `admin-order-line-refund-${width}.png`) });
      await page.getByRole('button', { name: /^Refund \$/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
      await page.getByRole('alert').filter({ hasText: 'Refund Issued' }).waitFor();
      await page.screenshot({ path: path.join(outDir, `admin-order-refunded-toast-${width}.png`) });
    }
    await page.screenshot({ path: path.join(outDir, `admin-order-detail-${width}.png`), fullPage: true });

    await page.goto(`${shop.baseUrl}/admin?tab=returns`, { waitUntil: 'networkidle' });
    await page.getByRole('article').first().waitFor();
    if (width === 1440) {
      await page.screenshot({ path: path.join(outDir, `admin-returns-requested-${width}.png`), fullPage: true });
      await decide(numbers[2]!, 'Approve');
      await decide(numbers[2]!, 'Mark received');
      await page.getByRole('article').filter({ hasText: numbers[2]! }).getByRole('button', { name: 'Refund', exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await page.screenshot({ path: path.join(outDir, `admin-return-refund-dialog-${width}.png`) });
      await page.getByRole('dialog').getByRole('button', { name: /^Refund \$/ }).click();
      await page.getByRole('alert').filter({ hasText: 'Return Updated' }).last().waitFor();
      await decide(numbers[1]!, 'Approve');
      await decide(numbers[1]!, 'Send a replacement');
      await page.getByText('Replaced', { exact: true }).waitFor();
    }
    await page.screenshot({ path: path.join(outDir, `admin-returns-${width}.png`), fullPage: true });
  }

  // The customer whose line was refunded, on their orders page.
  for (const width of [1440, 390]) {
    await pages[0]!.setViewportSize({ width, height: 900 });
    await pages[0]!.goto(`${shop.baseUrl}/account/orders`, { waitUntil: 'networkidle' });
    await pages[0]!.getByText('Refunded', { exact: true }).first().waitFor();
    await pages[0]!.screenshot({ path: path.join(outDir, `account-orders-refunded-${width}.png`), fullPage: true });
  }
  console.log(errors.length ? `page errors: ${errors.join('; ')}` : 'no page errors');
} finally {
  await browser.close();
  await shop.stop();
}
