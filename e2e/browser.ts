import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Debian's Chromium (or CHROME_PATH), never a downloaded browser. The flags keep it from
 * reaching for Google's services, which this machine's closed network refuses.
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((candidate) => existsSync(candidate as string));
  if (!found) throw new Error('No Chromium found: `apt-get install -y chromium`, or set CHROME_PATH');
  return found as string;
}

export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', ...extraArgs],
  });
}

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * A fresh page (own cookies and storage) at the given viewport. The recommendations dialog opens on a
 * timer over whatever page is on screen, so it counts as already shown in these pages unless a test
 * asks for it (`recommendations: true`): other tests then never find it in their way. `reducedMotion`
 * is the visitor's motion preference, as the operating system's setting gives it; `touch` makes it a
 * phone's touch screen (touch events, a mobile viewport).
 */
export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  {
    recommendations = false,
    reducedMotion = 'no-preference',
    touch = false,
  }: { recommendations?: boolean; reducedMotion?: 'reduce' | 'no-preference'; touch?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion, hasTouch: touch, isMobile: touch });
  // The key of client/recommendations-trigger.ts.
  if (!recommendations) await context.addInitScript(() => sessionStorage.setItem('cl.recommendationsShown', '1'));
  return context.newPage();
}

/**
 * Every layout shift the page has had in its first moments, summed as CLS sums them (none caused by
 * input), read for `settleMs` after the call.
 */
export function layoutShift(page: Page, settleMs = 1500): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), wait);
      }),
    settleMs,
  );
}

/**
 * What counts as no visible shift: CLS is reported to two decimals (0.00 below 0.005), and on a
 * machine loaded by other work a fraction of a pixel's reflow (about 0.0008 once, its source not found
 * again in ten throttled runs) has been seen on /about; anything a visitor could see is far above this.
 */
export const NO_VISIBLE_SHIFT = 0.001;
