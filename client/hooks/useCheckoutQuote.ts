import { useLingui } from '@lingui/react/macro';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback, useEffect } from 'react';
import type { CheckoutQuote, QuoteInput } from '../../src/checkout.ts';
import { notify } from '../notify.ts';
import { errorMessage, httpStatusOf, trpc } from '../trpc.ts';

/** Changes within this window make one quote, not one per click of a stepper. */
const DEBOUNCE_MS = 500;

/**
 * Spec section 8's toast when a payment cannot be set up, the same for a quote and for opening the
 * payment: the server's word for a refusal (4xx), a general one otherwise.
 */
export function useQuoteFailure(): (error: unknown) => void {
  const { t } = useLingui();
  return useCallback(
    (error: unknown) => {
      const status = httpStatusOf(error);
      const detail = status && status >= 400 && status < 500 ? errorMessage(error) : t`The payment form could not be prepared.`;
      notify.error(t`Failed to initialize payment. Please try again.`, detail);
    },
    [t],
  );
}

export interface QuoteState {
  /** The newest prices the server gave, whatever they were asked for. */
  latest: CheckoutQuote | null;
  /** True when `latest` was priced for exactly the current cart, coupon, country and currency. */
  fresh: boolean;
}

/**
 * The checkout summary's server prices (spec section 4: they follow the total, currency and shipping),
 * asked again, debounced, whenever what they price changes. `cartKey` names the cart's lines and
 * quantities, which the server reads from the session rather than from `input`. Nothing is held or
 * opened here: the payment is opened when the shopper pays (DESIGN.md section 5: a hold per payment).
 */
export function useCheckoutQuote(input: QuoteInput | null, cartKey: string): QuoteState {
  const utils = trpc.useUtils();
  const quoteFailure = useQuoteFailure();
  // Debounced as text: a new but equal input object on every render must not restart the wait.
  const wanted = input ? JSON.stringify([cartKey, input]) : null;
  const [settled] = useDebouncedValue(wanted, DEBOUNCE_MS);
  const asked = settled && settled === wanted ? (JSON.parse(settled) as [string, QuoteInput]) : null;
  // TanStack's useQuery over tRPC's key and client rather than `trpc.checkout.quote.useQuery`: the cart is
  // priced from the session, not from the input, so its lines join the key. A quote cached for this coupon
  // and country but another cart is not this cart's, and `utils.checkout.quote.invalidate()` still reaches it.
  const quote = useQuery({
    queryKey: [...getQueryKey(trpc.checkout.quote, asked?.[1], 'query'), { cart: asked?.[0] }],
    queryFn: asked ? ({ signal }) => utils.client.checkout.quote.query(asked[1], { signal }) : skipToken,
    // The summary keeps the last prices while the next ones are asked for, rather than flashing the estimate.
    placeholderData: keepPreviousData,
  });

  const { error } = quote;
  useEffect(() => {
    if (error) quoteFailure(error);
  }, [error, quoteFailure]);

  return { latest: quote.data ?? null, fresh: asked !== null && quote.isSuccess && !quote.isPlaceholderData };
}
