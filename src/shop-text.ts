import { shopDay } from './locale-dates.ts';
import type { Locale } from './locales.ts';
import { formatPrice } from './pricing.ts';

/**
 * A catalog text with its values, said in a language only where it is shown: a refusal thrown deep in
 * the server (DomainError) is answered in the caller's language by the tRPC layer, and a reason kept in
 * a row (a refund's) is written in the shopper's language by the e-mail that tells it. `text` is the
 * English of a `tx('…')` text (src/i18n-text.ts), its `{values}` in ICU braces; a value may itself be
 * such a text (one sentence said inside another), or a day or a price, written as the language writes them.
 */
export interface ShopText {
  readonly text: string;
  readonly values?: TextValues | undefined;
}

/** The shop's day (New York's) of an instant, as the reader's language writes it: November 28, 2026. */
export interface DayValue {
  readonly day: string;
}

/** US cents as a price in the reader's conventions: $50.00, 50,00 $. */
export interface UsdValue {
  readonly usdCents: number;
}

export type TextValue = string | number | ShopText | DayValue | UsdValue;
export type TextValues = Readonly<Record<string, TextValue>>;

export const isShopText = (value: unknown): value is ShopText =>
  typeof value === 'object' && value !== null && typeof (value as ShopText).text === 'string';

/**
 * A value as `locale` writes it: a day or a price in its conventions, a text through `say` (the
 * catalogs; English by default); strings and numbers as they are.
 */
export function valueIn(locale: Locale, value: unknown, say: (text: ShopText) => string = inEnglish): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (isShopText(value)) return say(value);
  if ('day' in value && typeof value.day === 'string') return shopDay(value.day, locale, 'long');
  if ('usdCents' in value && typeof value.usdCents === 'number') return formatPrice(value.usdCents, 'USD', locale);
  return value;
}

let englishNumbers: Intl.NumberFormat | undefined;

/**
 * A text in English, its values filled in: what the server says when it answers in English (the spec's
 * words), and what a text no catalog holds says in any language. The subset of ICU the shop's texts use:
 * `{name}`, `{count, plural, =0 {…} one {…} other {…}}` (with `#` for the number) and
 * `{kind, select, a {…} other {…}}`. Lingui says the catalogs' texts; this says the same in English
 * without them (src/ imports no Lingui), and leaves anything it cannot read as it is written.
 */
export function inEnglish(text: string | ShopText, values: TextValues = {}): string {
  return typeof text === 'string' ? fill(text, values, null) : fill(text.text, text.values ?? {}, null);
}

function fill(text: string, values: TextValues, count: number | null): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '#' && count !== null) {
      out += (englishNumbers ??= new Intl.NumberFormat('en-US')).format(count);
      index += 1;
      continue;
    }
    const end = char === '{' ? closingBrace(text, index) : -1;
    if (end < 0) {
      out += char;
      index += 1;
      continue;
    }
    out += argument(text.slice(index + 1, end), values) ?? text.slice(index, end + 1);
    index = end + 1;
  }
  return out;
}

/** The index of the brace that closes the one at `open`; -1 when none does. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && (depth -= 1) === 0) return index;
  }
  return -1;
}

/** One `{…}` argument filled in; null when it names no value given or is not ICU the shop uses. */
function argument(inside: string, values: TextValues): string | null {
  const match = /^\s*([A-Za-z0-9_]+)\s*(?:,\s*(plural|select)\s*,([\s\S]*))?$/.exec(inside);
  if (!match) return null;
  const [, name, kind, cases] = match;
  const given = values[name!];
  if (given === undefined) return null;
  const value = valueIn('en', given);
  if (!kind) return String(value);
  const branches = branchesOf(cases!);
  if (!branches) return null;
  if (kind === 'select') {
    const chosen = branches.get(String(value)) ?? branches.get('other');
    return chosen === undefined ? null : fill(chosen, values, null);
  }
  const count = Number(value);
  // English's plural rule: one for exactly 1, else other.
  const chosen = branches.get(`=${count}`) ?? (count === 1 ? branches.get('one') : undefined) ?? branches.get('other');
  return chosen === undefined ? null : fill(chosen, values, count);
}

/** `one {…} other {…}` as key and branch; null when it does not read as that. */
function branchesOf(cases: string): Map<string, string> | null {
  const branches = new Map<string, string>();
  let rest = cases.trim();
  while (rest) {
    const key = /^(=?[A-Za-z0-9_]+)\s*\{/.exec(rest);
    if (!key) return null;
    const open = key[0].length - 1;
    const close = closingBrace(rest, open);
    if (close < 0) return null;
    branches.set(key[1]!, rest.slice(open + 1, close));
    rest = rest.slice(close + 1).trim();
  }
  return branches;
}
