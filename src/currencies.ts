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
}

export const CURRENCIES: readonly Currency[] = [
  { code: 'USD', symbol: '$', name: 'US Dollar', rate: 1 },
  { code: 'EUR', symbol: '€', name: 'Euro', rate: 0.862 },
  { code: 'GBP', symbol: '£', name: 'British Pound', rate: 0.761 },
  { code: 'CAD', symbol: 'CA$', name: 'Canadian Dollar', rate: 1.404 },
  { code: 'AUD', symbol: 'A$', name: 'Australian Dollar', rate: 1.538 },
  { code: 'NZD', symbol: 'NZ$', name: 'New Zealand Dollar', rate: 1.768 },
  { code: 'JPY', symbol: '¥', name: 'Japanese Yen', rate: 155.2 },
  { code: 'KRW', symbol: '₩', name: 'South Korean Won', rate: 1462 },
  { code: 'CHF', symbol: 'CHF ', name: 'Swiss Franc', rate: 0.801 },
  { code: 'SEK', symbol: 'kr ', name: 'Swedish Krona', rate: 9.48 },
  { code: 'NOK', symbol: 'kr ', name: 'Norwegian Krone', rate: 10.12 },
  { code: 'DKK', symbol: 'kr ', name: 'Danish Krone', rate: 6.43 },
  { code: 'MXN', symbol: 'MX$', name: 'Mexican Peso', rate: 18.35 },
  { code: 'SGD', symbol: 'S$', name: 'Singapore Dollar', rate: 1.302 },
  { code: 'INR', symbol: '₹', name: 'Indian Rupee', rate: 88.6 },
  { code: 'BRL', symbol: 'R$', name: 'Brazilian Real', rate: 5.33 },
];

export const DEFAULT_CURRENCY = 'USD';

/** Shown without decimals (spec section 9). */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['JPY', 'KRW'];

export const findCurrency = (code: string): Currency | undefined =>
  CURRENCIES.find((currency) => currency.code === code.toUpperCase());
