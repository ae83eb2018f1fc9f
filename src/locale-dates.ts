import type { Locale } from './locales.ts';
import { OG_LOCALES } from './locales.ts';
import { SHOP_TIME_ZONE } from './shop-time-zone.ts';

/**
 * Days as a shopper reads them, in their language: "November 4, 2026", "4. November 2026",
 * "4 novembre 2026". The shop's own back office keeps src/shop-time.ts's English formats.
 *
 * Each format is made on its first use, not when a module loads: a page's first `Intl.DateTimeFormat`
 * loads the calendar data (about 14 ms of a phone's main thread in the entry script's one long task, on
 * pages that show no date; docs/performance.md, Lighthouse), and a page needs at most its own language's.
 */

/** `short`: "Nov 4, 2026"; `long`: "November 4, 2026"; `weekday`: "Wednesday, November 4, 2026". */
export type DayStyle = 'short' | 'long' | 'weekday';

const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: Locale, style: DayStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale} ${style} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const month = style === 'short' ? 'short' : 'long';
    format = new Intl.DateTimeFormat(OG_LOCALES[locale].replace('_', '-'), {
      timeZone,
      ...(style === 'weekday' ? { weekday: 'long' } : {}),
      month,
      day: 'numeric',
      year: 'numeric',
    });
    formats.set(key, format);
  }
  return format;
}

/** The day of an instant in the reader's own time zone (an order placed, a refund made). */
export const localDay = (when: Date | string, locale: Locale, style: DayStyle) => dayFormat(locale, style, undefined).format(new Date(when));

/** The shop's day of an instant (Miami's), as its e-mails and return windows count days. */
export const shopDay = (when: Date | string, locale: Locale, style: DayStyle) => dayFormat(locale, style, SHOP_TIME_ZONE).format(new Date(when));

/**
 * A calendar day (YYYY-MM-DD), which has no zone: written as the UTC midnight that starts it, in UTC,
 * so that it reads the same in every browser ("the last day to return").
 */
export const calendarDay = (date: string, locale: Locale, style: DayStyle) => dayFormat(locale, style, 'UTC').format(new Date(`${date}T00:00:00Z`));
