import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrintifyStandin } from '../server/test/printify-standin.ts';
import { launchBrowser, newPage } from './browser.ts';
import { waitForCode } from './outbox.ts';
import { startShopProcess, type ShopProcess } from './shop-process.ts';

/**
 * /printify-admin in a browser, against a shop of its own configured with the Printify stand-in: an
 * admin syncs, sees the products a merchant's Publish left stuck, and fixes them.
 */

const ADMIN = 'printify-admin@example.com';
let browser: Browser;
let standin: PrintifyStandin;
let shop: ShopProcess;
/** The admin's e-mails read so far: each sign-in takes the newest code. */
const seen = new Set<string>();

beforeAll(async () => {
  standin = await new PrintifyStandin().start();
  for (const title of ['Harbour at Dusk', 'Dunes at Noon', 'Quiet Geometry']) {
    standin.addCanvasProduct({ title, tags: ['Wall Art', 'Abstract'], sizes: [{ width: 24, height: 16, price: 12900 }, { width: 36, height: 24, price: 18900 }] });
  }
  shop = await startShopProcess({ ...standin.env(), ADMIN_EMAILS: ADMIN, PUBLIC_URL: 'http://127.0.0.1:1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await standin?.close();
});

describe('the print-provider admin page', () => {
  it('an admin syncs, sees the stuck products and fixes them', async () => {
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Signed up through the API in the page's own context, so the session cookie is the page's.
    await page.request.post(`${shop.baseUrl}/api/auth/send-signup-code`, {
      data: { email: ADMIN, firstName: 'Iris', lastName: 'Vale', clientType: 'office_decor' },
    });
    const verified = await page.request.post(`${shop.baseUrl}/api/auth/verify-signup-code`, { data: { email: ADMIN, code: await waitForCode(shop.dataDir, ADMIN, { seen }) } });
    expect(verified.status()).toBe(200);

    await page.goto(`${shop.baseUrl}/printify-admin`);
    await page.getByRole('heading', { name: 'Print Provider' }).waitFor();
    await page.getByText('Nothing is stuck').waitFor();
    await page.getByRole('button', { name: 'Sync products' }).click();
    // Spec section 8: the sync on /printify-admin is 'Sync Completed', the Products tab's 'Products Synced'.
    await page.getByText('Sync Completed', { exact: true }).waitFor();
    await page.getByText('3 products synced from Printify; 0 stuck in publishing fixed.').waitFor();
    expect(await page.getByText('Products Synced', { exact: true }).count()).toBe(0);

    // The merchant publishes two products at Printify; the page shows them stuck after a reload.
    const [first, second] = [...standin.products.values()];
    standin.publish(first!.id);
    standin.publish(second!.id);
    await page.reload();
    const stuck = page.getByRole('region', { name: 'Stuck products' });
    await stuck.getByText(first!.title).waitFor();
    await stuck.getByText(second!.title).waitFor();
    expect(await page.getByLabel('Publishing status').innerText()).toMatch(/Stuck in Publishing\s*2/i);

    await page.getByRole('button', { name: `Complete publishing of ${first!.title}` }).click();
    await page.getByText('Publishing Completed', { exact: true }).waitFor();
    await stuck.getByText(first!.title).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Fix stuck products' }).click();
    await page.getByText('Auto-Fix Completed', { exact: true }).waitFor();
    await page.getByText('Nothing is stuck').waitFor();
    expect(standin.lockedProducts()).toEqual([]);
    expect(standin.acknowledgements.map((ack) => ack.productId)).toEqual([first!.id, second!.id]);
    expect(errors).toEqual([]);
  });

  it("an admin syncs from the dashboard's Products tab: 'Products Synced', with what was synced", async () => {
    const page = await newPage(browser);
    await page.request.post(`${shop.baseUrl}/api/auth/send-login-code`, { data: { email: ADMIN } });
    const verified = await page.request.post(`${shop.baseUrl}/api/auth/verify-login-code`, { data: { email: ADMIN, code: await waitForCode(shop.dataDir, ADMIN, { seen }) } });
    expect(verified.status()).toBe(200);

    await page.goto(`${shop.baseUrl}/admin?tab=products`);
    await page.getByRole('button', { name: 'Sync products' }).click();
    await page.getByText('Products Synced', { exact: true }).waitFor();
    await page.getByText('3 products synced from Printify; 0 stuck in publishing fixed.').waitFor();
    expect(await page.getByText('Sync Completed', { exact: true }).count()).toBe(0);
  });

  it('a product the sync cannot import is named on both pages with its reason; the others are imported', async () => {
    const unsellable = standin.addCanvasProduct({ title: 'Quiet Geometry No. 4', sizes: [{ width: 24, height: 16, price: 12900, enabled: false }] });
    const page = await newPage(browser);
    await page.request.post(`${shop.baseUrl}/api/auth/send-login-code`, { data: { email: ADMIN } });
    await page.request.post(`${shop.baseUrl}/api/auth/verify-login-code`, { data: { email: ADMIN, code: await waitForCode(shop.dataDir, ADMIN, { seen }) } });

    await page.goto(`${shop.baseUrl}/admin?tab=products`);
    await page.getByRole('button', { name: 'Sync products' }).click();
    await page.getByText('3 products synced from Printify; 0 stuck in publishing fixed. One product could not be imported: see the list.').waitFor();
    const listed = page.getByRole('region', { name: 'One product was not imported' });
    await listed.getByText(unsellable.title).waitFor();
    await listed.getByText('No enabled variant to sell').waitFor();
    await page.goto(`${shop.baseUrl}/printify-admin`);
    await page.getByRole('region', { name: 'One product was not imported' }).getByText(`Printify id ${unsellable.id}`).waitFor();
  });
});
