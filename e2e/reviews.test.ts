import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';
import { demoOrder, signUpThroughApi } from './demo-order.ts';
import { startShopProcess, type ShopProcess } from './shop-process.ts';

/**
 * A review from a verified buyer on a demo shop, as a newcomer to `npm start` would try it: buy a print
 * with the demo card, mark its order delivered in the back office, write the review from the account's
 * orders, approve it in the Reviews tab, and find it on the print's page.
 */

const ADMIN = 'reviews-admin@example.com';
const BUYER = 'reviews-buyer@example.com';
let browser: Browser;
let shop: ShopProcess;

beforeAll(async () => {
  shop = await startShopProcess({ ADMIN_EMAILS: ADMIN });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('reviews from verified buyers in a browser', () => {
  it('a delivered print is reviewed from the account, approved in the back office, and shows on its page', async () => {
    const errors: string[] = [];
    const buyer = await newPage(browser);
    buyer.on('pageerror', (error) => errors.push(error.message));
    await signUpThroughApi(buyer, shop, BUYER, 'Grace', 'Hopper');
    const order = await demoOrder(buyer, shop.baseUrl, [{ index: 0, quantity: 1 }], 'Grace Hopper');
    const title = order.items[0]!.product.title;

    // Not delivered yet: the account's orders offer no review.
    await buyer.goto(`${shop.baseUrl}/account/orders`);
    await buyer.getByText(order.orderNumber).first().waitFor();
    expect(await buyer.getByRole('link', { name: 'Review this print' }).count()).toBe(0);

    const admin = await newPage(browser);
    admin.on('pageerror', (error) => errors.push(error.message));
    await signUpThroughApi(admin, shop, ADMIN, 'Iris', 'Vale');
    await admin.goto(`${shop.baseUrl}/admin?tab=orders`);
    await admin.getByRole('button', { name: order.orderNumber }).click();
    await admin.getByRole('button', { name: 'Mark delivered (demo)' }).click();
    await admin.getByText('Marked Delivered').waitFor();

    await buyer.reload();
    await buyer.getByRole('link', { name: 'Review this print' }).click();
    await buyer.getByRole('button', { name: 'Find My Order' }).click();
    await buyer.getByRole('heading', { name: 'Your Review' }).waitFor();
    const star = await buyer.getByRole('radio', { name: '4 of 5 stars' }).getAttribute('id');
    await buyer.locator(`label[for="${star}"]`).click();
    await buyer.getByRole('textbox', { name: 'Title' }).fill('Quietly luminous');
    await buyer.getByRole('textbox', { name: 'Your review' }).fill('It hangs in our hallway and catches the evening light.');
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d9cbb4' } }).jpeg().toBuffer();
    await buyer.locator('input[type=file]').setInputFiles({ name: 'hallway.jpg', mimeType: 'image/jpeg', buffer: photo });
    await buyer.getByRole('img', { name: /Photo 1/ }).waitFor();
    await buyer.getByRole('button', { name: 'Send Review' }).click();
    await buyer.getByText('Thank you for your review').waitFor();

    // Waiting for a decision, the print's page shows none.
    const visitor = await newPage(browser, 'phone');
    visitor.on('pageerror', (error) => errors.push(error.message));
    const productId = (await buyer.request.get(`${shop.baseUrl}/api/products?limit=24`).then((answer) => answer.json()) as { id: number; title: string }[]).find(
      (product) => product.title === title,
    )!.id;
    await visitor.goto(`${shop.baseUrl}/product/${productId}`);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await visitor.locator('#reviews').count()).toBe(0);

    await admin.goto(`${shop.baseUrl}/admin?tab=reviews`);
    const card = admin.getByRole('article').filter({ hasText: 'Quietly luminous' });
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Review Updated').waitFor();

    await visitor.reload();
    await visitor.getByRole('link', { name: /4\.0 · 1 review/ }).click();
    const review = visitor.getByRole('article', { name: 'Quietly luminous' });
    await review.waitFor();
    expect(await review.getByText('Grace H.').count()).toBe(1);
    expect(await review.getByText('Verified buyer').count()).toBe(1);
    expect(await review.getByRole('img', { name: 'Photo 1 from Grace H.' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
