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

/**
 * Prices in the visitor's currency: `money('129.50')` or `money(12950)` (cents) gives "€111.63"
 * for a visitor in Germany. Amounts stay US dollars everywhere else; only display converts.
 */
export function useMoney() {
  const { currency } = useShopperLocation();
  return (amount: string | number) => formatPrice(typeof amount === 'number' ? amount : toCents(amount), currency);
}
