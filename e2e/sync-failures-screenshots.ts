/**
 * `npx tsx e2e/sync-failures-screenshots.ts`: a catalogue sync with products it cannot import (issue 35,
 * finding 10), on the admin Products tab and /printify-admin at 1440 and 390 px wide, saved to
 * e2e/screenshots/ for looking at. The Printify stand-in holds prints with control characters in their
 * text (imported, cleaned), one with no size enabled and one priced past what the shop's prices hold.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { PrintifyStandin } from '../server/test/printify-standin.ts';
import { launchBrowser, newPage } from './browser.ts';
import { signUpThroughApi } from './demo-order.ts';
import { startShopProcess } from './shop-process.ts';

const ADMIN = 'sync-admin@example.com';
const outDir = path.join(import.meta.dirname, 'screenshots');

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const standin = await new PrintifyStandin().start();
const SIZES = [
  { width: 24, height: 16, price: 12900 },
  { width: 36, height: 24, price: 18900 },
];
const harbour = standin.addCanvasProduct({ title: 'Harbour at Dusk', tags: ['Waterfronts'], sizes: SIZES });
standin.products.get(harbour.id)!.description = '<p>Golden light\u0000 over the harbour.</p><p>Museum-grade canvas.</p>';
standin.addCanvasProduct({ title: '\u0007Dunes\tat Noon\u001b', tags: ['Des\u0000erts'], sizes: SIZES });
standin.addCanvasProduct({ title: 'Lisbon Rooftops', tags: ['Europe'], sizes: SIZES });
standin.addCanvasProduct({ title: 'Quiet Geometry No. 4', sizes: [{ width: 24, height: 16, price: 12900, enabled: false }] });
standin.addCanvasProduct({ title: 'Still Lake, Morning Mist', sizes: [{ width: 24, height: 16, price: 100_000_000_000 }] });
const shop = await startShopProcess({ ADMIN_EMAILS: ADMIN, ...standin.env() });
const browser = await launchBrowser();
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(outDir, name), fullPage: true });

try {
  const errors: string[] = [];
  const page = await newPage(browser);
  page.on('pageerror', (error) => errors.push(error.message));
  await signUpThroughApi(page, shop, ADMIN, 'Iris', 'Vale');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
    await page.goto(`${shop.baseUrl}/admin?tab=products`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sync products' }).click();
    await page.getByText('Products Synced', { exact: true }).waitFor();
    await page.getByRole('region', { name: /not imported/ }).waitFor();
    await shot(page, `sync-failures-products-tab-${width}.png`);
    await page.goto(`${shop.baseUrl}/printify-admin`, { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: /not imported/ }).waitFor();
    await shot(page, `sync-failures-printify-admin-${width}.png`);
  }
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  console.log(`Saved to ${outDir}`);
} finally {
  await browser.close();
  await shop.stop();
  await standin.close();
}
