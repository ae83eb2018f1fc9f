import type { Locator, Page } from 'playwright-core';

/**
 * The keyboard alone, as a visitor without a mouse moves through a page: Tab from wherever the focus
 * is until it reaches `target`, which proves it can be reached so; the tests then type, press Enter or
 * Space, or use the arrows, and never click.
 */
export async function tabTo(page: Page, target: Locator, { maxPresses = 250, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached within ${maxPresses} presses of Tab`);
}

/** Tabs to a field and types into it, as a keyboard user fills a form. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}
