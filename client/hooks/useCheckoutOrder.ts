import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { CreatePaymentIntentInput, OrderAddress, PaymentConfig, PaymentIntentAnswer } from '../../src/checkout.ts';
import { toCents } from '../../src/money.ts';
import { storeCouponCode } from '../coupon-storage.ts';
import { notify } from '../notify.ts';
import { isUnauthorized, useSignInAgain } from '../sign-in-again.ts';
import { errorMessage, trpc } from '../trpc.ts';
import { useCardPayment } from './useCardPayment.ts';
import { useQuoteFailure } from './useCheckoutQuote.ts';
import { pathTo } from '../../src/page-routes.ts';

interface CheckoutOrderInput {
  provider: PaymentConfig['provider'] | null;
  isStripe: boolean;
  /** The summary shows the server's prices for exactly the current cart, coupon and destination. */
  priced: boolean;
  /** A coupon covers the total: the order is placed without a payment. */
  nothingToPay: boolean;
  /** The total the page shows, in cents: what the shopper agreed to pay. */
  shownTotal: number;
  signedIn: boolean;
  /** Where the summary's prices came from: the country (from the address), currency and coupon. */
  pricing: Pick<CreatePaymentIntentInput, 'country' | 'currency' | 'couponCode' | 'giftCardCode'>;
  /** The "e-mail me" box (shown where the shipping country asks for a yes first). */
  marketingConsent: boolean;
}

/** What the server opens a payment (or places a free order) for: the address as checked, priced as shown. */
function checkoutInput(address: OrderAddress, pricing: CheckoutOrderInput['pricing'], marketingConsent: boolean): CreatePaymentIntentInput {
  return {
    ...pricing,
    email: address.email,
    ...(marketingConsent ? { marketingConsent } : {}),
    // The form's one address is the billing address too; the server checks it before any charge.
    billingAddress: address,
    shipping: {
      name: `${address.firstName} ${address.lastName}`,
      phone: address.phone ?? undefined,
      address: {
        line1: address.address,
        line2: address.apartment ?? undefined,
        city: address.city,
        state: address.state,
        postal_code: address.zipCode,
        country: address.country,
      },
    },
  };
}

/**
 * Paying and placing the order (spec sections 4, 8). The payment is opened when the shopper pays, for
 * exactly this cart and address, which holds the prints for them while they pay; the card is confirmed
 * with Stripe or the demo provider, then the order is made from the paid intent and the shopper goes to
 * /?order=success. A total of zero is placed without a payment.
 */
export function useCheckoutOrder({ provider, isStripe, priced, nothingToPay, shownTotal, signedIn, pricing, marketingConsent }: CheckoutOrderInput) {
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const signInAgain = useSignInAgain();
  const quoteFailure = useQuoteFailure();
  const utils = trpc.useUtils();
  const createIntent = trpc.checkout.createPaymentIntent.useMutation();
  const placeOrder = trpc.checkout.placeOrder.useMutation();
  const placeFreeOrder = trpc.checkout.placeFreeOrder.useMutation();
  const payment = useCardPayment({ provider, isStripe });
  const [processing, setProcessing] = useState(false);
  /** Set once the order exists: the emptied cart must not bounce the shopper back to a product. */
  const placed = useRef(false);

  /** Opens the payment; null, once the shopper has been told why, when it cannot be (sold out meanwhile, a new total). */
  async function openPayment(checkout: CreatePaymentIntentInput): Promise<PaymentIntentAnswer | null> {
    let intent;
    try {
      intent = await createIntent.mutateAsync(checkout);
    } catch (error) {
      quoteFailure(error);
      return null;
    }
    if (toCents(intent.totals.total) !== shownTotal) {
      notify.error(t`Your total was updated`, t`Please review the new total before paying.`);
      return null;
    }
    return intent;
  }

  /** Pays (or, with nothing to pay, just orders); true once the order exists. */
  async function order(address: OrderAddress): Promise<boolean> {
    const checkout = checkoutInput(address, pricing, marketingConsent);
    const guestEmail = signedIn ? undefined : address.email;
    try {
      if (nothingToPay) {
        await placeFreeOrder.mutateAsync({ ...checkout, guestEmail });
        return true;
      }
      const paymentIntentId = await payment.pay(() => openPayment(checkout));
      if (!paymentIntentId) return false;
      await placeOrder.mutateAsync({ paymentIntentId, guestEmail, billingAddress: address });
      return true;
    } catch (error) {
      if (isUnauthorized(error)) signInAgain();
      else notify.error(t`Order failed`, errorMessage(error));
      return false;
    }
  }

  async function pay(address: OrderAddress) {
    if (processing) return;
    if (!nothingToPay && payment.cardMissing()) return;
    setProcessing(true);
    try {
      if (!(await order(address))) return;
      placed.current = true;
      storeCouponCode(null);
      navigate(`${pathTo('home')}?order=success`);
      void utils.cart.list.invalidate();
      void utils.checkout.orders.invalidate();
    } finally {
      setProcessing(false);
    }
  }

  return {
    card: payment.card,
    setCard: payment.setCard,
    processing,
    onStripeReady: payment.onStripeReady,
    /** The summary shows the server's prices, and Stripe's form (when it is Stripe and there is anything to pay) is ready. */
    ready: Boolean(provider) && priced && (!isStripe || nothingToPay || payment.stripeReady),
    placed,
    pay,
  };
}
