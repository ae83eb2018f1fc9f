import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { OrderAddress, PaymentConfig } from '../../src/checkout.ts';
import { toCents } from '../../src/money.ts';
import { EMPTY_DEMO_CARD, type DemoCard } from '../components/DemoCardForm/DemoCardForm.tsx';
import type { StripeConfirm } from '../components/StripePaymentForm/StripePaymentForm.tsx';
import { storeCouponCode } from '../coupon-storage.ts';
import { notify } from '../notify.ts';
import { SIGN_IN_URL } from '../site-links.ts';
import { errorMessage, httpStatusOf, trpc } from '../trpc.ts';
import type { IntentState } from './usePaymentIntent.ts';

/** Spec section 8: a 401 at checkout signs the shopper in again after half a second. */
function signInAgain() {
  notify.error('Unauthorized', 'You are logged out. Logging in again...');
  window.setTimeout(() => {
    window.location.href = SIGN_IN_URL;
  }, 500);
}

const PAYMENT_EXCEPTION = 'Please try again or contact support.';

interface CheckoutOrderInput {
  provider: PaymentConfig['provider'] | null;
  isStripe: boolean;
  payment: IntentState;
  /** The total the page shows, in cents: what the shopper agreed to pay. */
  shownTotal: number;
  signedIn: boolean;
}

/**
 * Paying and placing the order (spec sections 4, 8): the intent must be the one for exactly this address
 * and cart, the card is confirmed with Stripe or the demo provider, then the order is made from the paid
 * intent and the shopper goes to /?order=success.
 */
export function useCheckoutOrder({ provider, isStripe, payment, shownTotal, signedIn }: CheckoutOrderInput) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const confirmDemo = trpc.checkout.confirmDemoPayment.useMutation();
  const placeOrder = trpc.checkout.placeOrder.useMutation();
  const [card, setCard] = useState<DemoCard>(EMPTY_DEMO_CARD);
  const [processing, setProcessing] = useState(false);
  const [stripeConfirm, setStripeConfirm] = useState<StripeConfirm | null>(null);
  /** Set once the order exists: the emptied cart must not bounce the shopper back to a product. */
  const placed = useRef(false);
  const onStripeReady = useCallback((confirm: StripeConfirm | null) => setStripeConfirm(() => confirm), []);

  /** The paid intent's id, or null once the shopper has been told why not. */
  async function paidIntentId(): Promise<string | null> {
    let intent;
    try {
      intent = isStripe ? payment.latest : await payment.ensureFresh();
    } catch {
      return null; // usePaymentIntent has said what went wrong.
    }
    if (!intent || (isStripe && !payment.fresh)) {
      notify.error('Payment processing failed', 'Your order details changed; please check the total and try again.');
      return null;
    }
    if (toCents(intent.totals.total) !== shownTotal) {
      notify.error('Your total was updated', 'Please review the new total before paying.');
      return null;
    }
    if (isStripe) {
      if (!stripeConfirm) {
        notify.error('Payment processing failed', 'The payment form is still loading. Please try again.');
        return null;
      }
      const result = await stripeConfirm().catch((error: unknown) => ({ ok: false as const, declined: false, message: errorMessage(error) }));
      if (result.ok) return result.paymentIntentId;
      if (result.declined) notify.error('Payment failed', result.message);
      else notify.error('Payment processing failed', PAYMENT_EXCEPTION);
      return null;
    }
    try {
      return (await confirmDemo.mutateAsync({ clientSecret: intent.clientSecret, cardNumber: card.number })).paymentIntentId;
    } catch (error) {
      if (httpStatusOf(error) === 402) notify.error('Payment failed', errorMessage(error));
      else notify.error('Payment processing failed', PAYMENT_EXCEPTION);
      return null;
    }
  }

  async function pay(address: OrderAddress) {
    if (processing) return;
    if (provider === 'demo' && card.number.replace(/\s/g, '') === '') {
      notify.error('Payment failed', 'Please enter the card number');
      return;
    }
    setProcessing(true);
    try {
      const paymentIntentId = await paidIntentId();
      if (!paymentIntentId) return;
      try {
        await placeOrder.mutateAsync({ paymentIntentId, guestEmail: signedIn ? undefined : address.email, billingAddress: address });
      } catch (error) {
        if (httpStatusOf(error) === 401) signInAgain();
        else notify.error('Order failed', errorMessage(error));
        return;
      }
      placed.current = true;
      storeCouponCode(null);
      navigate('/?order=success');
      void utils.cart.list.invalidate();
      void utils.checkout.orders.invalidate();
      void utils.checkout.myOrders.invalidate();
    } finally {
      setProcessing(false);
    }
  }

  return {
    card,
    setCard,
    processing,
    onStripeReady,
    /** Stripe's form is mounted for the current intent; the demo form is always ready. */
    ready: Boolean(provider) && (!isStripe || (payment.fresh && stripeConfirm !== null)),
    placed,
    pay,
  };
}
