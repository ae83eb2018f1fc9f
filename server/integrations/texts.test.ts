import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { entryModules } from '../../scripts/entry-modules.ts';
import { LOCALES } from '../../src/locales.ts';
import { loadShopTexts } from './texts.ts';

/**
 * The message catalogs (src/locales) are complete: every text the shop shows in English has its
 * translation in each other language, with the same values in braces and the same tags (a missing
 * `{title}` would show a print without its name; a missing <0> would lose its link), and nothing the
 * code no longer uses lingers. `npm run i18n:extract` writes new texts in; scripts/translate.ts fills them.
 */

const DIR = path.join(import.meta.dirname, '..', '..', 'src', 'locales');
const CATALOGS = readdirSync(path.join(DIR, 'en')).filter((file) => file.endsWith('.po'));

const entriesOf = (locale: string, catalog: string) => parsePoFile(readFileSync(path.join(DIR, locale, catalog), 'utf8')).items.filter((item) => item.msgid !== '');

/** The names in braces (ICU arguments, a plural's or select's own) and the numbered tags of a message. */
function shapeOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map(([, name]) => `{${name}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map(([tag]) => tag);
  return [...new Set([...names, ...tags])].sort();
}

describe('the message catalogs', () => {
  it('hold four catalogs in every language', () => {
    expect(CATALOGS.sort()).toEqual(['emails.po', 'pages.po', 'policies.po', 'shop.po']);
    for (const locale of LOCALES) expect(readdirSync(path.join(DIR, locale)).filter((file) => file.endsWith('.po')).sort(), locale).toEqual(CATALOGS);
  });

  for (const catalog of CATALOGS) {
    it(`${catalog}: every text in every language, with the same values and tags, and no leftovers`, () => {
      const english = entriesOf('en', catalog);
      expect(english.filter((item) => item.obsolete).map((item) => item.msgid), 'texts no code uses: run npm run i18n:extract').toEqual([]);
      for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
        const translated = new Map(entriesOf(locale, catalog).map((item) => [`${item.msgctxt ?? ''}\u0004${item.msgid}`, item.msgstr[0] ?? '']));
        const missing = english.filter((item) => !translated.get(`${item.msgctxt ?? ''}\u0004${item.msgid}`));
        expect(missing.map((item) => item.msgid), `${locale}/${catalog} lacks these (npx tsx scripts/translate.ts --missing)`).toEqual([]);
        for (const item of english) {
          const text = translated.get(`${item.msgctxt ?? ''}\u0004${item.msgid}`)!;
          expect(shapeOf(text), `${locale}: ${item.msgid}`).toEqual(shapeOf(item.msgid));
        }
      }
    });
  }
});

describe('the storefront\'s two catalogs', () => {
  // Every page loads `shop` only; a text of the entry script found only in `pages` would show as its id
  // on the landing page. They drift apart when an import moves a module into the entry script, or out.
  it('split the texts where the entry script ends (else run npm run i18n:extract)', () => {
    const entry = new Set(entryModules());
    const filesOf = (catalog: string) => new Set(entriesOf('en', catalog).flatMap((item) => item.references.map((reference) => reference.split(':')[0]!)));
    expect([...filesOf('shop.po')].filter((file) => !entry.has(file)), 'in shop.po, outside the entry script').toEqual([]);
    expect([...filesOf('pages.po')].filter((file) => entry.has(file)), 'in pages.po, inside the entry script').toEqual([]);
  });
});

describe("the server's texts", () => {
  it('say a text in each language by its English, with its values, and English where a catalog lacks it', () => {
    const texts = loadShopTexts();
    expect(texts.t('de', 'Shopping Bag')).toBe('Warenkorb');
    expect(texts.t('fr', 'All artwork: {description}', { description: 'x' })).toBe('Toutes les œuvres : x');
    expect(texts.t('en', 'All artwork: {description}', { description: 'x' })).toBe('All artwork: x');
    expect(texts.t('it', 'A text no catalog has')).toBe('A text no catalog has');
  });
});
