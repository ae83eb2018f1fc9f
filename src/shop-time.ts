/**
 * The shop's calendar (DESIGN.md section 5): the seller is in Miami, so a date entered as a date (a
 * coupon's expiry), a return window or a business day is a day in America/New_York, whatever zone
 * the browser or the server runs in. Instants are stored in UTC and shown with the zone named.
 */
import { SHOP_TIME_ZONE } from './shop-time-zone.ts';

export { SHOP_TIME_ZONE };

/**
 * An English format in the shop's zone, made on its first use: a format made when a module loads is
 * an Intl object built while every page that holds the module loads (each first of its kind loads
 * ICU's data and the zone's: docs/performance.md, What the first render leaves out). The storefront's
 * entry script held this module once (server/http/entry-script.test.ts).
 */
function shopFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, ...options }));
}

const dayFormat = shopFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const offsetFormat = shopFormat('en-US', { timeZoneName: 'longOffset' });

/** The shop's calendar day of an instant: YYYY-MM-DD. */
export const shopDate = (instant: Date | string): string => dayFormat().format(new Date(instant));

/** A calendar day `days` after (or before) `date`, both YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The shop's offset from UTC at an instant, as ISO 8601 writes it (-05:00, or -04:00 in summer). */
function shopOffsetAt(instant: Date): string {
  const name = offsetFormat().formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  return /GMT([+-]\d{2}:\d{2})/.exec(name)?.[1] ?? '+00:00';
}

/**
 * The first instant of a calendar day (YYYY-MM-DD) in the shop's time zone. The offset is read at
 * midnight UTC of that date, which is the evening before in New York: clocks there change at 2:00,
 * so that evening and the coming midnight always share an offset.
 */
export function startOfShopDay(date: string): Date {
  return new Date(`${date}T00:00:00.000${shopOffsetAt(new Date(`${date}T00:00:00Z`))}`);
}

/**
 * The instant a wall clock in the shop's time zone shows `time` (HH:MM or HH:MM:SS) on `date`
 * (YYYY-MM-DD). The offset is read at the instant first guessed with it, then again at the result,
 * which settles it on either side of a change of clocks.
 */
export function shopWallClock(date: string, time: string): Date {
  const at = (offset: string) => new Date(`${date}T${time}${offset}`);
  const guess = at('Z');
  if (Number.isNaN(guess.getTime())) return guess;
  const first = at(shopOffsetAt(guess));
  return at(shopOffsetAt(first));
}

/** The last millisecond of a calendar day in the shop's time zone. */
export const endOfShopDay = (date: string): Date => new Date(startOfShopDay(addDays(date, 1)).getTime() - 1);
const timeOfDay = shopFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short' });
const longDay = shopFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const longInstantDay = shopFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const shortInstantDay = shopFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const instantTime = shopFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/**
 * A calendar day (YYYY-MM-DD) as "Wednesday, November 4, 2026". A day has no zone: it is formatted as
 * the UTC midnight that starts it, in UTC, so that it reads the same in every browser.
 */
export const formatDayLong = (date: string) => longDay().format(new Date(`${date}T00:00:00Z`));

/** The shop's day of an instant as "November 4, 2026". */
export const formatShopDateLong = (instant: Date | string) => longInstantDay().format(new Date(instant));

/** The shop's day of an instant as "Nov 4, 2026". */
export const formatShopDate = (instant: Date | string) => shortInstantDay().format(new Date(instant));

/** An instant in the shop's time zone, with the zone named: "Nov 4, 2026, 11:59 PM EST". */
export const formatShopTime = (instant: Date | string) => instantTime().format(new Date(instant));

/** The time of day of an instant in the shop's time zone, to the second: "7:41:03 AM EST". */
export const formatShopTimeOfDay = (instant: Date | string | number) => timeOfDay().format(new Date(instant));

/**
 * The days the back office takes (the Overview's range, the Orders tab's filters, a coupon's expiry):
 * every day the shop can have sold on, and few enough years that every step a day takes on its way
 * (the previous range, day arithmetic, PostgreSQL's dates) stays a four-digit year: year 1 read as
 * 1901 once made a range of -693,930 days, and years 0 and 9999 failed mid-answer.
 */
export const FIRST_FILTER_DAY = '2000-01-01';
export const LAST_FILTER_DAY = '2100-12-31';
