import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core in a page the browser tests have open: the WCAG 2.0 and 2.1 A and AA rules (the European
 * Accessibility Act's yardstick) run on the page as it is on screen. axe is put in by the DevTools
 * protocol (page.evaluate), not by a script tag, so the shop's Content-Security-Policy stays as strict
 * as it serves it.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A rule broken, with where: its id, its help and the elements that break it. */
export interface Violation {
  rule: string;
  help: string;
  where: string[];
}

interface AxeResults {
  violations: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[];
}

/**
 * Resolves once the page's animations and transitions have ended and no new one has begun for a
 * moment (cards fade in as they arrive, a button's colours ease to enabled), within 5 s; endless ones
 * (a spinner) do not count.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const moving = () => document.getAnimations().filter((animation) => animation.playState !== 'finished' && animation.effect?.getComputedTiming().endTime !== Infinity);
    const deadline = performance.now() + 5000;
    for (let quiet = 0; quiet < 3 && performance.now() < deadline; ) {
      const now = moving();
      quiet = now.length === 0 ? quiet + 1 : 0;
      await Promise.race([Promise.all(now.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 100))]);
    }
  });
}

interface AxeRun {
  include: string[];
  exclude?: string[];
  /** The rules to run: the WCAG A and AA tags unless named. */
  rules?: string[];
}

/** Runs axe over part of the page as it is now and returns the rules broken. */
async function runAxe(page: Page, { include, exclude = [], rules }: AxeRun): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ([included, excluded, runOnly]) =>
      (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run(
        { include: included.map((selector) => [selector]), exclude: excluded.map((selector) => [selector]) },
        { runOnly, resultTypes: ['violations'] },
      ),
    [include, exclude, rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_AA }] as const,
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    where: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : ''}`),
  }));
}

/**
 * What axe finds on the page once it has settled (a card half faded in has half its contrast, which no
 * reader sees for long); `exclude` names parts a test leaves out, each with its reason in the test.
 */
export async function axeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<Violation[]> {
  await settled(page);
  return runAxe(page, { include: ['html'], exclude });
}

/**
 * The contrast of links and buttons under the pointer, which axe does not see on a page at rest: each
 * kind of control (one of each set of classes) is hovered, left to settle, and its text checked
 * against what is behind it.
 */
export async function hoverContrastViolations(page: Page): Promise<Violation[]> {
  const kinds = await page.evaluate(() => {
    const seen = new Set<string>();
    let index = 0;
    for (const control of document.querySelectorAll<HTMLElement>('a[href], button, [role="tab"], [role="radio"]')) {
      const kind = `${control.tagName} ${control.className}`;
      const box = control.getBoundingClientRect();
      if (seen.has(kind) || box.width === 0 || box.height === 0 || !control.textContent?.trim()) continue;
      seen.add(kind);
      control.setAttribute('data-hover-probe', String(index));
      index += 1;
    }
    return index;
  });
  const found: Violation[] = [];
  for (let index = 0; index < kinds; index += 1) {
    const selector = `[data-hover-probe="${index}"]`;
    const control = page.locator(selector);
    // Covered by something else (a closed menu's item, a control under a sticky bar): not hoverable as is.
    if (!(await control.hover({ timeout: 2000 }).then(() => true, () => false))) continue;
    await settled(page);
    // Drawn anew by the hover (a card's picture swapped for the next): its new self is another kind.
    if ((await control.count()) === 0) continue;
    found.push(...(await runAxe(page, { include: [selector], rules: ['color-contrast'] })).map((violation) => ({ ...violation, rule: `${violation.rule} (hovered)` })));
  }
  return found;
}
