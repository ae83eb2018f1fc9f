import { describe, expect, inject, it } from 'vitest';
import { newPage } from './browser.ts';
import { fileBrowser } from './file-browser.ts';
import { addFirstPrint, fillShipping, ORDER_NUMBER } from './guest-purchase.ts';
import { waitForMail } from './outbox.ts';

const browser = fileBrowser();
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

describe('checkout in a browser (demo payments)', () => {
  it('sends an empty bag back to the shop', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl}/checkout`);
    await page.waitForURL(`${baseUrl}/shop`);
  });

  it('a guest buys a print end to end, and the order can be looked up for a return', async () => {
    const page = await newPage(browser());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const title = await addFirstPrint(page, baseUrl);

    await page.goto(`${baseUrl}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('tab', { name: 'Continue as guest' }).waitFor();
    await page.getByRole('listitem', { name: title }).waitFor();

    // Missing fields are named before anything is charged.
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('Missing information').waitFor();

    await page.getByLabel('Email address').fill('ab');
    await page.getByLabel('Email address').blur();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByText('Please enter a valid email address').first().waitFor();

    const email = `guest-${Date.now()}@example.com`;
    await fillShipping(page, email);
    await page.getByText('Demo payment — nothing is charged.').waitFor();
    // Shipping to the US, where an unsubscribe link is the choice: no "e-mail me" box.
    expect(await page.getByRole('checkbox', { name: /E-mail me about new prints/ }).count()).toBe(0);

    // The button charges what the summary shows: the server's total.
    const pay = page.getByRole('button', { name: /^Pay \$[\d,]+\.\d{2}$/ });
    await pay.waitFor();
    const label = (await pay.textContent()) ?? '';
    const total = label.replace(/^Pay /, '');
    await expect.poll(() => page.getByLabel('Order summary').getByText(total, { exact: true }).count()).toBeGreaterThan(0);
    await pay.click();

    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Order placed successfully!').waitFor();
    await page.getByText('You will receive a confirmation email shortly.').waitFor();

    const mail = await waitForMail(dataDir, email);
    const orderNumber = mail.match(ORDER_NUMBER)?.[0];
    expect(orderNumber).toMatch(ORDER_NUMBER);
    const lookup = await page.request.post(`${baseUrl}/api/returns/lookup`, {
      data: { email, orderNumber },
      headers: { origin: baseUrl },
    });
    expect(lookup.status()).toBe(200);
    const order = (await lookup.json()) as { orderNumber: string; total: string; items: { product: { title: string } }[] };
    expect(order.orderNumber).toBe(orderNumber);
    expect(order.items.map((item) => item.product.title)).toContain(title);
    expect(`$${Number(order.total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(total);

    // The bag is empty now, so checkout sends the shopper back to the print.
    await page.goto(`${baseUrl}/checkout`);
    await page.waitForURL(/\/product\/\d+$/);
    expect(errors).toEqual([]);
  });

  it('a declined card shows Payment failed and places no order', async () => {
    const page = await newPage(browser(), 'phone');
    await addFirstPrint(page, baseUrl);
    await page.goto(`${baseUrl}/checkout`);
    const email = `declined-${Date.now()}@example.com`;
    await fillShipping(page, email);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('Payment failed').waitFor();
    await expect(page.url()).toBe(`${baseUrl}/checkout`);
    await expect(page.getByRole('button', { name: /^Pay / }).isEnabled()).resolves.toBe(true);
    await expect(waitForMail(dataDir, email, { timeoutMs: 1500 })).rejects.toThrow(/no e-mail/);
  });
});
