import { Container, Skeleton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { CheckoutContact } from '../components/CheckoutContact/CheckoutContact.tsx';
import { CheckoutPayment } from '../components/CheckoutPayment/CheckoutPayment.tsx';
import { CheckoutModeTabs, CheckoutSignInPanel, type CheckoutMode } from '../components/CheckoutSignIn/CheckoutSignIn.tsx';
import { CheckoutSummary } from '../components/CheckoutSummary/CheckoutSummary.tsx';
import { FormAlert } from '../components/FormAlert/FormAlert.tsx';
import { ShippingAddressFields } from '../components/ShippingAddressFields/ShippingAddressFields.tsx';
import { lastViewedProductPath } from '../last-viewed.ts';
import { useCart } from '../hooks/useCart.ts';
import { useCheckoutForm } from '../hooks/useCheckoutForm.ts';
import { useCheckoutOrder } from '../hooks/useCheckoutOrder.ts';
import { useCheckoutPricing } from '../hooks/useCheckoutPricing.ts';
import { useCoupon } from '../hooks/useCoupon.ts';
import { useGiftCard } from '../hooks/useGiftCard.ts';
import { useCurrentUser } from '../hooks/useCurrentUser.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { useMoney, useShopperLocation } from '../hooks/useShopperLocation.ts';
import { trpc } from '../trpc.ts';
import classes from './CheckoutPage.module.css';
import { PAGES, pathTo } from '../../src/page-routes.ts';
import { needsOptIn } from '../../src/marketing.ts';

/**
 * /checkout (spec sections 2, 4, 5, 8): contact and shipping details on the left, the order with its
 * steppers, discount code and server-priced totals on the right, then payment: Stripe's Payment Element,
 * or the demo card form when the shop runs without Stripe. Paying places the order and goes to /?order=success.
 */
export function CheckoutPage() {
  const { t, i18n } = useLingui();
  usePageTitle(i18n._(PAGES.checkout.name));
  const [, navigate] = useLocation();
  const money = useMoney();
  const { lines, subtotal, isLoading: cartLoading } = useCart();
  const { user, isLoading: userLoading } = useCurrentUser();
  const { location, country: shopperCountry, currency, isLoading: locating } = useShopperLocation();
  const config = trpc.checkout.paymentConfig.useQuery();
  const coupon = useCoupon(subtotal, lines.length > 0);
  const form = useCheckoutForm(user, shopperCountry);
  const [marketingConsent, setMarketingConsent] = useState(false);
  const couponCode = coupon.applied?.code ?? null;
  const giftCard = useGiftCard();
  const {
    quote,
    totals,
    giftCard: paidByCard,
    nothingToPay,
  } = useCheckoutPricing({
    lines,
    country: form.values.country,
    currency,
    coupon: { code: couponCode, terms: coupon.terms },
    giftCardCode: giftCard.code,
    locating,
  });
  const provider = config.data?.provider ?? null;
  const order = useCheckoutOrder({
    provider,
    isStripe: provider === 'stripe' && Boolean(config.data?.publishableKey),
    priced: quote.fresh,
    nothingToPay,
    shownTotal: totals.total,
    signedIn: user !== null,
    pricing: { country: form.values.country, currency, couponCode: couponCode ?? undefined, giftCardCode: giftCard.code ?? undefined },
    marketingConsent,
  });
  const [mode, setMode] = useState<CheckoutMode>('guest');

  // Spec section 2: nothing to check out sends the shopper back to what they last looked at.
  const { placed } = order;
  useEffect(() => {
    if (!cartLoading && lines.length === 0 && !placed.current) navigate(lastViewedProductPath(), { replace: true });
  }, [cartLoading, lines.length, navigate, placed]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (order.processing) return;
    const address = form.checkedAddress();
    if (address) void order.pay(address);
  }

  if (cartLoading || lines.length === 0) return <CheckoutSkeleton />;

  const visitor = !user && !userLoading;
  // What the card or bank is charged: the total less what a gift card pays.
  const total = money(totals.total - (paidByCard?.cents ?? 0));
  return (
    <Container className={classes.page}>
      <header className={classes.header}>
        <Link href={pathTo('cart')} className={classes.back}>
          <IconArrowLeft size={15} stroke={1.4} aria-hidden="true" />
          <Trans>Back to bag</Trans>
        </Link>
        <p className={classes.eyebrow}>
          <Trans>Secure checkout</Trans>
        </p>
        <h1 className={classes.title}>
          <Trans>Checkout</Trans>
        </h1>
      </header>

      {location?.sanctionedMessage && (
        <div className={classes.sanctioned}>
          <FormAlert>{location.sanctionedMessage}</FormAlert>
        </div>
      )}

      <div className={classes.layout}>
        <div className={classes.main}>
          {visitor && <CheckoutModeTabs mode={mode} onChange={setMode} />}

          {visitor && mode === 'signin' ? (
            <CheckoutSignInPanel onContinueAsGuest={() => setMode('guest')} />
          ) : (
            <form className={classes.form} onSubmit={submit} noValidate aria-busy={order.processing || undefined}>
              <CheckoutContact
                signedInAs={user?.email ?? null}
                email={form.values.email}
                onEmailChange={(email) => form.setField('email', email)}
                check={form.emailCheck}
                attempted={form.attempted}
                disabled={order.processing}
                marketing={needsOptIn(form.values.country) ? { consent: marketingConsent, onChange: setMarketingConsent } : null}
              />
              <ShippingAddressFields form={form} disabled={order.processing} />
              <CheckoutPayment
                config={config.data ?? null}
                configFailed={config.isError}
                charge={quote.latest && { amount: quote.latest.amount, currency: quote.latest.currency }}
                nothingToPay={nothingToPay}
                giftCardApplied={paidByCard !== null}
                onStripeReady={order.onStripeReady}
                card={order.card}
                onCardChange={order.setCard}
                processing={order.processing}
                ready={order.ready}
                payLabel={order.processing ? t`Processing…` : nothingToPay ? t`Place order` : t`Pay ${total}`}
              />
            </form>
          )}
        </div>

        <aside className={classes.aside} aria-label={t`Order summary`}>
          <CheckoutSummary
            lines={lines}
            totals={totals}
            estimated={!quote.latest}
            updating={quote.latest !== null && !quote.fresh}
            coupon={{
              appliedCode: coupon.applied?.code ?? null,
              apply: coupon.apply,
              remove: coupon.remove,
              isApplying: coupon.isApplying,
            }}
            giftCard={{ appliedCode: giftCard.last4, apply: giftCard.apply, remove: giftCard.remove, isApplying: giftCard.isApplying, paid: paidByCard }}
          />
        </aside>
      </div>
    </Container>
  );
}

function CheckoutSkeleton() {
  const { t } = useLingui();
  return (
    <Container className={classes.page} role="status" aria-busy="true" aria-label={t`Loading checkout`}>
      <header className={classes.header}>
        <Skeleton height={12} width={140} radius={0} />
        <Skeleton height={48} width={260} mt={16} radius={0} />
      </header>
      <div className={classes.layout}>
        <div>
          <Skeleton height={120} radius={0} mt={32} />
          <Skeleton height={320} radius={0} mt={24} />
        </div>
        <Skeleton height={480} radius={0} mt={32} />
      </div>
    </Container>
  );
}
