import { useCallback } from 'react';
import { toCents } from '../../src/money.ts';
import { formatPrice } from '../../src/pricing.ts';
import { useLocale } from '../locale.tsx';
import { trpc } from '../trpc.ts';

/** Spec section 4: USD and US until the location lookup answers, then the visitor's own. */
export function useShopperLocation() {
  const info = trpc.shop.location.info.useQuery();
  return {
    location: info.data ?? null,
    country: info.data?.country ?? 'US',
    currency: info.data?.currency ?? 'USD',
    isLoading: info.isLoading,
  };
}

export type Money = (amount: string | number) => string;

/**
 * Prices in the visitor's currency, written as the page's language writes them: `money('129.50')` or
 * `money(12950)` (cents) gives "€111.63" for a visitor in Germany on an English page, "111,63 €" on a German one. Amounts stay US dollars everywhere else; only display converts.
 */
export function useMoney(): Money {
  const { currency } = useShopperLocation();
  const locale = useLocale();
  // The same function until the currency or language changes, for cards that render only when their own props change.
  return useCallback((amount: string | number) => formatPrice(typeof amount === 'number' ? amount : toCents(amount), currency, locale), [currency, locale]);
}
