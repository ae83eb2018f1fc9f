import { CURRENCIES, findCurrency, RATES_DATE, type Currency } from '../../../src/currencies.ts';
import type { Conversion, ConvertInput, CurrencyInfo } from '../../../src/location.ts';
import { convertAmount, currencyDecimals, formatAmount } from '../../../src/pricing.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { tx } from '../../../src/i18n-text.ts';

export const currencyList = (): CurrencyInfo[] =>
  CURRENCIES.map(({ code, symbol, name, rate }) => ({ code, symbol, name, rate, rateDate: RATES_DATE }));

const RATE_DECIMALS = 6;

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** amount / source rate x target rate (spec section 9), rounded to what the target currency shows. */
export function convert(input: ConvertInput): Conversion {
  const from = known(input.from);
  const to = known(input.to);
  const decimals = currencyDecimals(to.code);
  const converted = roundTo(convertAmount(input.amount, from.rate, to.rate), decimals);
  return {
    amount: input.amount,
    from: from.code,
    to: to.code,
    rate: roundTo(to.rate / from.rate, RATE_DECIMALS),
    converted,
    formatted: formatAmount(converted, to),
  };
}

// The input schema refuses unknown codes already; this keeps a direct caller from a silent NaN.
function known(code: string): Currency {
  const currency = findCurrency(code);
  if (!currency) throw new DomainError('BAD_REQUEST', tx('Unknown currency {code}'), { values: { code } });
  return currency;
}
