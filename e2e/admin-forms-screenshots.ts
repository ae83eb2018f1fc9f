/**
 * `npx tsx e2e/admin-forms-screenshots.ts`: an order's refund form (by amount, by lines, and with the
 * server schema's message under a bad amount) and two paged lists (Orders, Customers) at 1440 and 390
 * px wide, saved to e2e/screenshots/ for looking at. Starts the shop as the browser tests do, with an
 * admin and a few demo orders. Also a customer's page, drawn with the same record panel as an order.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { launchBrowser, newPage } from './browser.ts';
import { demoOrder, signUpThroughApi } from './demo-order.ts';
import { startShopProcess } from './shop-process.ts';

const ADMIN = 'forms-admin@example.com';
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
    await signUpThroughApi(page, shop, email, first, last);
    numbers.push((await demoOrder(page, shop.baseUrl, [{ index, quantity: 2 }, { index: index + 3, quantity: 1 }], `${first} ${last}`)).orderNumber);
  }

  const page = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signUpThroughApi(page, shop, ADMIN, 'Iris', 'Vale');
  const shot = async (name: string, width: number, fullPage = false) => {
    // A whole page from its top, so the sticky header is drawn once, where it starts.
    if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: path.join(outDir, `admin-${name}-${width}.png`), fullPage, animations: 'disabled' });
  };
  const refundForm = (at: Page) => at.getByRole('form', { name: 'Refund' });
  // The refund form in the middle of the window, the actions under it in view on a phone too.
  const shotOfForm = async (name: string, width: number) => {
    await refundForm(page).evaluate((form) => form.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await shot(name, width);
  };

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${shop.baseUrl}/admin?tab=orders`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: numbers[0]! }).first().waitFor();
    await shot('paged-orders', width, true);
    await page.goto(`${shop.baseUrl}/admin?tab=customers`, { waitUntil: 'networkidle' });
    await page.getByText('Showing').waitFor();
    await shot('paged-customers', width, true);
    await page.getByRole('button', { name: 'Ada Lovelace' }).click();
    await page.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
    await shot('customer-detail', width, true);

    await page.goto(`${shop.baseUrl}/admin?tab=orders`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: numbers[0]! }).first().click();
    await page.getByRole('heading', { name: `Order ${numbers[0]}` }).waitFor();
    const form = refundForm(page);
    // A bad amount: the server schema's message under the field, nothing asked.
    await form.getByLabel('Refund amount (USD)').fill('12.345');
    await form.getByRole('button', { name: 'Refund' }).click();
    await form.getByText('Amount must be a sum such as 12.50').waitFor();
    await shotOfForm('refund-field-error', width);
    // By amount, ready to send.
    await form.getByLabel('Refund amount (USD)').fill('25');
    await form.getByLabel('Reason').fill('A goodwill gesture for the late delivery');
    await form.getByRole('button', { name: 'Refund $25.00' }).waitFor();
    await shotOfForm('refund-amount', width);
    await form.getByRole('button', { name: 'Refund $25.00' }).click();
    await page.getByRole('dialog').waitFor();
    await shot('refund-confirm', width);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    // The dialog gives the page its scroll back as it closes.
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // By lines: one of the two prints of the first line.
    await form.getByText('Lines', { exact: true }).click();
    await form.getByRole('textbox').first().fill('1');
    await form.getByRole('button', { name: /^Refund \$\d+\.\d{2}$/ }).waitFor();
    await form.getByRole('checkbox').check();
    await shotOfForm('refund-lines', width);
  }
  console.log(errors.length ? `page errors: ${errors.join('; ')}` : 'no page errors');
} finally {
  await browser.close();
  await shop.stop();
}
