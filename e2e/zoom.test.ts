import { describe, expect, inject, it } from 'vitest';
import { newPage } from './browser.ts';
import { productNamed } from './demo-products.ts';
import { fileBrowser } from './file-browser.ts';

/** The artwork up close in a browser: opened by a click on the picture, zoomed to the artwork's own pixels, every request the shop's own. */

const browser = fileBrowser();
const baseUrl = inject('baseUrl');

/** A tile's address as the zoom's info.json names them: region x,y,w,h and size w,h. */
const TILE = /\/api\/products\/(\d+)\/zoom\/([0-9a-f]{64})\/(\d+),(\d+),(\d+),(\d+)\/(\d+),(\d+)\/0\/default\.jpg$/;

describe('the zoom', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`opens from the picture (clicked; on a phone its magnifier tapped) and goes down to the artwork's pixels, asking only the shop, at ${viewport} size`, { timeout: 120_000 }, async () => {
      const product = await productNamed(baseUrl, 'Tuscan Hills, Cypress Evening');
      const page = await newPage(browser(), viewport, { touch: viewport === 'phone' });
      const requests: string[] = [];
      const tiles: { url: string; status: number }[] = [];
      const errors: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      page.on('response', (response) => TILE.test(response.url()) && tiles.push({ url: response.url(), status: response.status() }));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${baseUrl}/product/${product.id}`, { waitUntil: 'networkidle' });
      // OpenSeadragon is not part of the page until the zoom opens.
      expect(requests.filter((url) => /openseadragon|ArtworkZoom/i.test(url))).toEqual([]);

      if (viewport === 'phone') await page.getByRole('button', { name: 'Look closer at the artwork' }).tap();
      else await page.locator('[data-zoomable] img').first().click();
      const dialog = page.getByRole('dialog', { name: product.title });
      await dialog.locator('[data-zoom-stage] canvas').first().waitFor({ timeout: 60_000 });
      // The scale is for the print's default size, in inches on the English page; the demo's vector verdict.
      const size = (product.variants.find((variant) => variant.isDefault) ?? product.variants[0])!.size;
      await dialog.getByText(new RegExp(` in on the ${size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} canvas$`)).waitFor();
      await dialog.getByText('Drawn as vectors: it prints sharp at every size.').waitFor();

      // Zoomed in as far as it goes: the deepest level's tiles (a region as wide as the tile: scale factor 1) arrive.
      const zoomIn = dialog.getByRole('button', { name: 'Zoom in' });
      for (let step = 0; step < 20 && (await zoomIn.isEnabled()); step += 1) {
        await zoomIn.click();
        await page.waitForTimeout(300);
      }
      expect(await zoomIn.isEnabled()).toBe(false);
      const deepest = () => tiles.filter(({ url }) => {
        const [, , , , , w, h, sw, sh] = TILE.exec(url)!;
        return w === sw && h === sh;
      });
      await expect.poll(() => deepest().length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(deepest().every(({ status }) => status === 200)).toBe(true);
      expect(tiles.every(({ url }) => TILE.exec(url)![1] === String(product.id))).toBe(true);

      // Home, then closed by its own button.
      await dialog.getByRole('button', { name: 'Whole artwork' }).click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      const origin = new URL(baseUrl).origin;
      expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
      expect(requests.some((url) => /openseadragon/i.test(url))).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
