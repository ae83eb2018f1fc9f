import { shippingCentsFor } from './countries.ts';
import { DEFAULT_CURRENCY, findCurrency, ZERO_DECIMAL_CURRENCIES, type Currency } from './currencies.ts';
import { toCents } from './money.ts';
import type { Locale } from './locales.ts';

/**
 * The shop's one pricing module (DESIGN.md section 5): the client shows with it, the server charges
 * with it. Amounts are integer US cents; only display converts to another currency.
 */

/**
 * 8% of (subtotal minus discount), everywhere: the shop's one tax constant (the API's `taxRate` and the
 * orders table's tax_rate are this divided by 100).
 */
export const TAX_PERCENT = 8;

/** Shipping when the country's cost is unknown (spec section 9). */
export const DEFAULT_SHIPPING_CENTS = 2500;

/** What decides the price of one cart line; prices as 2-decimal strings, as stored. */
export interface PriceableLine {
  quantity: number;
  /** A price fixed for this line (spec: overrides the product price). */
  calculatedPrice?: string | null;
  variantPrice?: string | null;
  productPrice: string;
  /** The customer's premium tier's discount on prints, in percent (none for visitors). */
  memberDiscountPercent?: number;
}

/**
 * What a premium tier changes in a price (the tier table, premium/premium-tiers.ts): a discount on
 * prints, taken before any coupon and before tax, and free standard shipping.
 */
export interface MemberTerms {
  printDiscountPercent: number;
  freeStandardShipping: boolean;
}

/** A print's price to a member: the tier's percent off, rounded to the cent. */
export const memberPriceCents = (cents: number, discountPercent = 0) => cents - Math.round((cents * discountPercent) / 100);

/** calculatedPrice, else the variant's price, else the product's; less the member's discount. */
export function unitPriceCents(line: PriceableLine): number {
  return memberPriceCents(toCents(line.calculatedPrice ?? line.variantPrice ?? line.productPrice), line.memberDiscountPercent);
}

/** The lines as `member` pays for them (their own discount when no terms are given). */
export const asMemberLines = (lines: readonly PriceableLine[], member: MemberTerms | null | undefined): readonly PriceableLine[] =>
  member ? lines.map((line) => ({ ...line, memberDiscountPercent: member.printDiscountPercent })) : lines;

export const linePriceCents = (line: PriceableLine) => unitPriceCents(line) * line.quantity;

export const subtotalCents = (lines: readonly PriceableLine[]) =>
  lines.reduce((sum, line) => sum + linePriceCents(line), 0);

export interface CouponTerms {
  discountType: 'percentage' | 'fixed';
  /** Percent for percentage coupons, dollars for fixed ones. */
  discountValue: string;
}

/** Never more than the subtotal: a coupon can make an order free, never negative. */
export function couponDiscountCents(coupon: CouponTerms, subtotal: number): number {
  const value = toCents(coupon.discountValue);
  const discount = coupon.discountType === 'percentage' ? Math.round((subtotal * value) / 10_000) : value;
  return Math.max(0, Math.min(discount, subtotal));
}

export const taxCents = (taxable: number) => Math.round((Math.max(0, taxable) * TAX_PERCENT) / 100);

export interface Totals {
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
}

/**
 * Each amount of a set of totals through `convert`: the one mapping between cents in code and the
 * 2-decimal strings on the wire (`mapTotals(totals, centsToDecimal)`, `mapTotals(answer.totals, toCents)`).
 */
export function mapTotals<From, To>(totals: Record<keyof Totals, From>, convert: (amount: From) => To): Record<keyof Totals, To> {
  return {
    subtotal: convert(totals.subtotal),
    discount: convert(totals.discount),
    tax: convert(totals.tax),
    shipping: convert(totals.shipping),
    total: convert(totals.total),
  };
}

/**
 * Subtotal minus discount plus shipping plus tax, all in cents. The member's tier discount is in the
 * subtotal (each print at the member's price), so a coupon and the tax apply to what is left after it.
 */
export function orderTotals(input: {
  lines: readonly PriceableLine[];
  coupon?: CouponTerms | null;
  /** The country's shipping cost; null when unknown. */
  shippingCents: number | null;
  /** The customer's tier's terms; none for a visitor or a guest. */
  member?: MemberTerms | null;
}): Totals {
  const subtotal = subtotalCents(asMemberLines(input.lines, input.member));
  const discount = input.coupon ? couponDiscountCents(input.coupon, subtotal) : 0;
  const tax = taxCents(subtotal - discount);
  const shipping = input.member?.freeStandardShipping ? 0 : (input.shippingCents ?? DEFAULT_SHIPPING_CENTS);
  return { subtotal, discount, tax, shipping, total: subtotal - discount + shipping + tax };
}

/** A priced order: its totals in US cents, and what a payment for it charges in `currency`. */
export interface PricedOrder {
  totals: Totals;
  currency: Currency;
  /** What a gift card pays of the total, in US cents: its balance, or the whole total when it holds more. */
  giftCardCents: number;
  /** The total less the gift card's part, in minor units of `currency` (cents, or whole yen and won). */
  amountMinor: number;
}

/**
 * The one way an order is priced (DESIGN.md section 5): the lines at the catalogue's prices less the
 * member's tier discount, the coupon, flat shipping to `country` (free for a tier that says so), tax
 * on what is left after the discount, and the total in the shopper's currency as a payment provider
 * charges it, less what a gift card holding `giftCardBalanceCents` pays of it. A gift card pays like
 * money, not like a coupon: the tax is the order's as it is. An unknown currency code prices in US dollars.
 */
export function priceOrder(input: {
  lines: readonly PriceableLine[];
  coupon?: CouponTerms | null;
  member?: MemberTerms | null;
  country: string;
  currencyCode: string;
  giftCardBalanceCents?: number;
}): PricedOrder {
  const totals = orderTotals({ lines: input.lines, coupon: input.coupon, member: input.member, shippingCents: shippingCentsFor(input.country) });
  const currency = findCurrency(input.currencyCode) ?? findCurrency(DEFAULT_CURRENCY)!;
  const giftCardCents = Math.min(Math.max(input.giftCardBalanceCents ?? 0, 0), totals.total);
  return { totals, currency, giftCardCents, amountMinor: toMinorUnits(convertAmount((totals.total - giftCardCents) / 100, 1, currency.rate), currency.code) };
}

/** The range of a product's positive variant prices in cents; null without any. */
export function variantPriceBounds(prices: readonly string[]): { low: number; high: number } | null {
  const positive = prices.map(toCents).filter((cents) => cents > 0);
  if (positive.length === 0) return null;
  return { low: Math.min(...positive), high: Math.max(...positive) };
}

/** amount / source rate x target rate (spec section 9), in major units. */
export function convertAmount(amount: number, fromRate: number, toRate: number): number {
  return (amount / fromRate) * toRate;
}

export const currencyDecimals = (code: string) => (ZERO_DECIMAL_CURRENCIES.includes(code.toUpperCase()) ? 0 : 2);

/** The smallest unit a payment provider charges in: cents, or whole yen and won. */
export function toMinorUnits(amount: number, code: string): number {
  return Math.round(amount * 10 ** currencyDecimals(code));
}

/** How a language writes numbers (Intl's conventions, written out: see localeDigits). */
interface NumberConvention {
  group: string;
  decimal: string;
  /** The fewest whole digits that are grouped at all: Spanish and Italian group 12.345 but not 1234. */
  groupFrom: number;
  /** The currency's symbol before the number ($12.50), or after it with a no-break space (12,50 €). */
  symbolFirst: boolean;
}

const NUMBER_CONVENTIONS: Record<Locale, NumberConvention> = {
  en: { group: ',', decimal: '.', groupFrom: 4, symbolFirst: true },
  de: { group: '.', decimal: ',', groupFrom: 4, symbolFirst: false },
  // A narrow no-break space, as French typography and Intl write it.
  fr: { group: '\u202f', decimal: ',', groupFrom: 4, symbolFirst: false },
  es: { group: '.', decimal: ',', groupFrom: 5, symbolFirst: false },
  it: { group: '.', decimal: ',', groupFrom: 5, symbolFirst: false },
};

/**
 * US cents shown in `currencyCode`: converted at the table's rate, 2 decimals (none for JPY and KRW),
 * with the currency's symbol, as `locale` writes prices ($1,234.56; 1.234,56 € in German); an
 * unknown code falls back to "amount CODE" in dollars.
 */
export function formatPrice(cents: number, currencyCode = 'USD', locale: Locale = 'en'): string {
  const currency = findCurrency(currencyCode);
  if (!currency) return `${localeDigits(cents / 100, 2, locale)} ${currencyCode.toUpperCase()}`;
  return withSymbol(shownAmount(cents, currency, true, locale), currency, locale);
}

/** A number and its currency's symbol in the order `locale` puts them. */
const withSymbol = (digits: string, currency: Currency, locale: Locale) =>
  NUMBER_CONVENTIONS[locale].symbolFirst ? `${currency.symbol}${digits}` : `${digits}\u00a0${currency.symbol.trim()}`;

/**
 * The number formatPrice shows for US cents in `currency`: converted at the table's rate, to the
 * currency's decimals, grouped (`1,234.56`) or not (`1234.56`, as a shopping feed wants it).
 */
export function shownAmount(cents: number, currency: Currency, grouped = true, locale: Locale = 'en'): string {
  return localeDigits(convertAmount(cents / 100, 1, currency.rate), currencyDecimals(currency.code), locale, grouped);
}

/**
 * A number as en-US writes it with exactly `decimals` decimals, its thousands grouped with commas unless
 * `grouped` is false: what `Intl.NumberFormat('en-US')` gives, written out. A page's first Intl object
 * loads ICU's data, about 25 ms of a phone's main thread in the first render of every page that shows a
 * price (docs/performance.md, Lighthouse).
 *
 * Rounded as ICU rounds: half away from zero on the number's shortest decimal form (1.005 → 1.01, where
 * `toFixed` gives 1.00 from the binary value just below). Shifting the point in that form gives a double
 * whose half is exact, for any amount a shop shows.
 */
export function usDigits(amount: number, decimals: number, grouped = true): string {
  return localeDigits(amount, decimals, 'en', grouped);
}

/** The same in `locale`'s conventions: what `Intl.NumberFormat(locale)` gives (1.234,56 in German), written out. */
export function localeDigits(amount: number, decimals: number, locale: Locale, grouped = true): string {
  const { group, decimal, groupFrom } = NUMBER_CONVENTIONS[locale];
  const [mantissa = '0', exponent = '0'] = String(Math.abs(amount)).split('e');
  const units = String(Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`))).padStart(decimals + 1, '0');
  const whole = units.slice(0, units.length - decimals);
  const digits = grouped && whole.length >= groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, group) : whole;
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return decimals === 0 ? `${sign}${digits}` : `${sign}${digits}${decimal}${units.slice(-decimals)}`;
}

/** An amount already in `currency`, with its symbol and decimals (formatPrice starts from US cents). */
export const formatAmount = (amount: number, currency: Currency, locale: Locale = 'en') =>
  withSymbol(localeDigits(amount, currencyDecimals(currency.code), locale), currency, locale);

/** An amount as a payment provider holds it (minor units of `currencyCode`), with the currency's symbol. */
export function formatMinorUnits(amountMinor: number, currencyCode: string, locale: Locale = 'en'): string {
  const currency = findCurrency(currencyCode);
  const decimals = currencyDecimals(currencyCode);
  const amount = amountMinor / 10 ** decimals;
  return currency ? formatAmount(amount, currency, locale) : `${localeDigits(amount, decimals, locale)} ${currencyCode.toUpperCase()}`;
}

/** Shipping as the summary shows it: 'Free' for nothing (the REST answers' English; the pages say it in their language). */
export const formatShipping = (cents: number, currencyCode = 'USD') =>
  cents === 0 ? 'Free' : formatPrice(cents, currencyCode);

/**
 * What was paid for `quantity` of an order's line (US cents): its price, less its share of the order's
 * discount, plus the tax on that at the order's rate. What a refund by line gives back.
 */
export function paidForLineCents(line: { unitCents: number; quantity: number }, order: { subtotalCents: number; discountCents: number; taxRate: number }): number {
  const gross = line.unitCents * line.quantity;
  const net = gross - (order.subtotalCents > 0 ? Math.round((gross * order.discountCents) / order.subtotalCents) : 0);
  return net + Math.round(net * order.taxRate);
}
