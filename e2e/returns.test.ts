import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './browser.ts';
import { fileBrowser } from './file-browser.ts';
import { buyAsGuest, ORDER_NUMBER } from './guest-purchase.ts';
import { waitForMail } from './outbox.ts';

const browser = fileBrowser();
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

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

/** The start of an iPhone photo: an ISO-BMFF `ftyp` box of the HEIC brand, then HEVC data no Chromium decodes. */
function heicHeader(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic')]);
  return Buffer.concat([ftyp, Buffer.alloc(4096, 0x5a)]);
}

type Colour = [red: number, green: number, blue: number];

/** The average colour of the left and of the right half of the photo as it is seen. */
async function halfColours(photo: Buffer): Promise<[left: Colour, right: Colour]> {
  const [r1, g1, b1, r2, g2, b2] = await sharp(photo).resize(2, 1, { fit: 'fill' }).raw().toBuffer();
  return [
    [r1!, g1!, b1!],
    [r2!, g2!, b2!],
  ];
}

describe('returns in a browser', () => {
  it('a guest buys a print, finds the order on /returns and sends a return with a photo', async () => {
    const page = await newPage(browser());
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

  // A phone photo (spec sections 5 and 9): the browser turns it upright and scales it to at most 2,048 px
  // before sending, so a photo far over the server's 5 MB goes through.
  it('sends a 12 MB, 4,000 x 3,000 photo lying on its side as an upright JPEG of at most 2,048 px, and the return is taken; refuses an HEIC photo the browser cannot open, saying what to do', async () => {
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(12 * 1024 * 1024);
    expect(await sharp(photo).metadata()).toMatchObject({ width: WIDTH, height: HEIGHT, orientation: 6 });

    const page = await newPage(browser(), 'phone');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The photos exactly as the page hands them to the network (DevTools does not report a file's bytes).
    await page.addInitScript(() => {
      const send = window.fetch.bind(window);
      const dataUrl = (file: Blob) =>
        new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as string);
          reader.readAsDataURL(file);
        });
      window.fetch = async (input, init) => {
        if (String(input).endsWith('/api/returns/request') && init?.body instanceof FormData) {
          const files = init.body.getAll('photos') as File[];
          const sentPhotos = await Promise.all(files.map(async (file) => ({ name: file.name, type: file.type, dataUrl: await dataUrl(file) })));
          Object.assign(window, { sentPhotos });
        }
        return send(input, init);
      };
    });
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
    // An iPhone's HEIC photo, without a type as browsers that cannot open it give it: Chromium cannot decode
    // HEVC, so it is refused with what to do (Safari converts it).
    await page.getByLabel('Add photos of the item').setInputFiles({ name: 'IMG_4031.HEIC', mimeType: '', buffer: heicHeader() });
    await page.getByText(/^IMG_4031\.HEIC is an iPhone HEIC photo, which this browser cannot open\. Please choose it from Safari, or as a JPEG/).waitFor();
    expect(await page.getByRole('list', { name: 'Photos added' }).count()).toBe(0);

    await page.getByLabel('Add photos of the item').setInputFiles({ name: 'IMG_4032.JPG', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img', { name: 'Photo 1: IMG_4032.jpg' }).waitFor({ timeout: 20_000 });

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/returns/request'));
    await page.getByRole('button', { name: 'Submit Return Request' }).click();
    expect((await answered).status()).toBe(201);
    const sent = await page.evaluate(() => (window as unknown as { sentPhotos: { name: string; type: string; dataUrl: string }[] }).sentPhotos);
    expect(sent.map(({ name, type }) => ({ name, type }))).toEqual([{ name: 'IMG_4032.jpg', type: 'image/jpeg' }]);
    const uploaded = Buffer.from(sent[0]!.dataUrl.slice(sent[0]!.dataUrl.indexOf(',') + 1), 'base64');

    // Upright (portrait, no orientation left to apply), 2,048 px on its longest side, well under 5 MB.
    const seen = await sharp(uploaded).metadata();
    expect(seen).toMatchObject({ format: 'jpeg', width: 1536, height: 2048 });
    expect(seen.orientation ?? 1).toBe(1);
    expect(uploaded.length).toBeLessThan(5 * 1024 * 1024);
    const [left, right] = await halfColours(uploaded);
    // Upright, the stored top (red) is on the right and the stored bottom (blue) on the left.
    expect(left[2]).toBeGreaterThan(left[0] + 60);
    expect(right[0]).toBeGreaterThan(right[2] + 60);

    await page.getByText('Return Request Submitted').waitFor();
    expect(errors).toEqual([]);
  });
});
