import type { Page } from 'playwright-core';
import sharp from 'sharp';

/**
 * Whether a keyboard user sees where the focus is: each stop of the page's tab order is photographed
 * at rest and with the focus on it, and the two pictures must differ by a line a reader can see. WCAG 2.1 asks for a visible focus (2.4.7) and 3:1 for what shows a control's state
 * (1.4.11); a change of at least 3:1 between the two pictures, over at least a short line of pixels, meets
 * both however the focus is drawn (a ring, a border, an underline, a filled background).
 */

/** Pixels around the control photographed with it: rings are drawn outside the box (Mantine: 2 px offset, 2 px wide). */
const MARGIN = 6;
/** A change no eye misses: 3:1, as WCAG's non-text contrast. */
const MIN_RATIO = 3;
/** As many pixels as a 1 px line 24 px long: a smaller change is a speck, not a focus indicator. */
const MIN_PIXELS = 24;

/** A stop that shows no focus: what it is (tag, name) and how many pixels changed by 3:1. */
export interface UnseenFocus {
  control: string;
  pixels: number;
}

const relativeLuminance = (red: number, green: number, blue: number) => {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
};

type Box = { x: number; y: number; width: number; height: number };

/** Everything that can take the focus; the Tab key's stops are among them. */
const FOCUSABLE = ':is(a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]):not([tabindex="-1"])';

/**
 * Scrolls the control marked `data-focus-probe=<index>` to the middle of the screen (at once: the
 * shop scrolls smoothly) and photographs it with its margin, kept on screen (a control drawn off it,
 * such as a skip link at rest, is photographed at the edge).
 */
async function photograph(page: Page, index: number): Promise<Shot> {
  const measured = await page.evaluate(
    ([at, margin]) => {
      const element = document.querySelector(`[data-focus-probe="${at}"]`)!;
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const rect = element.getBoundingClientRect();
      const x = Math.min(window.innerWidth - 1, Math.max(0, Math.floor(rect.left - margin)));
      const y = Math.min(window.innerHeight - 1, Math.max(0, Math.floor(rect.top - margin)));
      return {
        offScreen: rect.bottom <= 0 || rect.right <= 0 || rect.top >= window.innerHeight || rect.left >= window.innerWidth,
        control: { x: Math.round(rect.left), y: Math.round(rect.top) },
        box: {
          x,
          y,
          width: Math.max(1, Math.min(window.innerWidth, Math.ceil(rect.right + margin)) - x),
          height: Math.max(1, Math.min(window.innerHeight, Math.ceil(rect.bottom + margin)) - y),
        },
      };
    },
    [index, MARGIN] as const,
  );
  return { ...measured, png: await page.screenshot({ clip: measured.box, animations: 'disabled', caret: 'hide' }) };
}

/**
 * A picture of a control with its margin, where it was taken on the screen, where the control's corner
 * was, and whether the control was off the screen (a skip link at rest: shown by the focus, which needs
 * no ring to be seen).
 */
type Shot = { box: Box; control: { x: number; y: number }; png: Buffer; offScreen: boolean };

/**
 * How many pixels differ by a contrast ratio of at least 3:1 between the two pictures, where they
 * overlap when laid one on the other by the control's corner (a control in a sticky panel is not
 * always at the same place on the screen).
 */
async function contrastingPixels(one: Shot, other: Shot): Promise<number> {
  // Each picture's box, measured from the control's corner.
  const fromCorner = ({ box, control }: Shot): Box => ({ ...box, x: box.x - control.x, y: box.y - control.y });
  const [a, b] = [fromCorner(one), fromCorner(other)];
  const left = Math.max(a.x, b.x);
  const top = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - left;
  const height = Math.min(a.y + a.height, b.y + b.height) - top;
  if (width <= 0 || height <= 0) return 0;
  const overlap = (shot: Shot, box: Box) => sharp(shot.png).extract({ left: left - box.x, top: top - box.y, width, height }).ensureAlpha().raw().toBuffer();
  const [first, second] = await Promise.all([overlap(one, a), overlap(other, b)]);
  let count = 0;
  for (let offset = 0; offset < first.length; offset += 4) {
    const before = relativeLuminance(first[offset]!, first[offset + 1]!, first[offset + 2]!);
    const after = relativeLuminance(second[offset]!, second[offset + 1]!, second[offset + 2]!);
    if ((Math.max(before, after) + 0.05) / (Math.min(before, after) + 0.05) >= MIN_RATIO) count += 1;
  }
  return count;
}

/**
 * Walks the page's tab order from the top (at most `maxStops` stops, ending early when it comes round
 * again) and returns the stops whose focus cannot be seen. Every control is first photographed as the
 * page is drawn, before anything has had the focus (once a field has been left it may show an error,
 * a change that is not the focus's), then each stop as the Tab key reaches it.
 */
export async function stopsWithUnseenFocus(page: Page, { maxStops = 150 } = {}): Promise<UnseenFocus[]> {
  await page.mouse.move(0, 0);
  // The page scrolls at once while it is walked: the shop scrolls smoothly, and a scroll the Tab key
  // began and the next press cut short would leave the page somewhere no person tabbing sees it.
  await page.evaluate(() => document.documentElement.style.setProperty('scroll-behavior', 'auto'));
  const controls = await page.evaluate((selector) => {
    const found = [...document.querySelectorAll(selector)];
    found.forEach((element, index) => element.setAttribute('data-focus-probe', String(index)));
    return found.length;
  }, FOCUSABLE);
  const atRest = new Map<number, Shot>();
  for (let index = 0; index < controls; index += 1) {
    if (await page.locator(`[data-focus-probe="${index}"]`).isVisible()) atRest.set(index, await photograph(page, index));
  }
  // The walk starts from the top: scrolling each control into view above moved Chromium's starting
  // point for the Tab key, which focusing the page's body puts back.
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.body.tabIndex = -1;
    document.body.focus({ preventScroll: true });
    document.body.removeAttribute('tabindex');
  });
  const unseen: UnseenFocus[] = [];
  const compare = async (control: string, focused: Shot, rest: Shot) => {
    if (rest.offScreen && !focused.offScreen) return;
    const pixels = await contrastingPixels(focused, rest);
    if (pixels < MIN_PIXELS) unseen.push({ control, pixels });
  };
  const visited = new Set<number>();
  // Stops drawn after the page was photographed at rest (the next cards of a list that grows as it is
  // scrolled): photographed at rest once the walk is over and nothing has the focus.
  const later: { index: number; control: string; focused: Shot }[] = [];
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((next) => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      if (!element.hasAttribute('data-focus-probe')) element.setAttribute('data-focus-probe', String(next));
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
      return {
        index: Number(element.getAttribute('data-focus-probe')),
        control: `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`,
      };
    }, controls + later.length);
    if (focused === null || visited.has(focused.index)) break;
    visited.add(focused.index);
    const now = await photograph(page, focused.index);
    const rest = atRest.get(focused.index);
    if (rest) await compare(focused.control, now, rest);
    else later.push({ ...focused, focused: now });
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const { index, control, focused } of later) await compare(control, focused, await photograph(page, index));
  return unseen;
}
