/**
 * `npx tsx e2e/back-office-screenshots.ts`: the Overview and Customers tabs (and a customer's page) at
 * 1440 and 820 px wide, saved to e2e/screenshots/ for looking at. Starts the shop as the browser tests
 * do, on an embedded database of its own, where customers of several client types sign up and buy
 * with the demo card from several countries and currencies, and an admin refunds one order. Their
 * orders and sign-ups are then spread over the last five weeks in the database, so the charts have
 * days to draw (checkout itself only ever places an order now).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { startEmbeddedPostgres } from '../server/embedded-postgres.ts';
import { launchBrowser, newPage } from './browser.ts';
import { waitForCode } from './outbox.ts';
import { startShopProcess } from './shop-process.ts';

const ADMIN = 'office-admin@example.com';
const outDir = path.join(import.meta.dirname, 'screenshots');

/** Who buys: e-mail, name, client type, where they ship and the currency they pay in, how many orders. */
const CUSTOMERS = [
  ['ada@studio-lovelace.example', 'Ada', 'Lovelace', 'interior_designer', 'US', 'USD', 4],
  ['grace@harbourhotel.example', 'Grace', 'Hopper', 'hotel_decor', 'GB', 'GBP', 3],
  ['mary@somerville.example', 'Mary', 'Somerville', 'private_residence', 'US', 'USD', 3],
  ['emmy@noether-buero.example', 'Emmy', 'Noether', 'office_decor', 'DE', 'EUR', 2],
  ['lise@meitner.example', 'Lise', 'Meitner', 'interior_designer', 'FR', 'EUR', 2],
  ['henrietta@leavitt.example', 'Henrietta', 'Leavitt', 'vacation_home', 'CA', 'CAD', 2],
  ['rosalind@franklin.example', 'Rosalind', 'Franklin', 'real_estate_agent', 'US', 'USD', 2],
  ['katherine@johnson.example', 'Katherine', 'Johnson', 'furniture_store', 'NL', 'EUR', 1],
  ['hedy@lamarr.example', 'Hedy', 'Lamarr', 'private_residence', 'IT', 'EUR', 1],
  ['chien@wu.example', 'Chien-Shiung', 'Wu', 'university_faculty', 'US', 'USD', 1],
] as const;

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const scratch = await mkdtemp(path.join(tmpdir(), 'back-office-shots-'));
const db = await startEmbeddedPostgres({ dir: path.join(scratch, 'cluster'), ephemeral: true });
const shop = await startShopProcess({ ADMIN_EMAILS: ADMIN, DATABASE_URL: db.url, DATABASE_OWNER_URL: db.ownerUrl });
const browser = await launchBrowser();
const api = (page: Page, url: string, data: unknown) => page.request.post(`${shop.baseUrl}${url}`, { data, headers: { origin: shop.baseUrl } });

async function signUp(page: Page, email: string, firstName: string, lastName: string, clientType: string) {
  await api(page, '/api/auth/send-signup-code', { email, firstName, lastName, clientType });
  await api(page, '/api/auth/verify-signup-code', { email, code: await waitForCode(shop.dataDir, email) });
}

interface CatalogueProduct {
  id: number;
  inventory: number;
  variants: { id: string }[];
}

/** A signed-in customer buys a print in one of its sizes with the demo card, shipped to `country`, paying in `currency`. */
async function order(page: Page, product: CatalogueProduct, size: number, quantity: number, name: string, country: string, currency: string) {
  const variant = product.variants[size % Math.max(1, product.variants.length)];
  const added = await api(page, '/api/cart', { productId: product.id, quantity, ...(variant ? { variantId: variant.id } : {}) });
  if (!added.ok()) throw new Error(`cart: ${await added.text()}`);
  const shipping = { name, phone: '+1 305 555 0100', address: { line1: '1 Harbour Row', city: 'Port Town', state: 'Coast', postal_code: '10115', country } };
  const intentAnswer = await api(page, '/api/create-payment-intent', { country, currency, shipping });
  if (!intentAnswer.ok()) throw new Error(`intent: ${await intentAnswer.text()}`);
  const intent = (await intentAnswer.json()) as { clientSecret: string };
  const paid = await api(page, '/trpc/checkout.confirmDemoPayment', { json: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' } });
  const { paymentIntentId } = ((await paid.json()) as { result: { data: { json: { paymentIntentId: string } } } }).result.data.json;
  return ((await (await api(page, '/api/orders', { paymentIntentId })).json()) as { orderNumber: string }).orderNumber;
}

try {
  const catalogue = (await (await fetch(`${shop.baseUrl}/api/products?limit=48`)).json()) as CatalogueProduct[];
  const products = catalogue.filter((product) => product.inventory >= 6);
  const numbers: string[] = [];
  let n = 0;
  for (const [email, first, last, clientType, country, currency, count] of CUSTOMERS) {
    const page = await newPage(browser);
    await signUp(page, email, first, last, clientType);
    for (let bought = 0; bought < count; bought += 1, n += 1) {
      // A few prints sell most, as in a real shop.
      numbers.push(await order(page, products[(n * n) % Math.min(7, products.length)]!, n, 1 + (n % 3 === 0 ? 1 : 0), `${first} ${last}`, country, currency));
    }
    await page.context().close();
  }

  const page = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signUp(page, ADMIN, 'Iris', 'Vale', 'office_decor');
  for (const [email, status, notes] of [
    ['ada@studio-lovelace.example', 'platinum', 'Specifies prints for hotel lobbies; prefers 48" and up.'],
    ['grace@harbourhotel.example', 'gold', 'Refitting 40 rooms in the spring.'],
    ['emmy@noether-buero.example', 'silver', null],
  ] as const) {
    const [customer] = (await (await page.request.get(`${shop.baseUrl}/api/admin/customers?q=${email}`)).json()) as { id: number }[];
    await api(page, '/api/admin/premium-status', { userId: customer!.id, status, notes });
  }
  const refund = await api(page, `/api/admin/orders/${numbers[4]}/refunds`, { amount: '40.00', reason: 'Frame corner dented in transit' });
  if (!refund.ok()) throw new Error(`refund: ${await refund.text()}`);

  // Orders and sign-ups spread over the last five weeks, the newest today; a return request on one order.
  // The shop runs in the database the URL names.
  const shopDb = new pg.Pool({ connectionString: db.url });
  await shopDb.query(`update orders set created_at = now() - ((id * 7919) % 35) * interval '1 day' - (id % 9) * interval '1 hour' where id % 6 <> 0`);
  await shopDb.query(`update order_items i set created_at = o.created_at from orders o where o.id = i.order_id`);
  // A customer signs up before their first order.
  await shopDb.query(
    `update users u set created_at = least(now() - ((id * 104729) % 34) * interval '1 day', (select min(o.created_at) - interval '2 hours' from orders o where o.user_id = u.id))
     where email <> $1`,
    [ADMIN],
  );
  await shopDb.query(
    `insert into return_requests (order_id, order_item_id, customer_email, reason, comments, status, created_at)
     select o.id, i.id, u.email, 'not_as_described', 'The blues are darker than on screen.', 'pending', least(o.created_at + interval '5 days', now())
     from orders o join order_items i on i.order_id = o.id join users u on u.id = o.user_id where o.order_number = $1 limit 1`,
    [numbers[5]],
  );
  await shopDb.end();

  for (const width of [1440, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${shop.baseUrl}/admin`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Net revenue and orders per day' }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(outDir, `admin-overview-${width}.png`), fullPage: true });
    await page.getByRole('region', { name: 'Sales by country' }).getByText('Table').click();
    await page.getByRole('region', { name: 'Sales by country' }).screenshot({ path: path.join(outDir, `admin-overview-table-${width}.png`) });

    await page.goto(`${shop.baseUrl}/admin?tab=customers`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Ada Lovelace' }).waitFor();
    await page.screenshot({ path: path.join(outDir, `admin-customers-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Grace Hopper' }).click();
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(outDir, `admin-customer-detail-${width}.png`), fullPage: true });
  }
  console.log(errors.length ? `page errors: ${errors.join('; ')}` : 'no page errors');
} finally {
  await browser.close();
  await shop.stop();
  await db.stop();
  await rm(scratch, { recursive: true, force: true });
}
