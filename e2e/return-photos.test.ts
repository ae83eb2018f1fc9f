import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';
import { buyAsGuest, ORDER_NUMBER } from './guest-purchase.ts';
import { waitForMail } from './outbox.ts';

/**
 * A phone photo through the returns form (spec sections 5 and 9): the browser turns it upright and
 * scales it to at most 2,048 px before sending, so a photo far over the server's 5 MB goes through.
 */

let browser: Browser;
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * A 4,000 x 3,000 JPEG of fine grain (as a phone's sensor gives it; grain is what makes phone photos
 * large), stored lying on its side with the EXIF orientation 6 ("turn 90° clockwise to view"): the
 * stored top half is red, the bottom blue, so upright the left half is blue and the right red.
 */
async function phonePhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 42;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed & 0x7f;
  };
  for (let y = 0; y < HEIGHT; y += 1) {
    const top = y < HEIGHT / 2;
    for (let x = 0; x < WIDTH; x += 1) {
      const at = (y * WIDTH + x) * 3;
      pixels[at] = (top ? 128 : 0) + grain();
      pixels[at + 1] = grain();
      pixels[at + 2] = (top ? 0 : 128) + grain();
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 91, chromaSubsampling: '4:4:4' })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The average colour of a column band of the photo as it is seen: [red, green, blue]. */
async function bandColour(photo: Buffer, band: 'left' | 'right'): Promise<number[]> {
  const { width, height } = await sharp(photo).metadata();
  const quarter = Math.floor(width / 4);
  const region = { left: band === 'left' ? 0 : width - quarter, top: 0, width: quarter, height };
  const { channels } = await sharp(photo).extract(region).stats();
  return channels.slice(0, 3).map((channel) => channel.mean);
}

describe('a phone photo on /returns', () => {
  it('sends a 12 MB, 4,000 x 3,000 photo lying on its side as an upright JPEG of at most 2,048 px, and the return is taken', async () => {
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(12 * 1024 * 1024);
    expect(await sharp(photo).metadata()).toMatchObject({ width: WIDTH, height: HEIGHT, orientation: 6 });

    const page = await newPage(browser, 'phone');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = `phone-photo-${Date.now()}@example.com`;
    const title = await buyAsGuest(page, baseUrl, email);
    const orderNumber = (await waitForMail(dataDir, email)).match(ORDER_NUMBER)?.[0];
    expect(orderNumber).toBeDefined();

    await page.goto(`${baseUrl}/returns`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Order number').fill(orderNumber!);
    await page.getByRole('button', { name: 'Find My Order' }).click();
    await page.getByRole('listitem', { name: title }).getByRole('button', { name: 'Return This Item' }).click();
    await page.getByRole('combobox', { name: 'Reason for return' }).click();
    await page.getByRole('option', { name: 'Item arrived damaged/defective' }).click();
    await page.getByLabel('Add photos of the item').setInputFiles({ name: 'IMG_4032.JPG', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img', { name: 'Photo 1: IMG_4032.jpg' }).waitFor({ timeout: 20_000 });

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/returns/request'));
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/returns/request'));
    await page.getByRole('button', { name: 'Submit Return Request' }).click();
    const request = await sent;
    const body = new Response(new Uint8Array(request.postDataBuffer()!), { headers: { 'content-type': (await request.headerValue('content-type'))! } });
    const photos = (await body.formData()).getAll('photos') as File[];
    expect(photos).toHaveLength(1);
    const uploaded = Buffer.from(await photos[0]!.arrayBuffer());

    // Upright (portrait, no orientation left to apply), 2,048 px on its longest side, well under 5 MB.
    const seen = await sharp(uploaded).metadata();
    expect(seen).toMatchObject({ format: 'jpeg', width: 1536, height: 2048 });
    expect(seen.orientation ?? 1).toBe(1);
    expect(uploaded.length).toBeLessThan(5 * 1024 * 1024);
    const [left, right] = [await bandColour(uploaded, 'left'), await bandColour(uploaded, 'right')];
    expect(left[2]!).toBeGreaterThan(left[0]! + 60);
    expect(right[0]!).toBeGreaterThan(right[2]! + 60);

    expect((await answered).status()).toBe(201);
    await page.getByText('Return Request Submitted').waitFor();
    expect(errors).toEqual([]);
  });
});
