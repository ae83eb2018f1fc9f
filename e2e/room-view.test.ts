import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Product } from '../src/catalogue.ts';
import { newPage } from './browser.ts';
import { productNamed } from './demo-products.ts';
import { fileBrowser } from './file-browser.ts';

/** "View in your room" in a browser: model-viewer and the canvas model, from the shop's own origin only. */

const browser = fileBrowser();
const baseUrl = inject('baseUrl');

/** Every address the page asks for, and every CSP violation it reports, from before its first script. */
async function watched(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // Chromium reports a blocked fetch on the console too (a texture's blob: URL once was).
  const refused: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && refused.push(message.text()));
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => found.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return {
    requests,
    offOrigin: () => requests.filter((url) => !url.startsWith(`${baseUrl}/`) && !url.startsWith('data:') && !url.startsWith('blob:')),
    cspViolations: async () => [...refused, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))],
  };
}

const modelPath = (product: Product, variantId: string) => `/api/products/${product.id}/ar/${variantId}.glb`;

describe('view in your room', () => {
  it('on a phone, opens model-viewer with the chosen size’s model, loaded only when asked and only from the shop', async () => {
    const product = await productNamed(baseUrl, 'Lisbon Rooftops at Dusk');
    const page = await newPage(browser(), 'phone', { touch: true });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const watch = await watched(page);
    await page.goto(`${baseUrl}/product/${product.id}`);
    await page.getByRole('radio', { name: /^24"x16"/ }).check();
    // Nothing of it before it is asked for: the page's first load stays as it was.
    expect(watch.requests.filter((url) => /RoomView|model-viewer|\/ar\//.test(url))).toEqual([]);

    const model = page.waitForResponse((response) => response.url().endsWith(modelPath(product, '24x16')));
    await page.getByRole('button', { name: 'View in your room' }).click();
    const dialog = page.getByRole('dialog', { name: /View in your room/ });
    await dialog.waitFor();
    const answer = await model;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('model/gltf-binary');
    await dialog.getByText('24 × 16 in · 61 × 40.6 cm · 3.18 cm deep').waitFor();
    const viewer = dialog.locator('model-viewer');
    expect(await viewer.evaluate((element) => element.constructor.name !== 'HTMLElement')).toBe(true);
    expect(await viewer.getAttribute('ar-placement')).toBe('wall');
    expect(await viewer.getAttribute('ar-scale')).toBe('fixed');
    expect(await viewer.getAttribute('ar-modes')).toBe('webxr scene-viewer quick-look');

    // Another size is another model, at its own size.
    const larger = page.waitForResponse((response) => response.url().endsWith(modelPath(product, '60x40')));
    await dialog.getByRole('radio', { name: /^60"x40"/ }).check();
    expect((await larger).status()).toBe(200);
    await dialog.getByText('60 × 40 in · 152.4 × 101.6 cm · 3.18 cm deep').waitFor();

    expect(watch.offOrigin()).toEqual([]);
    expect(await watch.cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on a computer, turns the canvas with a QR code whose address opens the view on a phone', async () => {
    const product = await productNamed(baseUrl, 'Lisbon Rooftops at Dusk');
    const page = await newPage(browser(), 'desktop');
    const watch = await watched(page);
    await page.goto(`${baseUrl}/product/${product.id}`);
    await page.getByRole('button', { name: 'View in your room' }).click();
    const dialog = page.getByRole('dialog', { name: /View in your room/ });
    const code = dialog.getByRole('img', { name: 'QR code that opens this view on a phone' });
    await code.waitFor();
    expect(await code.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await dialog.locator('model-viewer').getAttribute('camera-controls')).not.toBeNull();

    // The address the code holds: the same page with the size and the view, opened as the phone would.
    const phone = await newPage(browser(), 'phone', { touch: true });
    await phone.goto(`${baseUrl}/product/${product.id}?size=24x16&view=room`);
    const opened = phone.getByRole('dialog', { name: /View in your room/ });
    await opened.getByText('24 × 16 in · 61 × 40.6 cm · 3.18 cm deep').waitFor();
    // React gives a custom element's known properties as properties, not attributes.
    expect(await opened.locator('model-viewer').evaluate((element) => (element as HTMLElement & { src: string }).src)).toBe(modelPath(product, '24x16'));

    expect(watch.offOrigin()).toEqual([]);
    expect(await watch.cspViolations()).toEqual([]);
    await phone.context().close();
    await page.context().close();
  });

  it('is offered from the wall view, for the size chosen there', async () => {
    const product = await productNamed(baseUrl, 'Lisbon Rooftops at Dusk');
    const page = await newPage(browser(), 'desktop');
    await page.goto(`${baseUrl}/product/${product.id}`);
    await page.getByRole('button', { name: 'See it on your wall' }).click();
    const wall = page.getByRole('dialog', { name: /See it on your wall/ });
    await wall.getByRole('radio', { name: /^60"x40"/ }).check();
    await wall.getByRole('button', { name: 'View in your room' }).click();
    const room = page.getByRole('dialog', { name: /View in your room/ });
    await room.getByText('60 × 40 in · 152.4 × 101.6 cm · 3.18 cm deep').waitFor();
    expect(await page.getByRole('dialog', { name: /See it on your wall/ }).count()).toBe(0);
    await page.context().close();
  });
});
