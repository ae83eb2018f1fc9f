import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { LOCALES, type Locale } from '../../src/locales.ts';
import { inEnglish, valueIn, type ShopText, type TextValues } from '../../src/shop-text.ts';

/**
 * What the server writes in the shopper's language (e-mails, page heads, the shopping feed, the
 * refusals a shopper reads): the message catalogs of src/locales, read and compiled once per process
 * (the server runs without Lingui's build step). Texts are looked up by their English words, their id in
 * the catalogs (`tx('…')`, src/i18n-text.ts); one a language lacks is answered in English
 * (src/shop-text.ts inEnglish, which reads nothing it does not understand as ICU).
 */

export interface ShopTexts {
  /** `english` in `locale`, its `{values}` filled in; a value that is a text, a day or a price is said in `locale` too. */
  t(locale: Locale, english: string, values?: Readonly<Record<string, unknown>>): string;
  /** A text kept with its values (a refusal's, a refund's reason) in `locale`. */
  say(locale: Locale, text: ShopText): string;
}

/** The catalogs the server reads: the storefront's two (texts it shares with the pages: refusals, page names) and its own. */
const SERVER_CATALOGS = ['shop', 'pages', 'emails'] as const;

const LOCALES_DIR = path.resolve(import.meta.dirname, '..', '..', 'src', 'locales');

/**
 * A catalog file's messages, compiled: each translation, else its English. An explicit id (a `tx` text)
 * is its English words; a macro's message is known by the id Lingui makes from its words and context.
 */
function readCatalog(file: string): Messages {
  const messages: Messages = {};
  for (const item of parsePoFile(readFileSync(file, 'utf8')).items) {
    if (item.obsolete || !item.msgid) continue;
    const explicit = item.extractedComments.includes('js-lingui-explicit-id');
    const id = explicit ? item.msgid : generateMessageId(item.msgid, item.msgctxt ?? undefined);
    messages[id] = compileMessage(item.msgstr[0] || item.msgid);
  }
  return messages;
}

export function loadShopTexts(dir = LOCALES_DIR): ShopTexts {
  const languages = new Map<Locale, I18n>();
  for (const locale of LOCALES) {
    const i18n = setupI18n();
    for (const name of SERVER_CATALOGS) i18n.load(locale, readCatalog(path.join(dir, locale, `${name}.po`)));
    i18n.activate(locale);
    languages.set(locale, i18n);
  }
  const t = (locale: Locale, english: string, values: Readonly<Record<string, unknown>> = {}): string => {
    const i18n = languages.get(locale)!;
    if (!(english in i18n.messages)) return inEnglish(english, values as TextValues);
    const said = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, valueIn(locale, value, (text) => t(locale, text.text, text.values))]));
    return i18n._(english, said);
  };
  return { t, say: (locale, { text, values }) => t(locale, text, values) };
}

let shared: ShopTexts | undefined;

/** The process's texts, read on first use: every app built in it shares them. */
export const shopTexts = (): ShopTexts => (shared ??= loadShopTexts());
