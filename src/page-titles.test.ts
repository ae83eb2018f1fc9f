import { describe, expect, it } from 'vitest';
import { pageTitle, shortDescription } from './page-titles.ts';

describe('page titles and descriptions', () => {
  it('names a page before the brand, and the landing page by the brand alone', () => {
    expect(pageTitle('Harbour at Dusk')).toBe('Harbour at Dusk — Canvas & Light');
    expect(pageTitle(null)).toBe('Canvas & Light · Museum-quality canvas prints');
  });

  it('keeps a short text whole, on one line', () => {
    expect(shortDescription('  Boats at dusk,\n\tin soft light.  ')).toBe('Boats at dusk, in soft light.');
  });

  it('cuts a long text after a whole word, within the limit, without a trailing comma', () => {
    const text = `${'word '.repeat(28)}comma, and then more words that go well past the limit of the description`;
    const cut = shortDescription(text);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[\s,]…$/);
    expect(shortDescription(text, 148)).toBe(`${'word '.repeat(28)}comma…`);
  });

  it('cuts a text without spaces at the limit', () => {
    expect(shortDescription('x'.repeat(300))).toBe(`${'x'.repeat(154)}…`);
  });
});
