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
 * phone's touch screen (touch events, a mobile viewport); `language` the browser's own (navigator.languages
 * and Accept-Language, en-US unless given); `headers` go with every request (a CDN's country header).
 */
export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  {
    recommendations = false,
    reducedMotion = 'no-preference',
    touch = false,
    language,
    headers,
  }: { recommendations?: boolean; reducedMotion?: 'reduce' | 'no-preference'; touch?: boolean; language?: string; headers?: Record<string, string> } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion, hasTouch: touch, isMobile: touch, locale: language, extraHTTPHeaders: headers });
  // The key of client/recommendations-trigger.ts.
  if (!recommendations) await context.addInitScript(() => sessionStorage.setItem('cl.recommendationsShown', '1'));
  return context.newPage();
}

/** The layout shifts of a page's first moments, summed as CLS sums them (none caused by input). */
export interface LayoutShifts {
  /** All but the web fonts' swap: what the page itself moved. */
  page: number;
  /**
   * Those in the moment the web fonts arrived (client/web-fonts.ts loads them after the first paint):
   * their stand-ins match the fonts' heights and, near enough, their widths, so a line may wrap anew.
   */
  fontSwap: number;
}

/** The page's layout shifts so far and for `settleMs` after the call, the web fonts' swap apart. */
export function layoutShifts(page: Page, settleMs = 1500): Promise<LayoutShifts> {
  return page.evaluate(
    (wait) =>
      new Promise<LayoutShifts>((resolve) => {
        const shifts: { at: number; value: number }[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push({ at: entry.startTime, value: entry.value });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          // A font file's arrival, and the frames after it in which the browser sets the text anew.
          const fontsArrived = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.woff2'))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
          const inSwap = (at: number) => fontsArrived.some((arrived) => at >= arrived && at <= arrived + 500);
          const sum = (list: typeof shifts) => list.reduce((total, shift) => total + shift.value, 0);
          resolve({ page: sum(shifts.filter((shift) => !inSwap(shift.at))), fontSwap: sum(shifts.filter((shift) => inSwap(shift.at))) });
        }, wait);
      }),
    settleMs,
  );
}

/**
 * What counts as no visible shift: CLS is reported to two decimals (0.00 below 0.005); anything a visitor
 * could see is far above this. (The 0.0008 seen once on /about, on a loaded machine, matches the web
 * fonts' swap when they arrived after the first paint: it is measured apart now.)
 */
export const NO_VISIBLE_SHIFT = 0.001;

/**
 * The most the web fonts' swap may move: below what CLS reports as 0.00. Measured 0.0014 on /about at
 * 1440 px (a centred paragraph at the fold wrapping anew), at most 0.0002 on the landing page, /shop and
 * a print's page (client/global.css gives the stand-ins the fonts' widths, capitals apart).
 */
export const FONT_SWAP_SHIFT = 0.005;
