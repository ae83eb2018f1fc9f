import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { PaymentConfig } from '../../src/checkout.ts';
import { EMPTY_DEMO_CARD, type DemoCard } from '../components/DemoCardForm/DemoCardForm.tsx';
import type { StripeConfirm } from '../components/StripePaymentForm/StripePaymentForm.tsx';
import { notify } from '../notify.ts';
import { errorMessage, httpStatusOf, trpc } from '../trpc.ts';

/**
 * Paying a payment the server opens, with Stripe's Payment Element or the demo card form: the checkout's
 * and /gift-cards'. `pay(open)` opens the payment only once the form is ready (Stripe asks for the
 * client secret when it confirms), and answers the paid intent's id, or null once the shopper has been
 * told why not (spec section 8: a declined card in the provider's words, anything else in general ones).
 */
export function useCardPayment({ provider, isStripe }: { provider: PaymentConfig['provider'] | null; isStripe: boolean }) {
  const { t } = useLingui();
  const confirmDemo = trpc.checkout.confirmDemoPayment.useMutation();
  const [card, setCard] = useState<DemoCard>(EMPTY_DEMO_CARD);
  const [stripeConfirm, setStripeConfirm] = useState<StripeConfirm | null>(null);
  const onStripeReady = useCallback((confirm: StripeConfirm | null) => setStripeConfirm(() => confirm), []);

  /** Spec section 8: a payment that failed for another reason than the card's. */
  const paymentException = () => notify.error(t`Payment processing failed`, t`Please try again or contact support.`);

  async function pay(open: () => Promise<{ clientSecret: string } | null>): Promise<string | null> {
    if (isStripe) {
      if (!stripeConfirm) {
        notify.error(t`Payment processing failed`, t`The payment form is still loading. Please try again.`);
        return null;
      }
      const result = await stripeConfirm(async () => (await open())?.clientSecret ?? null).catch((error: unknown) => ({
        ok: false as const,
        declined: false,
        message: errorMessage(error),
      }));
      if (!result) return null; // `open` has said what went wrong.
      if (result.ok) return result.paymentIntentId;
      if (result.declined) notify.error(t`Payment failed`, result.message);
      else paymentException();
      return null;
    }
    const intent = await open();
    if (!intent) return null;
    try {
      return (await confirmDemo.mutateAsync({ clientSecret: intent.clientSecret, cardNumber: card.number })).paymentIntentId;
    } catch (error) {
      if (httpStatusOf(error) === 402) notify.error(t`Payment failed`, errorMessage(error));
      else paymentException();
      return null;
    }
  }

  /** The demo form left blank: said before anything is opened. */
  function cardMissing(): boolean {
    if (provider !== 'demo' || card.number.replace(/\s/g, '') !== '') return false;
    notify.error(t`Payment failed`, t`Please enter the card number`);
    return true;
  }

  return { card, setCard, onStripeReady, stripeReady: stripeConfirm !== null, pay, cardMissing };
}
