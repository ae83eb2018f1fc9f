import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { HERO_MEDIA } from '../src/hero-media.ts';
import { FONT_SWAP_SHIFT, layoutShifts, newPage, NO_VISIBLE_SHIFT } from './browser.ts';
import { fileBrowser } from './file-browser.ts';

const browser = fileBrowser();
const baseUrl = inject('baseUrl');

describe('the shop in a browser', () => {
  it('renders the landing page with the demo collections', async () => {
    const page = await newPage(browser());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(baseUrl);
    // The first render runs as a transition (client/main.tsx), so it may finish after the load event.
    await page.getByRole('link', { name: 'Shop Collection' }).first().waitFor();
    // The first three categories of the demo catalogue, from the API.
    await page.getByText('Middle East').first().waitFor();
    expect(await page.getByText('Europe').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('shows Page Not Found for an unknown path', async () => {
    const page = await newPage(browser(), 'phone');
    const response = await page.goto(`${baseUrl}/no/such/page`);
    // A real 404, so that search engines see no page there; the shop's own page all the same.
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  it('renders a policy page with its effective date and governing law', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl}/terms-of-service`);
    await page.getByText('January 1, 2025').first().waitFor();
    expect(await page.getByText(/State of Florida/).count()).toBeGreaterThan(0);
  });

  it('answers an unknown API path with JSON, not the app', async () => {
    const response = await fetch(`${baseUrl}/api/no-such`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});

/**
 * /about's hero film (spec section 2), as the landing's: the poster first, the film once the page has
 * loaded (muted, looping), nothing moving as it arrives, and the still alone for reduced motion.
 */
const hero = (page: Page) => page.getByRole('region', { name: 'Museum-quality art for the walls you live with' });

describe('/about', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`opens on the brand film (${viewport}): poster first, then the film, muted and looping, with no layout shift`, async () => {
      const page = await newPage(browser(), viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // What the hero holds when the page's load event fires: the poster alone, no film yet.
      await page.addInitScript(() =>
        window.addEventListener('load', () => {
          const video = document.querySelector('video');
          (window as unknown as { filmAtLoad: boolean }).filmAtLoad = video !== null;
        }),
      );
      await page.goto(`${baseUrl}/about`, { waitUntil: 'domcontentloaded' });

      const poster = hero(page).locator(`img[src="${HERO_MEDIA.poster}"]`);
      await poster.waitFor({ state: 'attached' });
      expect(await poster.getAttribute('fetchpriority')).toBe('high');
      const before = await hero(page).boundingBox();

      const film = hero(page).locator('video');
      await film.and(page.locator('[data-playing]')).waitFor({ state: 'attached', timeout: 20_000 });
      expect(await page.evaluate(() => (window as unknown as { filmAtLoad: boolean }).filmAtLoad)).toBe(false);
      const state = await film.evaluate((video: HTMLVideoElement) => ({ src: video.currentSrc, muted: video.muted, loop: video.loop, paused: video.paused }));
      expect(state).toEqual({ src: `${baseUrl}${HERO_MEDIA.video}`, muted: true, loop: true, paused: false });
      expect(await hero(page).boundingBox()).toEqual(before);
      const shifts = await layoutShifts(page);
      expect(shifts.page).toBeLessThan(NO_VISIBLE_SHIFT);
      expect(shifts.fontSwap).toBeLessThan(FONT_SWAP_SHIFT);
      await page.getByRole('link', { name: 'Shop the Collection' }).waitFor();
      await page.getByRole('link', { name: 'Contact Us' }).waitFor();
      expect(errors).toEqual([]);
    });
  }

  it.each(['/', '/about'])('shows the still alone on %s to a visitor who prefers reduced motion', async (path) => {
    const page = await newPage(browser(), 'desktop', { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    // The page's opening section, whichever page: the one that holds the film's poster.
    const opening = page.locator('section', { has: page.locator(`img[src="${HERO_MEDIA.poster}"]`) }).first();
    const poster = opening.locator(`img[src="${HERO_MEDIA.poster}"]`);
    await poster.waitFor();
    // Long past the moment the film would have started.
    await page.waitForTimeout(3000);
    expect(await opening.locator('video').count()).toBe(0);
    expect(await poster.evaluate((image: HTMLImageElement) => getComputedStyle(image).animationName)).toBe('none');
    expect(await poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(HERO_MEDIA.width);
    // The browser took the AVIF, a quarter of the JPEG that stands in for browsers without it.
    expect(await poster.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(`${baseUrl}${HERO_MEDIA.posterAvif}`);
  });
});
