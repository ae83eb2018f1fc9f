import { useCallback } from 'react';
import { toCents } from '../../src/money.ts';
import { formatPrice } from '../../src/pricing.ts';
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
 * Prices in the visitor's currency: `money('129.50')` or `money(12950)` (cents) gives "€111.63"
 * for a visitor in Germany. Amounts stay US dollars everywhere else; only display converts.
 */
export function useMoney(): Money {
  const { currency } = useShopperLocation();
  // The same function until the currency changes, for cards that render only when their own props change.
  return useCallback((amount: string | number) => formatPrice(typeof amount === 'number' ? amount : toCents(amount), currency), [currency]);
}
