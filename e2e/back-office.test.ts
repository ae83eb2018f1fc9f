import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hoverContrastViolations } from './axe.ts';
import { launchBrowser, newPage, VIEWPORTS } from './browser.ts';
import { stopsWithUnseenFocus } from './focus-visible.ts';
import { tabTo, typeInto } from './keyboard.ts';
import { demoOrder, demoReturn, signUpThroughApi } from './demo-order.ts';
import { addFirstPrint, fillShipping } from './guest-purchase.ts';
import { decodeQuotedPrintable } from '../server/test/mailbox.ts';
import { waitForMail } from './outbox.ts';
import { startShopProcess, type ShopProcess } from './shop-process.ts';

/**
 * The back office in a browser, on a shop of its own with an administrator: an order found by the
 * customer's e-mail and one of its lines refunded, which the customer then sees in their account.
 */

const ADMIN = 'back-office@example.com';
/** Admins of their own for the axe checks, one per viewport, and for the keyboard, each signed up afresh. */
const axeAdmin = (viewport: string) => `axe-${viewport}@example.com`;
const KEYBOARD_ADMIN = 'keyboard-admin@example.com';
const FOCUS_ADMIN = 'focus-admin@example.com';
const GIFT_ADMIN = 'gift-admin@example.com';
const CUSTOMER = 'harriet@example.com';
let browser: Browser;
let shop: ShopProcess;

beforeAll(async () => {
  shop = await startShopProcess({ ADMIN_EMAILS: [ADMIN, KEYBOARD_ADMIN, FOCUS_ADMIN, GIFT_ADMIN, ...Object.keys(VIEWPORTS).map(axeAdmin)].join(',') });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('gift cards', () => {
  it('an admin gives a card; its holder finds it in their e-mail, checks its balance and spends it on a print, paying the rest by card', async () => {
    const admin = await newPage(browser);
    const errors = watchErrors(admin);
    await signUpThroughApi(admin, shop, GIFT_ADMIN, 'Iris', 'Vale');
    await admin.goto(`${shop.baseUrl}/admin?tab=gift-cards`);
    await admin.getByLabel('Amount ($)').fill('50');
    await admin.getByLabel('Recipient e-mail').fill('gift-holder@example.com');
    await admin.getByLabel('Recipient name (optional)').fill('Grace');
    await admin.getByRole('button', { name: 'Send Gift Card' }).click();
    const shown = admin.getByRole('status').filter({ hasText: 'shown this once' });
    const code = ((await shown.locator('code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    await admin.getByRole('cell', { name: `•••• ${code.slice(-4)}` }).waitFor();

    const mail = await waitForMail(shop.dataDir, 'gift-holder@example.com');
    expect(mail).toContain(code);

    const holder = await newPage(browser);
    errors.push(...watchErrors(holder));
    await holder.goto(`${shop.baseUrl}/gift-cards`);
    await holder.getByLabel('Gift card code').fill(code.toLowerCase());
    await holder.getByRole('button', { name: 'Check', exact: true }).click();
    await holder.getByText(`left on the card ending ${code.slice(-4)}`).waitFor();
    expect(await holder.getByText('$50.00').count()).toBeGreaterThan(0);

    await addFirstPrint(holder, shop.baseUrl);
    await holder.goto(`${shop.baseUrl}/checkout`);
    await holder.getByLabel('Gift card', { exact: true }).fill(code);
    await holder.getByRole('button', { name: 'Apply gift card' }).click();
    const summary = holder.getByLabel('Order summary').first();
    await summary.getByText(`Gift card •••• ${code.slice(-4)}`, { exact: true }).first().waitFor();
    await summary.getByText('−$50.00').waitFor();
    await fillShipping(holder, 'gift-holder@example.com');
    await holder.getByLabel('Card number').fill('4242 4242 4242 4242');
    // The button charges the total less the card.
    const due = ((await summary.locator('[data-kind="due"] dd').textContent()) ?? '').trim();
    await holder.getByRole('button', { name: `Pay ${due}` }).click();
    await holder.getByText('Order placed successfully!').waitFor();

    await holder.goto(`${shop.baseUrl}/gift-cards`);
    await holder.getByLabel('Gift card code').fill(code);
    await holder.getByRole('button', { name: 'Check', exact: true }).click();
    await holder.getByText(`left on the card ending ${code.slice(-4)}`).waitFor();
    expect(await holder.getByText('$0.00').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('a shopper buys a card for a friend on /gift-cards with the demo card; the friend gets its code and spends it on a print', async () => {
    const buyer = await newPage(browser);
    const errors = watchErrors(buyer);
    await buyer.goto(`${shop.baseUrl}/gift-cards`);
    // The amounts are a segmented control: its labels are what a shopper clicks.
    await buyer.locator('label', { hasText: /^\$250$/ }).click();
    expect(await buyer.getByRole('radio', { name: '$250' }).isChecked()).toBe(true);
    await buyer.getByLabel('Your message (optional)').fill('For the empty wall in your hallway.');
    await buyer.getByLabel("Recipient's name").fill('Mary');
    await buyer.getByLabel("Recipient's e-mail").fill('gift-friend@example.com');
    await buyer.getByLabel('Your name').fill('Percy Shelley');
    await buyer.getByLabel('Your e-mail, for the receipt').fill('gift-buyer@example.com');
    await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await buyer.getByRole('button', { name: 'Pay $250.00' }).click();
    await buyer.getByText('Your gift card for Mary is on its way to gift-friend@example.com.', { exact: false }).waitFor();

    expect(decodeQuotedPrintable(await waitForMail(shop.dataDir, 'gift-buyer@example.com'))).toContain('Your $250.00 gift card for Mary has been sent to gift-friend@example.com.');
    const gift = decodeQuotedPrintable(await waitForMail(shop.dataDir, 'gift-friend@example.com'));
    expect(gift).toContain('Percy Shelley has sent you a gift card');
    const code = gift.match(/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/)?.[0];
    expect(code).toBeDefined();

    const friend = await newPage(browser);
    errors.push(...watchErrors(friend));
    await addFirstPrint(friend, shop.baseUrl);
    await friend.goto(`${shop.baseUrl}/checkout`);
    await friend.getByLabel('Gift card', { exact: true }).fill(code!);
    await friend.getByRole('button', { name: 'Apply gift card' }).click();
    await friend.getByText('Your gift card covers the whole order, so there is nothing to pay.').waitFor();
    await fillShipping(friend, 'gift-friend@example.com');
    await friend.getByRole('button', { name: 'Place order' }).click();
    await friend.getByText('Order placed successfully!').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the orders back office', () => {
  it('an admin finds an order by e-mail and refunds one line of it; the customer sees the refund in their account', async () => {
    const customer = await newPage(browser);
    await signUpThroughApi(customer, shop, CUSTOMER, 'Harriet', 'Tubman');
    const { orderNumber } = await demoOrder(customer, shop.baseUrl, [{ index: 0, quantity: 1 }, { index: 1, quantity: 2 }], 'Harriet Tubman');

    const page = await newPage(browser);
    const errors = watchErrors(page);
    await signUpThroughApi(page, shop, ADMIN, 'Iris', 'Vale');
    await page.goto(`${shop.baseUrl}/admin?tab=orders`);
    await page.getByLabel('Search number, e-mail or name').fill(CUSTOMER);
    await page.getByRole('button', { name: orderNumber }).click();
    await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();

    // Refund one of the two prints of the second line, by line: the button and the question say how much.
    const form = page.getByRole('form', { name: 'Refund' });
    await form.getByText('Lines', { exact: true }).click();
    await form.locator('.mantine-NumberInput-root').filter({ hasText: '2 of 2 left to refund' }).getByRole('textbox').fill('1');
    await page.getByLabel('Reason').fill('One print arrived scratched');
    const refundButton = page.getByRole('button', { name: /^Refund \$\d+\.\d{2}$/ });
    const amount = ((await refundButton.textContent()) ?? '').replace('Refund $', '');
    await refundButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Refund $${amount} of order ${orderNumber} to the customer for 1 ×`).waitFor();
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByRole('alert').filter({ hasText: 'Refund Issued' }).waitFor();
    await page.getByText('Partially refunded').first().waitFor();
    expect(await waitForMail(shop.dataDir, CUSTOMER, { matching: /^Subject: A refund on your Canvas & Light order/m })).toContain(`$${amount}`);

    await customer.goto(`${shop.baseUrl}/account/orders`);
    const order = customer.getByRole('listitem', { name: `Order ${orderNumber}` });
    await order.getByText('Partially refunded').waitFor();
    const refund = order.getByRole('list', { name: `Refunds on order ${orderNumber}` });
    await refund.getByText(`$${amount}`).waitFor();
    expect(await refund.textContent()).toMatch(/for 1 × .+\. It takes 5-10 business days to reach your statement\./);
    expect(errors).toEqual([]);
  });

  it('an admin finds the order and refunds its other line with the keyboard alone', { timeout: 120_000 }, async () => {
    const page = await newPage(browser);
    await signUpThroughApi(page, shop, KEYBOARD_ADMIN, 'Grace', 'Hopper');
    await page.goto(`${shop.baseUrl}/admin?tab=orders`);
    await typeInto(page, page.getByLabel('Search number, e-mail or name'), CUSTOMER);
    const found = page.getByRole('button', { name: /^CL-/ }).first();
    await found.waitFor();
    await tabTo(page, found);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^Order CL-/ }).waitFor();

    // By lines (a radio group: the arrows choose), one print of the first line, a reason, then the question.
    const form = page.getByRole('form', { name: 'Refund' });
    await tabTo(page, form.getByRole('radio', { name: 'Amount' }));
    await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: 'Lines' }).isChecked()).toBe(true);
    await typeInto(page, form.locator('.mantine-NumberInput-root').filter({ hasText: '1 of 1 left to refund' }).getByRole('textbox'), '1');
    await typeInto(page, page.getByLabel('Reason'), 'Frame cracked in transit');
    const refund = page.getByRole('button', { name: /^Refund \$\d+\.\d{2}$/ });
    await tabTo(page, refund);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The question holds the focus until it is answered.
    await tabTo(page, dialog.getByRole('button', { name: 'Refund' }), { maxPresses: 5 });
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Refund Issued' }).waitFor();
  });
});

/** The dashboard's tabs, as `?tab=` names them (client/pages/AdminPage.tsx). */
const TABS = ['overview', 'customers', 'premium', 'vpn', 'coupons', 'gift-cards', 'products', 'orders', 'returns', 'messages', 'audit'];

describe('the back office passes axe-core (WCAG 2.1 A and AA)', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`every tab, the coupon and whitelist forms with errors, an order, its refund form with errors, the refund and cancellation questions, a return's decision and photo, and the premium tier dialog at ${VIEWPORTS[viewport].width} px`, { timeout: 180_000 }, async () => {
      const page = await newPage(browser, viewport);
      await signUpThroughApi(page, shop, axeAdmin(viewport), 'Ada', 'Byron');
      const found: Record<string, unknown> = {};
      const check = async (where: string) => {
        const violations = await axeViolations(page);
        if (violations.length) found[where] = violations;
      };
      for (const tab of TABS) {
        await page.goto(`${shop.baseUrl}/admin?tab=${tab}`);
        await page.getByRole('tabpanel').first().waitFor();
        await page.waitForLoadState('networkidle');
        await check(tab);
      }
      // The coupon and whitelist forms sent empty: each field says what is wrong.
      for (const [tab, submit] of [
        ['coupons', 'Create Coupon'],
        ['vpn', 'Add to whitelist'],
        ['gift-cards', 'Send Gift Card'],
      ] as const) {
        await page.goto(`${shop.baseUrl}/admin?tab=${tab}`);
        await page.getByRole('button', { name: submit }).click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        await check(`the ${tab} form with its errors`);
      }
      // An order, and the question a refund asks before it moves money.
      await page.goto(`${shop.baseUrl}/admin?tab=orders`);
      await page.getByLabel('Search number, e-mail or name').fill(CUSTOMER);
      await page.getByRole('button', { name: /^CL-/ }).first().click();
      await page.getByRole('heading', { name: /^Order CL-/ }).waitFor();
      await check('an order');
      // Asked with nothing filled in: the fields' errors, then the question.
      const form = page.getByRole('form', { name: 'Refund' });
      await form.getByRole('button', { name: 'Refund' }).click();
      await form.getByText('Please say why the order is refunded').waitFor();
      await check('the refund form with its errors');
      await page.getByLabel('Refund amount (USD)').fill('1.00');
      await page.getByLabel('Reason').fill('Checked by axe');
      await form.getByRole('button', { name: 'Refund' }).click();
      await page.getByRole('dialog').waitFor();
      await check('the refund question');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Cancel order' }).click();
      await page.getByRole('dialog').waitFor();
      await check('the cancellation question');
      await page.keyboard.press('Escape');
      // A customer's return, and the question its decision asks.
      const customer = await newPage(browser);
      const email = `axe-return-${viewport}@example.com`;
      await signUpThroughApi(customer, shop, email, 'Mary', 'Cassatt');
      const order = await demoOrder(customer, shop.baseUrl, [{ index: 2, quantity: 1 }], 'Mary Cassatt');
      const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#8c6b3f' } }).jpeg().toBuffer();
      await demoReturn(customer, shop.baseUrl, { orderNumber: order.orderNumber, email, orderItemId: order.items[0]!.id, reason: 'defective', photo });
      await page.goto(`${shop.baseUrl}/admin?tab=returns`);
      await page.getByRole('button', { name: 'Approve' }).first().click();
      await page.getByRole('dialog').waitFor();
      await check('a return decision');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Enlarge photo 1 of 1' }).first().click();
      await page.getByRole('dialog').getByRole('img', { name: /^Photo 1 of the return of CL-/ }).waitFor();
      await check("a return's photo, enlarged");
      await page.keyboard.press('Escape');
      // A customer's premium tier and notes, in their dialog.
      await page.goto(`${shop.baseUrl}/admin?tab=premium`);
      await page.getByLabel('Search by e-mail or name').fill(email);
      // The list as the search answers it (the previous one stays, faded, while it loads).
      await page.getByText('Showing 1 of 1 customers').waitFor();
      await page.locator('[data-stale]').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `Set tier of ${email}` }).click();
      await page.getByRole('dialog', { name: `Premium tier · ${email}` }).waitFor();
      await check('the premium tier dialog');
      expect(found).toEqual({});
    });
  }
});

describe('focus and hover in the back office', () => {
  it('every stop of the keyboard shows the focus, and hovered links and buttons keep their contrast, on the tabs staff use most and an order at 1440 px', { timeout: 240_000 }, async () => {
    const page = await newPage(browser);
    await signUpThroughApi(page, shop, FOCUS_ADMIN, 'Ada', 'Byron');
    const found: Record<string, unknown> = {};
    const check = async (where: string) => {
      await page.waitForLoadState('networkidle');
      const unseen = await stopsWithUnseenFocus(page);
      if (unseen.length) found[`${where}: focus not seen`] = unseen;
      const hovered = await hoverContrastViolations(page);
      if (hovered.length) found[`${where}: hovered`] = hovered;
    };
    for (const tab of ['overview', 'orders', 'returns', 'coupons']) {
      await page.goto(`${shop.baseUrl}/admin?tab=${tab}`);
      await page.getByRole('tabpanel').first().waitFor();
      await check(tab);
    }
    await page.goto(`${shop.baseUrl}/admin?tab=orders`);
    await page.getByLabel('Search number, e-mail or name').fill(CUSTOMER);
    await page.getByRole('button', { name: /^CL-/ }).first().click();
    await page.getByRole('heading', { name: /^Order CL-/ }).waitFor();
    await check('an order');
    expect(found).toEqual({});
  });
});

