import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect } from 'react';
import { palette } from '../../theme.ts';
import classes from './StripePaymentForm.module.css';

/** The outcome of confirming: a paid (or processing) intent, or the provider's reason it was refused. */
export type StripeConfirmResult =
  | { ok: true; paymentIntentId: string; status: string }
  | { ok: false; declined: boolean; message: string };

export type StripeConfirm = () => Promise<StripeConfirmResult>;

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
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

/**
 * Stripe's Payment Element (card and US bank account, spec section 2) for the checkout's intent. This
 * module is loaded only when the server runs Stripe, so the demo and other pages never fetch Stripe.js.
 * A new client secret (the cart or address changed) mounts a fresh element for the new intent.
 */
export function StripePaymentForm({ publishableKey, clientSecret, onConfirmReady }: StripePaymentFormProps) {
  return (
    <div className={classes.frame}>
      <Elements
        key={clientSecret}
        stripe={stripeFor(publishableKey)}
        options={{
          clientSecret,
          appearance: {
            theme: 'flat',
            variables: {
              colorPrimary: palette.accent,
              colorBackground: palette.surface,
              colorText: palette.ink,
              colorTextSecondary: palette.muted,
              borderRadius: '2px',
              fontFamily: 'Inter, system-ui, sans-serif',
            },
          },
        }}
      >
        <ConfirmBridge onConfirmReady={onConfirmReady} />
        <PaymentElement options={{ layout: 'tabs' }} />
      </Elements>
    </div>
  );
}

function ConfirmBridge({ onConfirmReady }: Pick<StripePaymentFormProps, 'onConfirmReady'>) {
  const stripe = useStripe();
  const elements = useElements();

  useEffect(() => {
    if (!stripe || !elements) {
      onConfirmReady(null);
      return;
    }
    onConfirmReady(async () => {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/checkout` },
      });
      if (error) {
        const declined = error.type === 'card_error' || error.type === 'validation_error';
        return { ok: false, declined, message: error.message ?? 'Your payment could not be completed.' };
      }
      return { ok: true, paymentIntentId: paymentIntent.id, status: paymentIntent.status };
    });
    return () => onConfirmReady(null);
  }, [stripe, elements, onConfirmReady]);

  return null;
}
