import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CreatePaymentIntentInput, PaymentIntentAnswer } from '../../src/checkout.ts';
import { notify } from '../notify.ts';
import { httpStatusOf, trpc } from '../trpc.ts';

/** Changes within this window make one intent, not one per keystroke or click. */
const DEBOUNCE_MS = 500;
export const INTENT_FAILED = 'Failed to initialize payment. Please try again.';

export interface IntentState {
  /** The newest answer the server gave, whatever it was asked for. */
  latest: PaymentIntentAnswer | null;
  /** True when `latest` was made for exactly the current cart, coupon, country, currency and address. */
  fresh: boolean;
  isCreating: boolean;
  /** The latest answer if it is fresh, else a new intent made now (the debounce is skipped). */
  ensureFresh: () => Promise<PaymentIntentAnswer>;
}

/**
 * The checkout's payment intent (spec section 4; DESIGN.md section 5): made once there is a cart and a
 * country, and made again, debounced, whenever what it prices changes. `cartKey` names the cart's lines and
 * quantities, which the server reads from the session rather than from `input`.
 * The totals the page shows are the latest answer's, so the amount charged is the amount shown.
 */
export function usePaymentIntent(input: CreatePaymentIntentInput | null, cartKey: string): IntentState {
  const utils = trpc.useUtils();
  const key = input ? `${cartKey}|${JSON.stringify(input)}` : null;
  const [answer, setAnswer] = useState<{ key: string; value: PaymentIntentAnswer } | null>(null);
  const [inFlight, setInFlight] = useState(0);
  const inputRef = useRef(input);
  const keyRef = useRef(key);
  // The newest input for callbacks made earlier (ensureFresh at Pay), kept current after each render.
  useLayoutEffect(() => {
    inputRef.current = input;
    keyRef.current = key;
  });
  /** The request of the newest call: older answers arriving late are dropped. */
  const seq = useRef(0);
  const lastFailure = useRef<string | null>(null);
  const answeredKey = useRef<string | null>(null);

  const create = useCallback(
    async (forKey: string, forInput: CreatePaymentIntentInput): Promise<PaymentIntentAnswer> => {
      const mine = ++seq.current;
      setInFlight((count) => count + 1);
      try {
        const value = await utils.client.checkout.createPaymentIntent.mutate(forInput);
        if (mine === seq.current) {
          answeredKey.current = forKey;
          setAnswer({ key: forKey, value });
        }
        lastFailure.current = null;
        return value;
      } catch (error) {
        if (mine === seq.current && lastFailure.current !== forKey) {
          lastFailure.current = forKey;
          const status = httpStatusOf(error);
          const detail =
            status && status >= 400 && status < 500 && error instanceof Error
              ? error.message
              : 'The payment form could not be prepared.';
          notify.error(INTENT_FAILED, detail);
        }
        throw error;
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [utils],
  );

  useEffect(() => {
    if (!key || !inputRef.current) return;
    const forInput = inputRef.current;
    const timer = window.setTimeout(() => {
      if (answeredKey.current === key) return;
      create(key, forInput).catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [key, create]);

  const ensureFresh = useCallback(async () => {
    const currentKey = keyRef.current;
    const currentInput = inputRef.current;
    if (!currentKey || !currentInput) throw new Error('Your cart is empty.');
    if (answer && answer.key === currentKey) return answer.value;
    return create(currentKey, currentInput);
  }, [answer, create]);

  return {
    latest: answer?.value ?? null,
    fresh: answer !== null && answer.key === key,
    isCreating: inFlight > 0,
    ensureFresh,
  };
}
