import { shippingCentsFor } from './countries.ts';
import { DEFAULT_CURRENCY, findCurrency, ZERO_DECIMAL_CURRENCIES, type Currency } from './currencies.ts';
import { toCents } from './money.ts';

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
}

/** calculatedPrice, else the variant's price, else the product's. */
export function unitPriceCents(line: PriceableLine): number {
  return toCents(line.calculatedPrice ?? line.variantPrice ?? line.productPrice);
}

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

/** Subtotal minus discount plus shipping plus tax, all in cents. */
export function orderTotals(input: {
  lines: readonly PriceableLine[];
  coupon?: CouponTerms | null;
  /** The country's shipping cost; null when unknown. */
  shippingCents: number | null;
}): Totals {
  const subtotal = subtotalCents(input.lines);
  const discount = input.coupon ? couponDiscountCents(input.coupon, subtotal) : 0;
  const tax = taxCents(subtotal - discount);
  const shipping = input.shippingCents ?? DEFAULT_SHIPPING_CENTS;
  return { subtotal, discount, tax, shipping, total: subtotal - discount + shipping + tax };
}

/** A priced order: its totals in US cents, and what a payment for it charges in `currency`. */
export interface PricedOrder {
  totals: Totals;
  currency: Currency;
  /** The total in minor units of `currency` (cents, or whole yen and won). */
  amountMinor: number;
}

/**
 * The one way an order is priced (DESIGN.md section 5): the lines at the catalogue's prices, the
 * coupon, flat shipping to `country`, tax on what is left after the discount, and the total in the
 * shopper's currency as a payment provider charges it. An unknown currency code prices in US dollars.
 */
export function priceOrder(input: { lines: readonly PriceableLine[]; coupon?: CouponTerms | null; country: string; currencyCode: string }): PricedOrder {
  const totals = orderTotals({ lines: input.lines, coupon: input.coupon, shippingCents: shippingCentsFor(input.country) });
  const currency = findCurrency(input.currencyCode) ?? findCurrency(DEFAULT_CURRENCY)!;
  return { totals, currency, amountMinor: toMinorUnits(convertAmount(totals.total / 100, 1, currency.rate), currency.code) };
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

/**
 * US cents shown in `currencyCode`: converted at the table's rate, 2 decimals (none for JPY and KRW),
 * with the currency's symbol; an unknown code falls back to "amount CODE" in dollars.
 */
export function formatPrice(cents: number, currencyCode = 'USD'): string {
  const currency = findCurrency(currencyCode);
  if (!currency) return `${(cents / 100).toFixed(2)} ${currencyCode.toUpperCase()}`;
  const decimals = currencyDecimals(currency.code);
  const amount = convertAmount(cents / 100, 1, currency.rate);
  const number = amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return `${currency.symbol}${number}`;
}

/** An amount as a payment provider holds it (minor units of `currencyCode`), with the currency's symbol. */
export function formatMinorUnits(amountMinor: number, currencyCode: string): string {
  const currency = findCurrency(currencyCode);
  const decimals = currencyDecimals(currencyCode);
  const number = (amountMinor / 10 ** decimals).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return currency ? `${currency.symbol}${number}` : `${number} ${currencyCode.toUpperCase()}`;
}

/** Shipping as the summary shows it: 'Free' for nothing. */
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
