import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';
import { waitForCode, waitForMail } from './outbox.ts';
import { demoOrder } from './demo-order.ts';
import { startShopProcess, type ShopProcess } from './shop-process.ts';

/**
 * /admin and /email-test in a browser, on a shop of their own with an administrator and support
 * staff: each action of the dashboard with its toast, support's narrower dashboard, and a customer who
 * is turned away.
 */

const ADMIN = 'dashboard-admin@example.com';
const SUPPORT = 'dashboard-support@example.com';
/** A second admin, who reads the audit trail with an account of their own. */
const AUDITOR = 'dashboard-auditor@example.com';
const CUSTOMER = 'collector@example.com';
let browser: Browser;
let shop: ShopProcess;

beforeAll(async () => {
  shop = await startShopProcess({ ADMIN_EMAILS: `${ADMIN},${AUDITOR}`, SUPPORT_EMAILS: SUPPORT });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Signs up through the API in the page's own context, so the session cookie is the page's. */
async function signUp(page: Page, email: string, firstName: string) {
  await page.request.post(`${shop.baseUrl}/api/auth/send-signup-code`, { data: { email, firstName, lastName: 'Vale', clientType: 'office_decor' } });
  const verified = await page.request.post(`${shop.baseUrl}/api/auth/verify-signup-code`, {
    data: { email, code: await waitForCode(shop.dataDir, email) },
  });
  expect(verified.status()).toBe(200);
}

/**
 * Waits for the toast, then closes it: the shop shows one toast at a time for 5 s, so the next action's
 * toast would otherwise wait behind it.
 */
async function toast(page: Page, title: string) {
  const alert = page.getByRole('alert').filter({ hasText: title }).first();
  await alert.waitFor();
  await alert.getByRole('button').click();
}

describe('the admin dashboard', () => {
  it('an admin sets a tier, whitelists and removes an address, creates, edits and deletes a coupon, and sends a test e-mail', async () => {
    const customerPage = await newPage(browser);
    await signUp(customerPage, CUSTOMER, 'Mara');
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUp(page, ADMIN, 'Iris');

    await page.goto(`${shop.baseUrl}/admin?tab=premium`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByText(`signed in as ${ADMIN}`).waitFor();

    // Premium Customers: a tier with VIP notes.
    await page.getByRole('button', { name: `Set tier of ${CUSTOMER}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Gold', { exact: true }).click();
    await dialog.getByLabel('VIP notes').fill('Collects harbour scenes');
    await dialog.getByRole('button', { name: 'Save tier' }).click();
    await toast(page, 'Premium Status Updated');
    const row = page.getByRole('row').filter({ hasText: CUSTOMER });
    await row.getByText('Gold').waitFor();
    await row.getByText('Collects harbour scenes').waitFor();

    // VPN Whitelist: add an address for the customer, then remove it.
    await page.getByRole('tab', { name: 'VPN Whitelist' }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('vpn');
    await page.getByRole('button', { name: 'Add to whitelist' }).click();
    await page.getByText('Please select a customer').waitFor();
    const customerBox = page.getByRole('combobox', { name: 'Customer', exact: true });
    await customerBox.fill('collector');
    await page.getByRole('option', { name: new RegExp(CUSTOMER) }).click();
    await page.getByLabel('IP address').fill('203.0.113.7');
    await page.getByLabel('CIDR range (optional)').fill('198.51.100.0/24');
    await page.getByRole('button', { name: 'Add to whitelist' }).click();
    await page.getByText('The CIDR range must contain the IP address').waitFor();
    await page.getByLabel('CIDR range (optional)').fill('203.0.113.0/24');
    await page.getByRole('button', { name: 'Add to whitelist' }).click();
    await toast(page, 'Premium IP Added');
    const entry = page.getByRole('row').filter({ hasText: '203.0.113.7' });
    await entry.getByText(CUSTOMER).waitFor();
    await entry.getByRole('button', { name: 'Remove 203.0.113.7' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'IP Removed');
    await page.getByText('No address is whitelisted.').waitFor();

    // Coupon Management: create (percentage by default), edit, cancel back to create, delete.
    await page.getByRole('tab', { name: 'Coupon Management' }).click();
    await page.getByRole('heading', { name: 'New coupon' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Percentage' }).isChecked()).toBe(true);
    await page.getByLabel('Code', { exact: true }).fill('spring-25');
    await page.getByLabel('Discount (%)').fill('25');
    await page.getByLabel('Expires on').fill('2030-12-31');
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    await toast(page, 'Coupon Created');
    const coupon = page.getByRole('row').filter({ hasText: 'SPRING-25' });
    await coupon.getByText('25% off').waitFor();
    await coupon.getByText('Active', { exact: true }).waitFor();

    await coupon.getByRole('button', { name: 'Edit SPRING-25' }).click();
    await page.getByRole('heading', { name: 'Edit SPRING-25' }).waitFor();
    expect(await page.getByLabel('Discount (%)').inputValue()).toBe('25.00');
    await page.getByText('Fixed amount', { exact: true }).click();
    await page.getByLabel('Discount ($)').fill('40');
    await page.getByRole('button', { name: 'Update Coupon' }).click();
    await toast(page, 'Coupon Updated');
    await coupon.getByText('$40.00 off').waitFor();
    await page.getByRole('heading', { name: 'New coupon' }).waitFor();

    await coupon.getByRole('button', { name: 'Edit SPRING-25' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'New coupon' }).waitFor();
    expect(await page.getByLabel('Code', { exact: true }).inputValue()).toBe('');

    await coupon.getByRole('button', { name: 'Delete SPRING-25' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete this coupon?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Coupon Deleted');
    await coupon.waitFor({ state: 'detached' });

    // The Products tab says calmly that Printify is not configured in this shop.
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByText('The print provider is not configured').waitFor();

    // /email-test: the 'Invalid email' toast without an @, then a Shipping Notification sent.
    await page.goto(`${shop.baseUrl}/email-test`);
    await page.getByRole('heading', { level: 1, name: 'E-mail Test' }).waitFor();
    await page.getByLabel('E-mail address').fill('tester.example.com');
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await toast(page, 'Invalid email');
    await page.getByLabel('E-mail address').fill('tester@example.com');
    await page.getByRole('combobox', { name: 'E-mail type' }).click();
    await page.getByRole('option', { name: 'Shipping Notification' }).click();
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    const result = page.getByRole('region', { name: 'Result' });
    await result.getByText('Test Shipping Notification sent to tester@example.com').waitFor();
    await result.getByText('[Test] Your Canvas & Light order CL-SAMPLE-0000 has shipped').waitFor();
    expect(await waitForMail(shop.dataDir, 'tester@example.com', { matching: /^Subject: \[Test\] /m })).toContain('9400111899223197428490');
    expect(errors).toEqual([]);
  });

  it('a customer who opens /admin is told it is for administrators, and never sees the dashboard', async () => {
    const page = await newPage(browser);
    await signUp(page, 'visitor-customer@example.com', 'Noor');
    await page.goto(`${shop.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Administrators only' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByText('Premium Customers', { exact: true }).count()).toBe(0);
  });

  it('support staff see their tabs and an order without Refund or Cancel, resend its e-mail, and the admin finds that in the Audit tab', async () => {
    const buyer = await newPage(browser);
    await signUp(buyer, 'buyer@example.com', 'Grace');
    const { orderNumber } = await demoOrder(buyer, shop.baseUrl, [{ index: 0, quantity: 1 }], 'Grace Vale');
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signUp(page, SUPPORT, 'Tom');

    await page.goto(`${shop.baseUrl}/admin?tab=orders`);
    await page.getByRole('button', { name: orderNumber }).click();
    await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Customers', 'Premium Customers', 'Orders', 'Returns', 'Reviews', 'Messages']);
    expect(await page.getByRole('button', { name: /^(Refund|Cancel order)$/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Resend confirmation' }).click();
    await toast(page, 'E-mail Queued');
    // What the screen hides, the server refuses.
    const refund = await page.request.post(`${shop.baseUrl}/api/admin/orders/${orderNumber}/refunds`, {
      data: { amount: '5.00', reason: 'Goodwill' },
      headers: { origin: shop.baseUrl },
    });
    expect(refund.status()).toBe(403);

    const admin = await newPage(browser);
    await signUp(admin, AUDITOR, 'Nell');
    await admin.goto(`${shop.baseUrl}/admin?tab=audit`);
    const row = admin.getByRole('row').filter({ hasText: 'E-mail resent' });
    await row.getByText(SUPPORT).waitFor();
    expect(await row.textContent()).toContain(orderNumber);
    expect(errors).toEqual([]);
  });

  it('a visitor gets Access Denied and is sent to sign in', async () => {
    const page = await newPage(browser);
    await page.goto(`${shop.baseUrl}/admin`);
    await page.getByRole('alert').filter({ hasText: 'Access Denied' }).waitFor();
    await page.waitForURL(/\/login$/);
  });
});
