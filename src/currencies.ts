/**
 * The currencies the shop shows prices in (spec section 3: code, symbol, name, rate). Rates are units
 * per US dollar on RATES_DATE; the shop charges from the USD catalogue converted at these rates.
 * Update the table and the date together.
 */

export const RATES_DATE = '2026-11-20';

export interface Currency {
  code: string;
  symbol: string;
  name: string;
  /** Units of this currency per 1 USD. */
  rate: number;
  /** The largest card payment, in minor units (cents, or whole yen): Stripe's limit for the currency. */
  maxChargeMinor: number;
}

/** Stripe takes at most 8 digits of minor units in most currencies ($999,999.99, ¥99,999,999); a few allow more. */
const EIGHT_DIGITS = 99_999_999;

export const CURRENCIES: readonly Currency[] = [
  { code: 'USD', symbol: '$', name: 'US Dollar', rate: 1, maxChargeMinor: EIGHT_DIGITS },
  { code: 'EUR', symbol: '€', name: 'Euro', rate: 0.862, maxChargeMinor: EIGHT_DIGITS },
  { code: 'GBP', symbol: '£', name: 'British Pound', rate: 0.761, maxChargeMinor: EIGHT_DIGITS },
  { code: 'CAD', symbol: 'CA$', name: 'Canadian Dollar', rate: 1.404, maxChargeMinor: EIGHT_DIGITS },
  { code: 'AUD', symbol: 'A$', name: 'Australian Dollar', rate: 1.538, maxChargeMinor: EIGHT_DIGITS },
  { code: 'NZD', symbol: 'NZ$', name: 'New Zealand Dollar', rate: 1.768, maxChargeMinor: EIGHT_DIGITS },
  { code: 'JPY', symbol: '¥', name: 'Japanese Yen', rate: 155.2, maxChargeMinor: EIGHT_DIGITS },
  { code: 'KRW', symbol: '₩', name: 'South Korean Won', rate: 1462, maxChargeMinor: EIGHT_DIGITS },
  { code: 'CHF', symbol: 'CHF ', name: 'Swiss Franc', rate: 0.801, maxChargeMinor: EIGHT_DIGITS },
  { code: 'SEK', symbol: 'kr ', name: 'Swedish Krona', rate: 9.48, maxChargeMinor: EIGHT_DIGITS },
  { code: 'NOK', symbol: 'kr ', name: 'Norwegian Krone', rate: 10.12, maxChargeMinor: EIGHT_DIGITS },
  { code: 'DKK', symbol: 'kr ', name: 'Danish Krone', rate: 6.43, maxChargeMinor: EIGHT_DIGITS },
  { code: 'MXN', symbol: 'MX$', name: 'Mexican Peso', rate: 18.35, maxChargeMinor: EIGHT_DIGITS },
  { code: 'SGD', symbol: 'S$', name: 'Singapore Dollar', rate: 1.302, maxChargeMinor: EIGHT_DIGITS },
  { code: 'INR', symbol: '₹', name: 'Indian Rupee', rate: 88.6, maxChargeMinor: EIGHT_DIGITS },
  { code: 'BRL', symbol: 'R$', name: 'Brazilian Real', rate: 5.33, maxChargeMinor: EIGHT_DIGITS },
];

export const DEFAULT_CURRENCY = 'USD';

/** Shown without decimals (spec section 9). */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['JPY', 'KRW'];

export const findCurrency = (code: string): Currency | undefined =>
  CURRENCIES.find((currency) => currency.code === code.toUpperCase());
