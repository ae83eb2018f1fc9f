import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';
import { buyAsGuest, ORDER_NUMBER } from './guest-purchase.ts';
import { waitForMail } from './outbox.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('returns in a browser', () => {
  it('a guest buys a print, finds the order on /returns and sends a return with a photo', async () => {
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = `returner-${Date.now()}@example.com`;
    const seen = new Set<string>();
    const title = await buyAsGuest(page, baseUrl, email);
    const orderNumber = (await waitForMail(dataDir, email, { seen })).match(ORDER_NUMBER)?.[0];
    expect(orderNumber).toMatch(ORDER_NUMBER);

    await page.goto(`${baseUrl}/returns`);
    await page.getByRole('heading', { name: 'Find Your Order' }).waitFor();
    // The lookup's own messages, before anything is asked of the server.
    await page.getByRole('button', { name: 'Find My Order' }).click();
    await page.getByText('Order number is required').waitFor();

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Order number').fill(orderNumber!);
    await page.getByRole('button', { name: 'Find My Order' }).click();
    await page.getByText('Order Found').waitFor();
    const item = page.getByRole('listitem', { name: title });
    await item.getByRole('button', { name: 'Return This Item' }).click();

    await page.getByRole('heading', { name: 'Return Request' }).waitFor();
    await page.getByRole('button', { name: 'Submit Return Request' }).click();
    await page.getByText('Please select a reason for return').waitFor();
    await page.getByText('Please upload at least one photo of the item').waitFor();

    await page.getByRole('combobox', { name: 'Reason for return' }).click();
    await page.getByRole('option', { name: 'Item arrived damaged/defective' }).click();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8c6b3f' } }).jpeg().toBuffer();
    await page.getByLabel('Add photos of the item').setInputFiles({ name: 'corner.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img', { name: 'Photo 1: corner.jpg' }).waitFor();
    await page.getByLabel('Comments').fill('The lower left corner of the frame is cracked.');
    await page.getByRole('button', { name: 'Submit Return Request' }).click();

    await page.getByText('Return Request Submitted').waitFor();
    await item.getByText('Return requested').waitFor();
    const received = await waitForMail(dataDir, email, { seen });
    expect(received).toContain('Return Request Received');
    expect(errors).toEqual([]);
  });
});
