import { useLingui } from '@lingui/react/macro';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementsOptions } from '@stripe/stripe-js';
import { useEffect, useMemo } from 'react';
import { inLocale } from '../../../src/locales.ts';
import { pathTo } from '../../../src/page-routes.ts';
import { useLocale } from '../../locale.tsx';
import { palette } from '../../theme.ts';
import classes from './StripePaymentForm.module.css';

/** The outcome of confirming: a paid (or processing) intent, or the provider's reason it was refused. */
export type StripeConfirmResult =
  | { ok: true; paymentIntentId: string; status: string }
  | { ok: false; declined: boolean; message: string };

/**
 * Pays: checks the form, has the page open the payment (`openPayment` answers its client secret, or
 * null when the page stopped and has told the shopper why; the answer is then null too), and confirms it.
 */
export type StripeConfirm = (openPayment: () => Promise<string | null>) => Promise<StripeConfirmResult | null>;

interface StripePaymentFormProps {
  publishableKey: string;
  /** What the summary shows, in minor units of `currency` (lower case): what the payment will charge. */
  amount: number;
  currency: string;
  /** Receives the function the page calls on Pay; null while Stripe.js is not ready. */
  onConfirmReady: (confirm: StripeConfirm | null) => void;
}

/** One Stripe.js load per key for the whole visit. */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
}

const APPEARANCE: StripeElementsOptions['appearance'] = {
  theme: 'flat',
  variables: {
    colorPrimary: palette.accent,
    colorBackground: palette.surface,
    colorText: palette.ink,
    colorTextSecondary: palette.muted,
    borderRadius: '2px',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- font families, not words
    fontFamily: 'Inter, system-ui, sans-serif',
  },
};

/**
 * Stripe's Payment Element (card and US bank account, spec section 2). This module is loaded only when
 * the server runs Stripe, so the demo and other pages never fetch Stripe.js. The element collects the
 * payment details before any payment exists (Stripe's deferred intent flow): the payment, and the hold
 * on the prints that comes with it, is opened only when the shopper pays. The amount shown by wallets
 * follows the summary; its labels and messages are in the page's language (Stripe speaks all of ours).
 */
export function StripePaymentForm({ publishableKey, amount, currency, onConfirmReady }: StripePaymentFormProps) {
  const locale = useLocale();
  const options = useMemo<StripeElementsOptions>(
    () => ({
      mode: 'payment',
      amount,
      currency,
      // As the server opens it: ACH debits exist for USD only.
      allowedPaymentMethodTypes: currency === 'usd' ? ['card', 'us_bank_account'] : ['card'],
      appearance: APPEARANCE,
      locale,
    }),
    [amount, currency, locale],
  );
  return (
    <div className={classes.frame}>
      <Elements stripe={stripeFor(publishableKey)} options={options}>
        <ConfirmBridge onConfirmReady={onConfirmReady} />
        <PaymentElement options={{ layout: 'tabs' }} />
      </Elements>
    </div>
  );
}

function ConfirmBridge({ onConfirmReady }: Pick<StripePaymentFormProps, 'onConfirmReady'>) {
  const stripe = useStripe();
  const elements = useElements();
  const locale = useLocale();
  const { t } = useLingui();
  const checkDetails = t`Please check your payment details.`;
  const notCompleted = t`Your payment could not be completed.`;

  useEffect(() => {
    if (!stripe || !elements) {
      onConfirmReady(null);
      return;
    }
    onConfirmReady(async (openPayment) => {
      const submitted = await elements.submit();
      if (submitted.error) return { ok: false, declined: true, message: submitted.error.message ?? checkDetails };
      const clientSecret = await openPayment();
      if (!clientSecret) return null;
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        clientSecret,
        redirect: 'if_required',
        // A bank that confirms on its own page brings the shopper back to checkout, in their language.
        confirmParams: { return_url: `${window.location.origin}${inLocale(locale, pathTo('checkout'))}` },
      });
      if (error) {
        const declined = error.type === 'card_error' || error.type === 'validation_error';
        return { ok: false, declined, message: error.message ?? notCompleted };
      }
      return { ok: true, paymentIntentId: paymentIntent.id, status: paymentIntent.status };
    });
    return () => onConfirmReady(null);
  }, [stripe, elements, onConfirmReady, locale, checkDetails, notCompleted]);

  return null;
}
