import { tx } from '../../../src/i18n-text.ts';
import { inLocale, type Locale } from '../../../src/locales.ts';
import { shopDay } from '../../../src/locale-dates.ts';
import { formatMinorUnits, formatPrice } from '../../../src/pricing.ts';
import type { TextValue, TextValues } from '../../../src/shop-text.ts';
import { shopTexts } from '../../integrations/texts.ts';
import { escapeHtml } from './html.ts';

/** Markup an e-mail's HTML takes as it is (already escaped): a value of MailWords.html. */
export class Html {
  constructor(readonly markup: string) {}
}

/** `text` in bold, escaped. */
export const strong = (text: string) => new Html(`<strong>${escapeHtml(text)}</strong>`);

/**
 * What an e-mail writes in its reader's language (the one their account, order or request keeps):
 * its sentences from the message catalogs (`tx('…')` texts, their values apart, one message per
 * sentence), prices and days in that language's conventions, and links to the shop's pages in it.
 */
export interface MailWords {
  readonly locale: Locale;
  /** A catalog text, given by its English, in the reader's language: for the subject and the text part. */
  text(english: string, values?: TextValues): string;
  /** The same for the HTML part: the words escaped, and a value given as Html put in as markup (a link, a bold number). */
  html(english: string, values?: Readonly<Record<string, TextValue | Html>>): string;
  /** US cents, as the order's amounts are kept, as a price: $1,234.50 in English, 1.234,50 $ in German. */
  usd(cents: number): string;
  /** An amount in minor units of the currency the customer paid in (a refund's). */
  paid(amountMinor: number, currency: string): string;
  /** The shop's day (New York's) of an instant: November 28, 2026; 28. November 2026. */
  day(when: Date | string): string;
  /** A page of the shop (`/returns`) at its address in the reader's language. */
  page(publicUrl: string, path: string): string;
  /** A print as the e-mails name it, with its canvas size when it has one: "Harbour at Dusk (24"x16" canvas)". */
  item(title: string, size: string | null): string;
  /** A label and its value on a line of the text part: "Tax: $9.60" ("Taxes : 9,60 $" in French). */
  labelled(label: string, value: string): string;
}

const ITEM = tx('{title} ({size} canvas)');
const SOFT_HYPHEN = '\u00ad';
const LABELLED = tx('{label}: {value}');

/** Stands for an Html value while its sentence is translated and escaped: private-use characters, which no text holds. */
const slot = (index: number) => `\ue000${index}\ue001`;

export function mailWords(locale: Locale): MailWords {
  const texts = shopTexts();
  return {
    locale,
    // A soft hyphen says where a long word may break in the HTML's narrow columns ("Sendungs\u00adnummer"
    // beside a tracking number on a phone); a subject or the text part has none, and some readers show it.
    text: (english, values) => texts.t(locale, english, values).replaceAll(SOFT_HYPHEN, ''),
    html(english, values = {}) {
      const markup: string[] = [];
      const plain = Object.fromEntries(
        Object.entries(values).map(([name, value]) => {
          if (!(value instanceof Html)) return [name, value];
          markup.push(value.markup);
          return [name, slot(markup.length - 1)];
        }),
      );
      return escapeHtml(texts.t(locale, english, plain)).replace(/\ue000(\d+)\ue001/g, (_whole, index: string) => markup[Number(index)]!);
    },
    usd: (cents) => formatPrice(cents, 'USD', locale),
    paid: (amountMinor, currency) => formatMinorUnits(amountMinor, currency, locale),
    day: (when) => shopDay(when, locale, 'long'),
    page: (publicUrl, path) => `${publicUrl}${inLocale(locale, path)}`,
    item: (title, size) => (size ? texts.t(locale, ITEM, { title, size }) : title),
    labelled: (label, value) => texts.t(locale, LABELLED, { label, value }),
  };
}
