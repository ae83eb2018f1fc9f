import { setTimeout as delay } from 'node:timers/promises';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './browser.ts';
import { fileBrowser } from './file-browser.ts';
import { demoOrder, signUpThroughApi } from './demo-order.ts';
import { ORDER_NUMBER, stockedProductId } from './guest-purchase.ts';
import { tabTo, typeInto } from './keyboard.ts';
import { waitForMail } from './outbox.ts';

/**
 * Journeys with the keyboard alone (no clicks, no mouse): Tab to reach, Enter and Space to act,
 * arrows inside a group, typing into fields.
 */

const browser = fileBrowser();
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

describe('with the keyboard alone', () => {
  it('a guest goes from the header to a print, picks a size, adds it, checks out with the demo card and sees the confirmation', { timeout: 120_000 }, async () => {
    const page = await newPage(browser());
    const email = 'keyboard-guest@example.com';
    await page.goto(baseUrl);
    const main = page.getByRole('main');
    await page.getByRole('link', { name: 'Shop Collection' }).first().waitFor();

    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/shop`);
    // A print with stock to spare (the browser tests share one catalogue).
    const card = main.locator(`a[href="/product/${await stockedProductId(baseUrl)}"]`).first();
    await card.waitFor();
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The sizes are a radio group: Tab enters it, the arrows move within it and choose.
    const sizes = page.getByRole('radio');
    await tabTo(page, sizes.first());
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    expect(await sizes.nth(1).isChecked()).toBe(true);
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    // The toast is announced (an alert) and leaves the focus where it was.
    await page.getByRole('alert').filter({ hasText: 'Added to cart' }).waitFor();
    expect(await add.evaluate((button) => button === document.activeElement)).toBe(true);

    // The bag's panel from the header, then its way to checkout.
    await tabTo(page, page.getByRole('button', { name: /^Shopping bag, 1 item/ }), { backwards: true });
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Shopping Bag' });
    await panel.waitFor();
    await tabTo(page, panel.getByRole('link', { name: /checkout/i }).first());
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();

    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Email address', email],
      ['Address', '12 Ocean Drive'],
      ['City', 'Miami'],
      ['State / Province', 'FL'],
      ['ZIP / Postal code', '33139'],
    ] as const) {
      await typeInto(page, page.getByLabel(label, { exact: true }), value);
    }
    await page.getByText('Email is valid').waitFor();
    await typeInto(page, page.getByLabel('Card number'), '4242 4242 4242 4242');
    const pay = page.getByRole('button', { name: /^Pay \$[\d,]+\.\d{2}$/ });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await tabTo(page, pay);
    await page.keyboard.press('Enter');

    await page.getByText('Order placed successfully!').waitFor();
    expect((await waitForMail(dataDir, email)).match(ORDER_NUMBER)?.[0]).toMatch(ORDER_NUMBER);
  });

  it('a customer finds their order and files a return with a photo', { timeout: 120_000 }, async () => {
    const page = await newPage(browser(), 'phone');
    const email = 'keyboard-return@example.com';
    // The order is placed through the shop's API: the journey is the return.
    await signUpThroughApi(page, { baseUrl, dataDir }, email, 'Mary', 'Shelley');
    const { orderNumber, items } = await demoOrder(page, baseUrl, [{ index: 0, quantity: 1 }], 'Mary Shelley');

    await page.goto(`${baseUrl}/returns`);
    await page.getByRole('heading', { name: 'Find Your Order' }).waitFor();
    await typeInto(page, page.getByLabel('Email address'), email);
    await typeInto(page, page.getByLabel('Order number'), orderNumber);
    await tabTo(page, page.getByRole('button', { name: 'Find My Order' }));
    await page.keyboard.press('Enter');
    await page.getByText('Order Found').waitFor();
    await tabTo(page, page.getByRole('listitem', { name: items[0]!.product.title }).getByRole('button', { name: 'Return This Item' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Return Request' }).waitFor();

    // The reason is a list opened and chosen from with the arrows.
    await tabTo(page, page.getByRole('combobox', { name: 'Reason for return' }));
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Item arrived damaged/defective' }).waitFor();
    for (let presses = 0; presses < 10 && (await page.getByRole('option', { name: 'Item arrived damaged/defective' }).getAttribute('data-combobox-selected')) === null; presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    expect(await page.getByRole('combobox', { name: 'Reason for return' }).inputValue()).toBe('Item arrived damaged/defective');
    // The photo drop opens the system's file chooser on Enter.
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8c6b3f' } }).jpeg().toBuffer();
    await tabTo(page, page.locator('[aria-labelledby="return-photos-label"]'));
    // Enter opens the chooser. The chooser is waited for from before the first press to the end, so one
    // that opens late on a loaded machine is still caught (a chooser missed by a listener that had given
    // up stays open, and Chromium opens no second one); a press that opened nothing within 10 s is made
    // again (CI once saw none in 60 s).
    const chooserOpened = page.waitForEvent('filechooser', { timeout: 60_000 });
    await page.keyboard.press('Enter');
    if ((await Promise.race([chooserOpened, delay(10_000, null)])) === null) await page.keyboard.press('Enter');
    const chooser = await chooserOpened;
    await chooser.setFiles({ name: 'corner.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img', { name: 'Photo 1: corner.jpg' }).waitFor();
    await typeInto(page, page.getByLabel('Comments'), 'The lower left corner of the frame is cracked.');
    await tabTo(page, page.getByRole('button', { name: 'Submit Return Request' }));
    await page.keyboard.press('Enter');
    await page.getByText('Return Request Submitted').waitFor();
    expect(await waitForMail(dataDir, email, { matching: /Return Request Received/ })).toContain(orderNumber);
  });
});
