/**
 * `npx tsx e2e/audit-screenshots.ts`: the Audit tab at 1440 and 820 px wide (a row opened), and /admin
 * as support staff (their tabs, and an order without Refund or Cancel), saved to e2e/screenshots/ for
 * looking at. Starts the shop as the browser tests do, with an admin, a support person, two demo orders
 * and a few changes made through the API and the tabs.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { launchBrowser, newPage } from './browser.ts';
import { demoOrder, signUpThroughApi } from './demo-order.ts';
import { startShopProcess } from './shop-process.ts';

const ADMIN = 'audit-admin@example.com';
const SUPPORT = 'audit-support@example.com';
const outDir = path.join(import.meta.dirname, 'screenshots');

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const shop = await startShopProcess({ ADMIN_EMAILS: ADMIN, SUPPORT_EMAILS: SUPPORT });
const browser = await launchBrowser();
/** A POST from the page's context, as the shop's own pages send it (same origin). */
const apiPost = (page: Page, url: string, data: unknown) => page.request.post(`${shop.baseUrl}${url}`, { data, headers: { origin: shop.baseUrl } });

try {
  const buyer = await newPage(browser);
  await signUpThroughApi(buyer, shop, 'grace@example.com', 'Grace', 'Hopper');
  const first = (await demoOrder(buyer, shop.baseUrl, [{ index: 0, quantity: 2 }], 'Grace Hopper')).orderNumber;
  const second = (await demoOrder(buyer, shop.baseUrl, [{ index: 1, quantity: 1 }], 'Grace Hopper')).orderNumber;
  const me = (await (await buyer.request.get(`${shop.baseUrl}/api/auth/user`)).json()) as { id: number };
  await apiPost(buyer, '/api/contact', { name: 'Grace Hopper', email: 'grace@example.com', subject: 'Consultation request', message: 'Could the harbour print come framed?' });
  await buyer.context().close();

  const errors: string[] = [];
  const admin = await newPage(browser);
  admin.on('pageerror', (error) => errors.push(error.message));
  await signUpThroughApi(admin, shop, ADMIN, 'Iris', 'Vale');
  await apiPost(admin, '/api/admin/coupons', { code: 'HARBOUR15', discountType: 'percentage', discountValue: '15', expiresAt: '2099-12-31', campaignName: 'Harbours' });
  await apiPost(admin, '/api/admin/premium-status', { userId: me.id, status: 'gold', notes: 'Collects harbour scenes; prefers large formats' });
  await apiPost(admin, `/api/admin/orders/${first}/refunds`, { amount: '25.00', reason: 'Corner dented in transit' });

  const support = await newPage(browser);
  support.on('pageerror', (error) => errors.push(error.message));
  await signUpThroughApi(support, shop, SUPPORT, 'Tom', 'Reed');
  await apiPost(support, `/api/admin/orders/${second}/emails`, { type: 'confirmation' });
  const messages = (await (await support.request.get(`${shop.baseUrl}/api/admin/contact-submissions`)).json()) as { id: number }[];
  await apiPost(support, '/trpc/admin.contactMessages.setStatus', { json: { id: messages[0]!.id, status: 'processed' } });

  for (const width of [1440, 820]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto(`${shop.baseUrl}/admin?tab=audit`, { waitUntil: 'networkidle' });
    const details = admin.getByRole('button', { name: /^Details of change/ });
    await details.first().waitFor();
    // The refund: the fourth change from the top.
    await details.nth(2).click();
    await admin.getByRole('region', { name: 'After' }).waitFor();
    await admin.screenshot({ path: path.join(outDir, `admin-audit-${width}.png`), fullPage: true });
  }

  for (const width of [1440, 820]) {
    await support.setViewportSize({ width, height: 900 });
    await support.goto(`${shop.baseUrl}/admin`, { waitUntil: 'networkidle' });
    await support.getByRole('heading', { name: 'Premium Customers' }).waitFor();
    await support.screenshot({ path: path.join(outDir, `admin-support-${width}.png`), fullPage: true });
    await support.goto(`${shop.baseUrl}/admin?tab=orders`, { waitUntil: 'networkidle' });
    await support.getByRole('button', { name: first }).click();
    await support.getByRole('heading', { name: `Order ${first}` }).waitFor();
    const refundButtons = await support.getByRole('button', { name: /^(Refund|Cancel order)$/ }).count();
    if (refundButtons > 0) throw new Error('support staff see a Refund or Cancel button');
    await support.screenshot({ path: path.join(outDir, `admin-support-order-${width}.png`), fullPage: true });
  }
  console.log(errors.length ? `page errors: ${errors.join('; ')}` : 'no page errors');
} finally {
  await browser.close();
  await shop.stop();
}
