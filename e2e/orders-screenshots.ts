/**
 * `npx tsx e2e/orders-screenshots.ts`: the Orders tab and an order's detail at 1440 and 768 px wide,
 * saved to e2e/screenshots/ for looking at. Starts the shop as the browser tests do, with an admin and
 * a few demo orders (one partly refunded through the tab itself).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { launchBrowser, newPage } from './browser.ts';
import { waitForCode } from './outbox.ts';
import { startShopProcess } from './shop-process.ts';

const ADMIN = 'orders-admin@example.com';
const outDir = path.join(import.meta.dirname, 'screenshots');

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const shop = await startShopProcess({ ADMIN_EMAILS: ADMIN });
const browser = await launchBrowser();
const api = (page: Page, url: string, data: unknown) => page.request.post(`${shop.baseUrl}${url}`, { data, headers: { origin: shop.baseUrl } });

async function signUp(page: Page, email: string, firstName: string, lastName: string) {
  await api(page, '/api/auth/send-signup-code', { email, firstName, lastName, clientType: 'office_decor' });
  await api(page, '/api/auth/verify-signup-code', { email, code: await waitForCode(shop.dataDir, email) });
}

/** A signed-in customer buys `quantity` of the catalogue's `index`th print with the demo card. */
async function order(page: Page, index: number, quantity: number, name: string) {
  const products = (await (await page.request.get(`${shop.baseUrl}/api/products?limit=10`)).json()) as { id: number }[];
  await api(page, '/api/cart', { productId: products[index]!.id, quantity });
  const shipping = { name, phone: '+1 305 555 0100', address: { line1: '1 Ocean Drive', city: 'Miami', state: 'FL', postal_code: '33139', country: 'US' } };
  const intent = (await (await api(page, '/api/create-payment-intent', { country: 'US', shipping })).json()) as { clientSecret: string };
  const paid = await api(page, '/trpc/checkout.confirmDemoPayment', { json: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' } });
  const { paymentIntentId } = ((await paid.json()) as { result: { data: { json: { paymentIntentId: string } } } }).result.data.json;
  return ((await (await api(page, '/api/orders', { paymentIntentId })).json()) as { orderNumber: string }).orderNumber;
}

try {
  const customers = [
    ['ada@example.com', 'Ada', 'Lovelace'],
    ['grace@example.com', 'Grace', 'Hopper'],
    ['mary@example.com', 'Mary', 'Somerville'],
  ] as const;
  const numbers: string[] = [];
  for (const [index, [email, first, last]] of customers.entries()) {
    const page = await newPage(browser);
    await signUp(page, email, first, last);
    numbers.push(await order(page, index, index + 1, `${first} ${last}`));
    await page.context().close();
  }

  const page = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signUp(page, ADMIN, 'Iris', 'Vale');
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
