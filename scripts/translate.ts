/**
 * `npx tsx scripts/translate.ts FILE.json`: writes translations into the message catalogs
 * (src/locales/{de,fr,es,it}/*.po) from a file that gives each English text its four translations,
 * `{ "Shopping Bag": { "de": "Warenkorb", "fr": "Panier", "es": "Cesta", "it": "Carrello" } }`; every
 * catalog entry with that English (msgid) gets its language's text, over what it had.
 * `npx tsx scripts/translate.ts --missing` lists, per catalog, the English texts a language still lacks.
 *
 * Run `npm run i18n:extract` first, so the catalogs hold the texts; server/integrations/texts.test.ts fails on any left.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES_DIR = path.resolve(import.meta.dirname, '..', 'src', 'locales');
const TRANSLATED = ['de', 'fr', 'es', 'it'] as const;
type Translations = Record<string, Partial<Record<(typeof TRANSLATED)[number], string>>>;

/** A .po string's text, as Lingui writes it on one line. */
const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
const unescape = (text: string) => text.replace(/\\(["\\nt])/g, (_match, char: string) => ({ n: '\n', t: '\t', '"': '"', '\\': '\\' })[char]!);

/** The entries of a catalog: msgid and msgstr on consecutive lines (Lingui writes them unfolded). */
const ENTRY = /^msgid "((?:\\.|[^"\\])*)"\nmsgstr "((?:\\.|[^"\\])*)"$/gm;

function catalogFiles(locale: string): string[] {
  return readdirSync(path.join(LOCALES_DIR, locale))
    .filter((file) => file.endsWith('.po'))
    .map((file) => path.join(LOCALES_DIR, locale, file));
}

if (process.argv[2] === '--missing') {
  for (const locale of TRANSLATED) {
    for (const file of catalogFiles(locale)) {
      const missing = [...readFileSync(file, 'utf8').matchAll(ENTRY)].filter(([, id, text]) => id !== '' && text === '').map(([, id]) => unescape(id!));
      if (missing.length > 0) console.log(`${path.relative(LOCALES_DIR, file)}: ${missing.length} missing\n${missing.map((id) => `  ${JSON.stringify(id)}`).join('\n')}`);
    }
  }
} else {
  const file = process.argv[2];
  if (!file) throw new Error('Give the translations file: npx tsx scripts/translate.ts FILE.json (or --missing)');
  const translations = JSON.parse(readFileSync(file, 'utf8')) as Translations;
  const used = new Set<string>();
  for (const locale of TRANSLATED) {
    for (const catalog of catalogFiles(locale)) {
      const before = readFileSync(catalog, 'utf8');
      const after = before.replace(ENTRY, (entry, id: string) => {
        const text = translations[unescape(id)]?.[locale];
        if (text === undefined) return entry;
        used.add(unescape(id));
        return `msgid "${id}"\nmsgstr "${escape(text)}"`;
      });
      if (after !== before) writeFileSync(catalog, after);
    }
  }
  const unused = Object.keys(translations).filter((id) => !used.has(id));
  console.log(`${used.size} texts translated${unused.length ? `; not in any catalog (run npm run i18n:extract?): ${unused.map((id) => JSON.stringify(id)).join(', ')}` : ''}`);
}
