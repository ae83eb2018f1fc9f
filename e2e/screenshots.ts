/**
 * `npm run screenshots [path ...]`: starts the shop as the browser tests do and saves full-page
 * screenshots of each page at desktop and phone widths to e2e/screenshots/, for looking at.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { VIEWPORTS, launchBrowser, newPage } from './browser.ts';
import { startShopProcess } from './shop-process.ts';

const DEFAULT_PATHS = ['/', '/shop', '/about', '/refund-policy', '/terms-of-service', '/privacy-policy', '/shipping-blocked', '/no/such/page'];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PATHS;
const outDir = path.join(import.meta.dirname, 'screenshots');

if (await clientBuildIsStale()) await buildClient();
await mkdir(outDir, { recursive: true });
const shop = await startShopProcess();
const browser = await launchBrowser();
try {
  for (const pagePath of paths) {
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      const page = await newPage(browser, viewport);
      await page.goto(`${shop.baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      const name = `${pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${viewport}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      await page.context().close();
      console.log(`e2e/screenshots/${name}`);
    }
  }
} finally {
  await browser.close();
  await shop.stop();
}
