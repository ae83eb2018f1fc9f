import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HERO_MEDIA } from '../src/hero-media.ts';
import { launchBrowser, newPage } from './browser.ts';

/**
 * /about's hero film (spec section 2), as the landing's: the poster first, the film once the page has
 * loaded (muted, looping), nothing moving as it arrives, and the still alone for reduced motion.
 */

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const hero = (page: Page) => page.getByRole('region', { name: 'Museum-quality art for the walls you live with' });

/** Every layout shift the page has had so far, summed as CLS counts them (none caused by input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // With no shift at all the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );

describe('/about', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`opens on the brand film (${viewport}): poster first, then the film, muted and looping, with no layout shift`, async () => {
      const page = await newPage(browser, viewport);
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
      expect(await layoutShift(page)).toBe(0);
      await page.getByRole('link', { name: 'Shop the Collection' }).waitFor();
      await page.getByRole('link', { name: 'Contact Us' }).waitFor();
      expect(errors).toEqual([]);
    });
  }

  it('shows the still alone to a visitor who prefers reduced motion', async () => {
    const page = await newPage(browser, 'desktop', { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/about`, { waitUntil: 'load' });
    const poster = hero(page).locator(`img[src="${HERO_MEDIA.poster}"]`);
    await poster.waitFor();
    // Long past the moment the film would have started.
    await page.waitForTimeout(3000);
    expect(await hero(page).locator('video').count()).toBe(0);
    expect(await poster.evaluate((image: HTMLImageElement) => getComputedStyle(image).animationName)).toBe('none');
    expect(await poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(HERO_MEDIA.width);
  });
});
