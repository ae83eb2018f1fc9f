import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';

/**
 * The browser a test file's tests share: launched before its first test and closed after its last, by
 * hooks this registers (call it once, at the file's top level). Returns a getter, as the browser exists
 * only once the file's tests run. Kept apart from browser.ts, which the screenshot scripts run outside
 * Vitest.
 */
export function fileBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The file browser is used before the tests run (fileBrowser() launches it in beforeAll)');
    return browser;
  };
}
