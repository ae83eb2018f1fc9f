import { Button, Skeleton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBuildingBank, IconLock, IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { PaymentConfig } from '../../../src/checkout.ts';
import { CheckoutHint, CheckoutSection } from '../CheckoutSection/CheckoutSection.tsx';
import { DemoCardForm, type DemoCard } from '../DemoCardForm/DemoCardForm.tsx';
import { FormAlert } from '../FormAlert/FormAlert.tsx';
import type { StripeConfirm } from '../StripePaymentForm/StripePaymentForm.tsx';
import classes from './CheckoutPayment.module.css';
import { pathTo } from '../../../src/page-routes.ts';

// Stripe.js and its React bindings load only when the server takes real card payments.
const StripePaymentForm = lazy(async () => ({
  default: (await import('../StripePaymentForm/StripePaymentForm.tsx')).StripePaymentForm,
}));

interface CheckoutPaymentProps {
  /** The payment provider's settings; null while they load. */
  config: PaymentConfig | null;
  configFailed: boolean;
  /** What Stripe's form will charge (the summary's total, in minor units); null until the server has priced it. */
  charge: { amount: number; currency: string } | null;
  /** A coupon or gift card covers the total: no payment form, the order is placed as it is. */
  nothingToPay: boolean;
  /** A gift card pays part or all of the total: it is what covers it when nothing is left to pay. */
  giftCardApplied?: boolean;
  onStripeReady: (confirm: StripeConfirm | null) => void;
  card: DemoCard;
  onCardChange: (card: DemoCard) => void;
  processing: boolean;
  ready: boolean;
  payLabel: string;
  /** A gift card is bought: it cannot be returned, so the returns line says so instead. */
  giftCardSale?: boolean;
}

const formSkeleton = <Skeleton height={180} radius={0} />;

/** Step 3 of /checkout: Stripe's Payment Element (card or US bank account) or the demo card form, and Pay. */
export function CheckoutPayment(props: CheckoutPaymentProps) {
  const { config, charge, processing } = props;
  const stripeKey = config?.provider === 'stripe' ? config.publishableKey : null;
  const { t } = useLingui();

  return (
    <CheckoutSection number={3} title={t`Payment`}>
      {props.configFailed ? (
        <FormAlert>
          <Trans>The payment form could not be loaded. Please refresh the page.</Trans>
        </FormAlert>
      ) : !config ? (
        formSkeleton
      ) : props.nothingToPay ? (
        <p className={classes.nothingToPay}>
          {props.giftCardApplied ? (
            <Trans>Your gift card covers the whole order, so there is nothing to pay.</Trans>
          ) : (
            <Trans>Your coupon covers the whole order, so there is nothing to pay.</Trans>
          )}
        </p>
      ) : stripeKey ? (
        charge ? (
          <Suspense fallback={formSkeleton}>
            <StripePaymentForm publishableKey={stripeKey} amount={charge.amount} currency={charge.currency} onConfirmReady={props.onStripeReady} />
            <CheckoutHint>
              <IconBuildingBank size={14} stroke={1.4} aria-hidden="true" /> <Trans>Card or US bank account.</Trans>
            </CheckoutHint>
          </Suspense>
        ) : (
          formSkeleton
        )
      ) : (
        <DemoCardForm value={props.card} onChange={props.onCardChange} disabled={processing} />
      )}

      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={false}
        disabled={processing || !props.ready}
        leftSection={processing ? <IconRefresh size={16} stroke={1.5} className={classes.spin} /> : <IconLock size={16} stroke={1.5} />}
        className={classes.pay}
        data-processing={processing || undefined}
      >
        {props.payLabel}
      </Button>

      <ul className={classes.trust}>
        <li>
          <IconShieldCheck size={16} stroke={1.4} aria-hidden="true" />
          <span>
            <Trans>Secure checkout: your card details go straight to our payment provider, encrypted.</Trans>
          </span>
        </li>
        <li>
          <IconLock size={16} stroke={1.4} aria-hidden="true" />
          <span>
            <Trans>The charge appears on your statement under the name of our parent company.</Trans>
          </span>
        </li>
        <li>
          <IconRefresh size={16} stroke={1.4} aria-hidden="true" />
          <span>
            {props.giftCardSale ? (
              <Trans>A gift card cannot be returned, and it never expires.</Trans>
            ) : (
              <Trans>
                Returns within 7 days of your order — see our <Link href={pathTo('refundPolicy')}>refund policy</Link>.
              </Trans>
            )}
          </span>
        </li>
      </ul>
    </CheckoutSection>
  );
}
