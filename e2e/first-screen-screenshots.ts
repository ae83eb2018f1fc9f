import path from 'node:path';
import { launchBrowser, VIEWPORTS } from './browser.ts';

/**
 * `npx tsx e2e/first-screen-screenshots.ts http://127.0.0.1:3000 /product/1 /shop /`: each page at 1440
 * and 390 px with JavaScript off (the first screen the server drew) and on (the client's), to compare
 * them side by side, into e2e/screenshots/ (or SCREENSHOT_DIR).
 */
const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const out = process.env.SCREENSHOT_DIR ?? path.join(import.meta.dirname, 'screenshots');
const browser = await launchBrowser();
// Scripts off in the browser's settings, so that <noscript> is read as the page.
const scriptless = await launchBrowser(['--blink-settings=scriptEnabled=false']);
try {
  for (const pathname of paths.length ? paths : ['/product/1']) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      for (const javaScript of [false, true]) {
        const context = await (javaScript ? browser : scriptless).newContext({ viewport });
        const page = await context.newPage();
        await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
        if (javaScript) await page.waitForTimeout(1500);
        const slug = pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
        await page.screenshot({ path: path.join(out, `first-screen-${slug}-${name}-js-${javaScript ? 'on' : 'off'}.png`) });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await scriptless.close();
}
