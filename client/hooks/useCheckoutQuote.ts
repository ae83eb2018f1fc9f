import { useEffect, useRef, useState } from 'react';
import type { CheckoutQuote, QuoteInput } from '../../src/checkout.ts';
import { notify } from '../notify.ts';
import { errorMessage, httpStatusOf, trpc } from '../trpc.ts';

/** Changes within this window make one quote, not one per click of a stepper. */
const DEBOUNCE_MS = 500;
export const PAYMENT_SETUP_FAILED = 'Failed to initialize payment. Please try again.';

/** The server's word for a refusal (4xx), a general one otherwise: the same toast for a quote and for opening the payment. */
export function failureDetail(error: unknown): string {
  const status = httpStatusOf(error);
  return status && status >= 400 && status < 500 ? errorMessage(error) : 'The payment form could not be prepared.';
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
  const inputJson = input ? JSON.stringify(input) : null;
  const key = inputJson ? `${cartKey}|${inputJson}` : null;
  const [answer, setAnswer] = useState<{ key: string; value: CheckoutQuote } | null>(null);
  const lastFailure = useRef<string | null>(null);

  useEffect(() => {
    if (!key || !inputJson) return;
    const forInput = JSON.parse(inputJson) as QuoteInput;
    let current = true;
    const timer = window.setTimeout(() => {
      utils.client.checkout.quote.query(forInput).then(
        (value) => {
          if (!current) return;
          lastFailure.current = null;
          setAnswer({ key, value });
        },
        (error: unknown) => {
          if (!current || lastFailure.current === key) return;
          lastFailure.current = key;
          notify.error(PAYMENT_SETUP_FAILED, failureDetail(error));
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [key, inputJson, utils]);

  return { latest: answer?.value ?? null, fresh: answer !== null && answer.key === key };
}
