/**
 * `npx tsx e2e/admin-limits-screenshots.ts`: the back office's answers to what it does not take, at 1440
 * and 390 px, saved to e2e/screenshots/ for looking at: a day outside 2000-2100 in the Overview's and
 * the Orders tab's date fields, and a second resend of an order's confirmation within 10 minutes.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { launchBrowser, newPage } from './browser.ts';
import { demoOrder, signUpThroughApi } from './demo-order.ts';
import { startShopProcess } from './shop-process.ts';

const ADMIN = 'limits-admin@example.com';
const outDir = path.join(import.meta.dirname, 'screenshots');

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const shop = await startShopProcess({ ADMIN_EMAILS: ADMIN });
const browser = await launchBrowser();
try {
  const customer = await newPage(browser);
  await signUpThroughApi(customer, shop, 'ada@example.com', 'Ada', 'Lovelace');
  const order = await demoOrder(customer, shop.baseUrl, [{ index: 0, quantity: 1 }], 'Ada Lovelace');

  const page = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signUpThroughApi(page, shop, ADMIN, 'Iris', 'Vale');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${shop.baseUrl}/admin?tab=overview`, { waitUntil: 'networkidle' });
    await page.getByLabel('From', { exact: true }).fill('1999-12-31');
    await page.getByText('From must be a day from 2000-01-01 to 2100-12-31').waitFor();
    await page.screenshot({ path: path.join(outDir, `admin-overview-day-outside-${width}.png`) });

    await page.goto(`${shop.baseUrl}/admin?tab=orders`, { waitUntil: 'networkidle' });
    await page.getByLabel('Placed to').fill('2101-01-01');
    await page.getByText('To must be a day from 2000-01-01 to 2100-12-31').waitFor();
    await page.screenshot({ path: path.join(outDir, `admin-orders-day-outside-${width}.png`) });

    await page.getByRole('button', { name: order.orderNumber }).click();
    const resend = page.getByRole('button', { name: 'Resend confirmation' });
    // Once at the first width; at the second the limit already holds.
    if (width === 1440) {
      await resend.click();
      await page.getByRole('alert').filter({ hasText: 'E-mail Queued' }).waitFor();
      await page.waitForFunction(() => !document.querySelector('button[data-loading]'));
    }
    await resend.click();
    await page.getByRole('alert').filter({ hasText: 'E-mail Not Sent' }).waitFor();
    await page.screenshot({ path: path.join(outDir, `admin-order-resend-refused-${width}.png`) });
  }
  console.log(errors.length ? `page errors: ${errors.join('; ')}` : 'no page errors');
} finally {
  await browser.close();
  await shop.stop();
}
