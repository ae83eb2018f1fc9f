/**
 * `npx tsx e2e/print-attention-screenshots.ts`: print orders that need attention, at 1440 and 390 px
 * wide, saved to e2e/screenshots/ for looking at: the Overview's count, the Orders tab filtered to
 * them, and an order Printify refused with its reason and the correction form; then the checkout's
 * name fields. Starts the Printify stand-in and the shop on an embedded database of its own, syncs
 * two prints, and has customers buy them with the demo card: one with a single name (taken), one
 * with a zip code Printify refuses, one of a size Printify stopped selling. One order Printify took is
 * made to look an hour late in the database (its answer never came), as the shop's clock cannot be
 * moved from here. Last, the refused zip code is corrected through the form and Printify takes it.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import type { AdminOrderRow } from '../src/admin-orders.ts';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { startEmbeddedPostgres } from '../server/embedded-postgres.ts';
import { PrintifyStandin } from '../server/test/printify-standin.ts';
import { launchBrowser, newPage } from './browser.ts';
import { payForBag, signUpThroughApi, type DemoShipping } from './demo-order.ts';
import { startShopProcess } from './shop-process.ts';

const ADMIN = 'attention-admin@example.com';
const outDir = path.join(import.meta.dirname, 'screenshots');

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const scratch = await mkdtemp(path.join(tmpdir(), 'print-attention-shots-'));
const db = await startEmbeddedPostgres({ dir: path.join(scratch, 'cluster'), ephemeral: true });
const standin = await new PrintifyStandin().start();
const harbour = standin.addCanvasProduct({
  title: 'Harbour at Dusk',
  sizes: [
    { width: 24, height: 16, price: 12900 },
    { width: 40, height: 30, price: 24900 },
  ],
});
const dunes = standin.addCanvasProduct({ title: 'Dunes in October', sizes: [{ width: 36, height: 24, price: 18900 }] });
const shop = await startShopProcess({ ...standin.env(), ADMIN_EMAILS: ADMIN, DATABASE_URL: db.url });
const browser = await launchBrowser();

/** The shop's copy of a synced print and the shop's id of its size `index`. */
async function shopPrint(page: Page, printifyId: string, index = 0) {
  const products = (await (await page.request.get(`${shop.baseUrl}/api/products?limit=48`)).json()) as { id: number; title: string; variants: { id: string }[] }[];
  const title = printifyId === harbour.id ? harbour.title : dunes.title;
  const product = products.find((candidate) => candidate.title === title)!;
  return { productId: product.id, variantId: product.variants[index]!.id };
}

/** A new customer buys one print with the demo card; answers the order number. */
async function customerOrder(email: string, first: string, last: string, line: { productId: number; variantId: string }, shipping: DemoShipping) {
  const page = await newPage(browser);
  await signUpThroughApi(page, shop, email, first, last);
  const added = await page.request.post(`${shop.baseUrl}/api/cart`, { data: { ...line, quantity: 1 }, headers: { origin: shop.baseUrl } });
  if (!added.ok()) throw new Error(`cart: ${await added.text()}`);
  const { orderNumber } = await payForBag(page, shop.baseUrl, shipping);
  await page.context().close();
  return orderNumber;
}

/** The shop works its queue on its own: waits until `done` holds of the orders needing attention. */
async function untilAttention(page: Page, done: (rows: AdminOrderRow[]) => boolean) {
  for (let tries = 0; tries < 120; tries += 1) {
    const rows = (await (await page.request.get(`${shop.baseUrl}/api/admin/orders?needsAttention=true`)).json()) as AdminOrderRow[];
    if (done(rows)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The print orders did not reach the state looked for within a minute');
}

try {
  const page = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signUpThroughApi(page, shop, ADMIN, 'Iris', 'Vale');
  const synced = await page.request.post(`${shop.baseUrl}/api/printify/sync`, { headers: { origin: shop.baseUrl } });
  if (!synced.ok()) throw new Error(`sync: ${await synced.text()}`);
  // The shop still sells the large Harbour at Dusk; Printify no longer does.
  harbour.variants[1]!.is_enabled = false;

  const late = await customerOrder('ada@studio-lovelace.example', 'Ada', 'Lovelace', await shopPrint(page, dunes.id), { name: 'Ada Lovelace' });
  await customerOrder('cher@example.com', 'Cher', 'Sarkisian', await shopPrint(page, harbour.id), { name: 'Cher' });
  const badZip = await customerOrder('grace@harbourhotel.example', 'Grace', 'Hopper', await shopPrint(page, harbour.id), { name: 'Grace Hopper', postalCode: '3313' });
  await customerOrder('mary@somerville.example', 'Mary', 'Somerville', await shopPrint(page, harbour.id, 1), { name: 'Mary Somerville' });
  await untilAttention(page, (rows) => rows.length === 2 && standin.orders.length === 2);
  if (!standin.orders.some((order) => order.address_to.last_name === 'Cher')) throw new Error('The single name did not reach Printify');

  const shopDb = new pg.Pool({ connectionString: db.url });
  await shopDb.query(
    `update orders set printify_order_id = null, printify_status = null, print_queued_at = now() - interval '3 hours 20 minutes',
       print_error = 'Printify failed with HTTP 503: try again in a few minutes.' where order_number = $1`,
    [late],
  );
  await shopDb.end();

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto(`${shop.baseUrl}/admin?tab=overview`, { waitUntil: 'networkidle' });
    await page.getByText('print orders need attention').waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(outDir, `attention-overview-${width}.png`), fullPage: width > 800 });

    await page.getByRole('link', { name: /Open them in Orders/ }).click();
    await page.getByRole('button', { name: badZip }).waitFor();
    await page.screenshot({ path: path.join(outDir, `attention-orders-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: badZip }).click();
    await page.getByRole('heading', { name: 'Printify refused this order' }).waitFor();
    await page.screenshot({ path: path.join(outDir, `attention-order-${width}.png`), fullPage: true });
  }

  // The order an hour late, then support's fix of the refused one, as staff make it: the zip code corrected, sent again, taken.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'All orders' }).click();
  await page.getByRole('button', { name: late }).click();
  await page.getByRole('heading', { name: 'This order has not reached Printify' }).waitFor();
  await page.screenshot({ path: path.join(outDir, `attention-order-late-1440.png`), fullPage: true });
  await page.getByRole('button', { name: 'All orders' }).click();
  await page.getByRole('button', { name: badZip }).click();
  await page.getByRole('heading', { name: 'Printify refused this order' }).waitFor();
  await page.getByLabel('ZIP / Postal code').fill('33139');
  await page.getByRole('button', { name: 'Save and send to Printify' }).click();
  await page.getByRole('alert').filter({ hasText: 'Sent to Printify Again' }).waitFor();
  await page.screenshot({ path: path.join(outDir, `attention-order-fixed-1440.png`) });
  await untilAttention(page, (rows) => rows.every((row) => row.orderNumber !== badZip));
  for (let tries = 0; tries < 120 && !standin.orders.some((order) => order.external_id === badZip); tries += 1) await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(standin.orders.some((order) => order.external_id === badZip) ? 'the corrected order reached Printify' : 'the corrected order did NOT reach Printify');

  // The checkout's name fields, with what they want.
  const shopper = await newPage(browser);
  await signUpThroughApi(shopper, shop, 'hedy@lamarr.example', 'Hedy', 'Lamarr');
  await shopper.request.post(`${shop.baseUrl}/api/cart`, { data: { ...(await shopPrint(page, dunes.id)), quantity: 1 }, headers: { origin: shop.baseUrl } });
  for (const width of [1440, 390]) {
    await shopper.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await shopper.goto(`${shop.baseUrl}/checkout`, { waitUntil: 'networkidle' });
    await shopper.getByText('Given name, as on your doorbell').waitFor();
    await shopper.getByRole('heading', { name: 'Shipping address' }).scrollIntoViewIfNeeded();
    await shopper.screenshot({ path: path.join(outDir, `checkout-names-${width}.png`) });
  }
  console.log(errors.length ? `page errors: ${errors.join('; ')}` : 'no page errors');
} finally {
  await browser.close();
  await shop.stop();
  await standin.close();
  await db.stop();
  await rm(scratch, { recursive: true, force: true });
}
