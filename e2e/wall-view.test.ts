import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './browser.ts';
import { productNamed } from './demo-products.ts';
import { fileBrowser } from './file-browser.ts';

/** "See it on your wall" in a browser: opened from a product, its size switched, the print dragged, the picture saved. */

const browser = fileBrowser();
const baseUrl = inject('baseUrl');

const box = async (page: Page) => (await page.getByTestId('wall-print').boundingBox())!;

describe('see it on your wall', () => {
  it('opens on a product, shows the print at its size on a sample room, switches size, drags, moves by keyboard and saves the picture', async () => {
    const product = await productNamed(baseUrl, 'Lisbon Rooftops at Dusk');
    const page = await newPage(browser());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/product/${product.id}`);
    await page.getByRole('button', { name: 'See it on your wall' }).click();

    const dialog = page.getByRole('dialog', { name: /See it on your wall/ });
    await dialog.waitFor();
    // The print's default size first; then 24x16 in on the living room, 3.2 px per cm of wall: 195 of the room's 1,500 px.
    await dialog.getByText('36 × 24 in · 91.4 × 61 cm · 3.18 cm deep').waitFor();
    await dialog.getByRole('radio', { name: /^24"x16"/ }).check();
    const stage = (await dialog.locator('img[alt="Living room"]').boundingBox())!;
    const small = await box(page);
    expect(small.width / stage.width).toBeCloseTo((24 * 2.54 * 3.2) / 1500, 2);
    await dialog.getByText('24 × 16 in · 61 × 40.6 cm · 3.18 cm deep').waitFor();

    // Switched live: 60x40 in is two and a half times as wide.
    await dialog.getByRole('radio', { name: /^60"x40"/ }).check();
    await dialog.getByText('60 × 40 in · 152.4 × 101.6 cm · 3.18 cm deep').waitFor();
    const large = await box(page);
    expect(large.width / small.width).toBeCloseTo(2.5, 1);

    // Dragged by the mouse, 120 px left and 40 up.
    await page.mouse.move(large.x + large.width / 2, large.y + large.height / 2);
    await page.mouse.down();
    await page.mouse.move(large.x + large.width / 2 - 60, large.y + large.height / 2 - 20, { steps: 4 });
    await page.mouse.move(large.x + large.width / 2 - 120, large.y + large.height / 2 - 40, { steps: 4 });
    await page.mouse.up();
    const dragged = await box(page);
    expect(dragged.x - large.x).toBeCloseTo(-120, -1);
    expect(dragged.y - large.y).toBeCloseTo(-40, -1);

    // Moved by the arrow keys.
    await page.getByTestId('wall-print').focus();
    await page.keyboard.press('ArrowRight');
    expect((await box(page)).x).toBeGreaterThan(dragged.x);

    // Another room keeps the size at that room's scale (the lobby: 2 px per cm).
    await dialog.getByRole('button', { name: 'Hotel lobby' }).click();
    const lobbyStage = (await dialog.locator('img[alt="Hotel lobby"]').boundingBox())!;
    expect((await box(page)).width / lobbyStage.width).toBeCloseTo((60 * 2.54 * 2) / 1500, 2);

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Save picture' }).click()]);
    expect(download.suggestedFilename()).toBe('Lisbon Rooftops at Dusk on your wall.png');
    const saved = await readFile((await download.path())!);
    expect(saved.subarray(1, 4).toString()).toBe('PNG');

    // The size chosen in the view is the page's, and goes to the bag from the view.
    await dialog.getByRole('button', { name: 'Add 60"x40" to Cart' }).click();
    await page.getByRole('button', { name: 'Shopping bag, 1 item' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('measures the shopper\'s own photo by two points a door apart, without sending it anywhere', async () => {
    const product = await productNamed(baseUrl, 'Lisbon Rooftops at Dusk');
    const page = await newPage(browser());
    await page.goto(`${baseUrl}/product/${product.id}`);
    await page.getByRole('button', { name: 'See it on your wall' }).click();
    const dialog = page.getByRole('dialog', { name: /See it on your wall/ });
    await dialog.getByRole('radio', { name: /^60"x40"/ }).check();

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#d9d2c6' } }).png().toBuffer();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'my-wall.png', mimeType: 'image/png', buffer: photo });
    await dialog.getByText('Tap both ends of something you know the length of').waitFor();
    expect(await page.getByTestId('wall-print').count()).toBe(0);

    // A door's foot and top, 300 screen pixels apart: 60 in (152.4 cm) is then 152.4 / 200 x 300 = 228.6 px wide.
    const stage = (await dialog.locator('img[alt="Your wall"]').boundingBox())!;
    await page.mouse.click(stage.x + stage.width * 0.2, stage.y + stage.height * 0.7);
    await page.mouse.click(stage.x + stage.width * 0.2, stage.y + stage.height * 0.7 - 300);
    await dialog.getByLabel('What you marked').selectOption('door');
    await dialog.getByRole('button', { name: 'Set scale' }).click();
    expect((await box(page)).width).toBeCloseTo(228.6, 0);
    expect(sent).toEqual([]);
    await page.context().close();
  });

  it('zooms into the wall with a two-finger pinch on a phone, and back out to the whole wall', async () => {
    const product = await productNamed(baseUrl, 'Lisbon Rooftops at Dusk');
    const page = await newPage(browser(), 'phone', { touch: true });
    const context = page.context();
    await page.goto(`${baseUrl}/product/${product.id}`);
    await page.getByRole('button', { name: 'See it on your wall' }).click();
    const dialog = page.getByRole('dialog', { name: /See it on your wall/ });
    await dialog.getByRole('radio', { name: /^24"x16"/ }).check();
    const before = await box(page);

    // Two fingers 40 px apart on the wall beside the print spread to 100 px apart: two and a half times closer.
    const wall = (await dialog.locator('img[alt="Living room"]').boundingBox())!;
    const [x, y] = [wall.x + wall.width / 2, wall.y + wall.height * 0.8];
    const touches = (spread: number) => [
      { x: x - spread / 2, y, id: 1 },
      { x: x + spread / 2, y, id: 2 },
    ];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touches(40) });
    for (const spread of [55, 70, 85, 100]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touches(spread) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    const reset = dialog.getByRole('button', { name: /× · Show the whole wall$/ });
    await reset.waitFor();
    expect(Number((await reset.textContent())!.split('×')[0])).toBeCloseTo(2.5, 1);
    // The print, drawn with the wall, is as much larger on screen.
    expect((await box(page)).width / before.width).toBeCloseTo(2.5, 1);
    await reset.click();
    expect((await box(page)).width).toBeCloseTo(before.width, 0);
    await context.close();
  });
});
