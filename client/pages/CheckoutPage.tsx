import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Button, Container, Select, Skeleton, TextInput } from '@mantine/core';
import { IconArrowLeft, IconBuildingBank, IconLock, IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { priceableLine } from '../../src/cart.ts';
import type { CreatePaymentIntentInput, QuoteInput } from '../../src/checkout.ts';
import { CHECKOUT_COUNTRIES, shippingCentsFor } from '../../src/locations.ts';
import { toCents } from '../../src/money.ts';
import { orderTotals, type Totals } from '../../src/pricing.ts';
import { CheckoutSummary } from '../components/CheckoutSummary/CheckoutSummary.tsx';
import { DemoCardForm, EMPTY_DEMO_CARD, type DemoCard } from '../components/DemoCardForm/DemoCardForm.tsx';
import { EmailCheckField } from '../components/EmailCheckField/EmailCheckField.tsx';
import { FormAlert } from '../components/FormAlert/FormAlert.tsx';
import type { StripeConfirm } from '../components/StripePaymentForm/StripePaymentForm.tsx';
import { storeCouponCode } from '../coupon-storage.ts';
import { lastViewedProductPath } from '../last-viewed.ts';
import { notify } from '../notify.ts';
import { SIGN_IN_URL } from '../site-links.ts';
import { useCart } from '../hooks/useCart.ts';
import { useCoupon } from '../hooks/useCoupon.ts';
import { useCurrentUser } from '../hooks/useCurrentUser.ts';
import { emailBlocksSubmit, useEmailCheck } from '../hooks/useEmailCheck.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { QUOTE_FAILED, useCheckoutQuote } from '../hooks/useCheckoutQuote.ts';
import { useMoney, useShopperLocation } from '../hooks/useShopperLocation.ts';
import { trpc } from '../trpc.ts';
import classes from './CheckoutPage.module.css';

// Stripe.js and its React bindings load only when the server takes real card payments.
const StripePaymentForm = lazy(async () => ({
  default: (await import('../components/StripePaymentForm/StripePaymentForm.tsx')).StripePaymentForm,
}));

const FIELDS = ['firstName', 'lastName', 'email', 'address', 'apartment', 'city', 'state', 'zipCode', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type ShippingForm = Record<Field, string>;
const EMPTY_FORM: ShippingForm = Object.fromEntries(FIELDS.map((field) => [field, ''])) as ShippingForm;

/** Spec section 5: everything but apartment and phone. */
const REQUIRED: readonly Field[] = ['firstName', 'lastName', 'email', 'address', 'city', 'state', 'zipCode'];

const COUNTRY_OPTIONS = CHECKOUT_COUNTRIES.map(({ code, name }) => ({ value: code, label: name }));
const isCheckoutCountry = (code: string) => CHECKOUT_COUNTRIES.some((country) => country.code === code);

const httpStatusOf = (error: unknown) => (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Spec section 8: a 401 at checkout signs the shopper in again after half a second. */
function signInAgain() {
  notify.error('Unauthorized', 'You are logged out. Logging in again...');
  window.setTimeout(() => {
    window.location.href = SIGN_IN_URL;
  }, 500);
}

/** What the server opens a payment (or places a free order) for: the form's contact and shipping details. */
function checkoutInput(form: ShippingForm, priced: { country: string; currency: string; couponCode: string | undefined }): CreatePaymentIntentInput {
  return {
    country: priced.country,
    currency: priced.currency,
    couponCode: priced.couponCode,
    email: form.email.trim(),
    shipping: {
      name: `${form.firstName.trim()} ${form.lastName.trim()}`,
      phone: form.phone.trim() || undefined,
      address: {
        line1: form.address.trim(),
        line2: form.apartment.trim() || undefined,
        city: form.city.trim(),
        state: form.state.trim(),
        postal_code: form.zipCode.trim(),
        country: priced.country,
      },
    },
  };
}

/** The spec's order address (section 3), sent as the billing address with the order. */
const orderAddress = (form: ShippingForm, country: string) => ({
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  email: form.email.trim(),
  phone: form.phone.trim() || undefined,
  address: form.address.trim(),
  apartment: form.apartment.trim() || undefined,
  city: form.city.trim(),
  state: form.state.trim(),
  zipCode: form.zipCode.trim(),
  country,
});

const totalsFromServer = (totals: { subtotal: string; discount: string; tax: string; shipping: string; total: string }): Totals => ({
  subtotal: toCents(totals.subtotal),
  discount: toCents(totals.discount),
  tax: toCents(totals.tax),
  shipping: toCents(totals.shipping),
  total: toCents(totals.total),
});

/**
 * /checkout (spec sections 2, 4, 5, 8): contact and shipping details on the left, the order with its
 * steppers, discount code and server-priced totals on the right, then payment: Stripe's Payment Element,
 * or the demo card form when the shop runs without Stripe. Paying places the order and goes to /?order=success.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const money = useMoney();
  const { lines, subtotal, isLoading: cartLoading } = useCart();
  const { user, isLoading: userLoading } = useCurrentUser();
  const { location, country: shopperCountry, currency, isLoading: locating } = useShopperLocation();
  const config = trpc.checkout.paymentConfig.useQuery();
  const coupon = useCoupon(subtotal, lines.length > 0);
  const createIntent = trpc.checkout.createPaymentIntent.useMutation();
  const confirmDemo = trpc.checkout.confirmDemoPayment.useMutation();
  const placeOrder = trpc.checkout.placeOrder.useMutation();
  const placeFreeOrder = trpc.checkout.placeFreeOrder.useMutation();

  const [form, setForm] = useState<ShippingForm>(EMPTY_FORM);
  const [chosenCountry, setChosenCountry] = useState<string | null>(null);
  const [mode, setMode] = useState<'guest' | 'signin'>('guest');
  const [card, setCard] = useState<DemoCard>(EMPTY_DEMO_CARD);
  const [attempted, setAttempted] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [stripeConfirm, setStripeConfirm] = useState<StripeConfirm | null>(null);
  /** Set once the order exists: the emptied cart must not bounce the shopper back to a product. */
  const placed = useRef(false);

  const country = chosenCountry ?? (isCheckoutCountry(shopperCountry) ? shopperCountry : 'US');
  const emailCheck = useEmailCheck(form.email);

  // Spec section 2: nothing to check out sends the shopper back to what they last looked at.
  useEffect(() => {
    if (!cartLoading && lines.length === 0 && !placed.current) navigate(lastViewedProductPath(), { replace: true });
  }, [cartLoading, lines.length, navigate]);

  // Signed-in customers start from their profile (auth.me has no phone, so that stays blank).
  useEffect(() => {
    if (!user) return;
    setForm((current) => ({
      ...current,
      firstName: current.firstName || user.firstName || '',
      lastName: current.lastName || user.lastName || '',
      email: current.email || user.email || '',
    }));
  }, [user]);

  const change = (field: Field, value: string) => setForm((current) => ({ ...current, [field]: value }));

  // What the server prices: the cart (read from the session), the coupon, the country and the currency.
  // The address prices nothing: it is sent when the shopper pays, which opens the payment.
  const cartKey = lines.map((line) => `${line.id}:${line.variantId ?? ''}:${line.quantity}`).join(',');
  const quoteInput = useMemo<QuoteInput | null>(
    () => (lines.length === 0 || locating ? null : { country, currency, couponCode: coupon.applied?.code ?? undefined }),
    [lines.length, locating, country, currency, coupon.applied?.code],
  );
  const quote = useCheckoutQuote(quoteInput, cartKey);

  const estimate = orderTotals({
    lines: lines.map(priceableLine),
    coupon: coupon.terms,
    shippingCents: shippingCentsFor(country),
  });
  const totals = quote.latest ? totalsFromServer(quote.latest.totals) : estimate;
  const provider = config.data?.provider ?? null;
  const isStripe = provider === 'stripe' && Boolean(config.data?.publishableKey);
  /** A coupon covers everything: the order is placed without a payment (a card cannot be charged $0). */
  const nothingToPay = quote.fresh && quote.latest?.amount === 0;

  const onStripeReady = useCallback((confirm: StripeConfirm | null) => setStripeConfirm(() => confirm), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (processing) return;
    setAttempted(true);
    if (REQUIRED.some((field) => form[field].trim() === '')) {
      notify.error('Missing information', 'Please fill in all required shipping information.');
      return;
    }
    if (emailBlocksSubmit(emailCheck)) {
      notify.error('Invalid email', 'Please enter a valid email address before proceeding.');
      return;
    }
    if (provider === 'demo' && !nothingToPay && card.number.replace(/\s/g, '') === '') {
      notify.error('Payment failed', 'Please enter the card number');
      return;
    }

    setProcessing(true);
    try {
      const shownTotal = totals.total;
      const checkout = checkoutInput(form, { country, currency, couponCode: coupon.applied?.code });
      const address = orderAddress(form, country);
      const orderFailed = (error: unknown) => {
        if (httpStatusOf(error) === 401) signInAgain();
        else notify.error('Order failed', messageOf(error));
      };

      if (nothingToPay) {
        try {
          await placeFreeOrder.mutateAsync({ ...checkout, guestEmail: user ? undefined : address.email, billingAddress: address });
        } catch (error) {
          orderFailed(error);
          return;
        }
      } else {
        /**
         * Opens the payment for exactly this cart and address, which holds the prints for this shopper
         * while they pay; null, after saying why, when it cannot (sold out meanwhile, a changed total).
         */
        const openPayment = async () => {
          let intent;
          try {
            intent = await createIntent.mutateAsync(checkout);
          } catch (error) {
            const status = httpStatusOf(error);
            notify.error(QUOTE_FAILED, status && status < 500 ? messageOf(error) : 'The payment form could not be prepared.');
            return null;
          }
          if (toCents(intent.totals.total) !== shownTotal) {
            notify.error('Your total was updated', 'Please review the new total before paying.');
            return null;
          }
          return intent;
        };

        let paidIntentId: string;
        if (isStripe) {
          if (!stripeConfirm) {
            notify.error('Payment processing failed', 'The payment form is still loading. Please try again.');
            return;
          }
          const result = await stripeConfirm(async () => (await openPayment())?.clientSecret ?? null).catch(
            (error: unknown) => ({ ok: false as const, declined: false, message: messageOf(error) }),
          );
          if (!result) return; // openPayment has said what went wrong.
          if (!result.ok) {
            if (result.declined) notify.error('Payment failed', result.message);
            else notify.error('Payment processing failed', 'Please try again or contact support.');
            return;
          }
          paidIntentId = result.paymentIntentId;
        } else {
          const intent = await openPayment();
          if (!intent) return;
          try {
            const paid = await confirmDemo.mutateAsync({ clientSecret: intent.clientSecret, cardNumber: card.number });
            paidIntentId = paid.paymentIntentId;
          } catch (error) {
            if (httpStatusOf(error) === 402) notify.error('Payment failed', messageOf(error));
            else notify.error('Payment processing failed', 'Please try again or contact support.');
            return;
          }
        }

        try {
          await placeOrder.mutateAsync({
            paymentIntentId: paidIntentId,
            guestEmail: user ? undefined : address.email,
            billingAddress: address,
          });
        } catch (error) {
          orderFailed(error);
          return;
        }
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

  if (cartLoading || lines.length === 0) return <CheckoutSkeleton />;

  const fieldClasses = { label: classes.label, input: classes.input };
  const field = (name: Field, label: string, props: { optional?: boolean; autoComplete?: string; type?: string } = {}) => {
    const missing = attempted && !props.optional && form[name].trim() === '';
    return (
      <TextInput
        label={props.optional ? <>{label} <span className={classes.optional}>(optional)</span></> : label}
        required={!props.optional}
        withAsterisk={false}
        value={form[name]}
        onChange={(event) => change(name, event.currentTarget.value)}
        autoComplete={props.autoComplete}
        type={props.type}
        disabled={processing}
        error={missing ? `${label} is required` : null}
        classNames={fieldClasses}
      />
    );
  };

  const visitor = !user && !userLoading;
  const payLabel = processing ? 'Processing…' : nothingToPay ? 'Place order' : `Pay ${money(totals.total)}`;

  return (
    <Container className={classes.page}>
      <header className={classes.header}>
        <Link href="/cart" className={classes.back}>
          <IconArrowLeft size={15} stroke={1.4} aria-hidden="true" />
          Back to bag
        </Link>
        <p className={classes.eyebrow}>Secure checkout</p>
        <h1 className={classes.title}>Checkout</h1>
      </header>

      {location?.sanctionedMessage && (
        <div className={classes.sanctioned}>
          <FormAlert>{location.sanctionedMessage}</FormAlert>
        </div>
      )}

      <div className={classes.layout}>
        <div className={classes.main}>
          {visitor && (
            <div className={classes.tabs} role="tablist" aria-label="How would you like to check out?">
              <button
                type="button"
                role="tab"
                aria-selected={mode === 'guest'}
                className={classes.tab}
                onClick={() => setMode('guest')}
              >
                Continue as guest
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={mode === 'signin'}
                className={classes.tab}
                onClick={() => setMode('signin')}
              >
                Sign in
              </button>
            </div>
          )}

          {visitor && mode === 'signin' ? (
            <section className={classes.signIn} role="tabpanel" aria-label="Sign in">
              <h2 className={classes.sectionTitle}>Welcome back</h2>
              <p className={classes.lead}>
                Sign in with a one-time code sent to your e-mail: your details are filled in for you and the order is
                kept in your account. Your bag stays as it is.
              </p>
              <div className={classes.signInActions}>
                <Button renderRoot={(props) => <Link href="/login" {...props} />} size="md">
                  Sign in
                </Button>
                <Button variant="subtle" color="charcoal.8" size="md" onClick={() => setMode('guest')}>
                  Continue as guest
                </Button>
              </div>
            </section>
          ) : (
            <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={processing || undefined}>
              <Section number={1} title="Contact">
                {user && (
                  <p className={classes.signedIn}>
                    Signed in as <strong>{user.email}</strong>
                  </p>
                )}
                <EmailCheckField
                  value={form.email}
                  onChange={(value) => change('email', value)}
                  check={emailCheck}
                  forceMessage={attempted}
                  disabled={processing}
                  classNames={fieldClasses}
                />
                {!user && <p className={classes.hint}>Your receipt and shipping updates go here.</p>}
              </Section>

              <Section number={2} title="Shipping address">
                <div className={classes.grid}>
                  {field('firstName', 'First name', { autoComplete: 'given-name' })}
                  {field('lastName', 'Last name', { autoComplete: 'family-name' })}
                  <div className={classes.wide}>{field('address', 'Address', { autoComplete: 'address-line1' })}</div>
                  <div className={classes.wide}>
                    {field('apartment', 'Apartment, suite, etc.', { optional: true, autoComplete: 'address-line2' })}
                  </div>
                  {field('city', 'City', { autoComplete: 'address-level2' })}
                  {field('state', 'State / Province', { autoComplete: 'address-level1' })}
                  {field('zipCode', 'ZIP / Postal code', { autoComplete: 'postal-code' })}
                  <Select
                    label="Country"
                    data={COUNTRY_OPTIONS}
                    value={country}
                    onChange={(value) => value && setChosenCountry(value)}
                    allowDeselect={false}
                    searchable
                    disabled={processing}
                    autoComplete="country"
                    comboboxProps={{ shadow: 'md' }}
                    classNames={fieldClasses}
                  />
                  <div className={classes.wide}>{field('phone', 'Phone', { optional: true, autoComplete: 'tel', type: 'tel' })}</div>
                </div>
              </Section>

              <Section number={3} title="Payment">
                {config.isError ? (
                  <FormAlert>The payment form could not be loaded. Please refresh the page.</FormAlert>
                ) : !provider ? (
                  <Skeleton height={180} radius={0} />
                ) : nothingToPay ? (
                  <p className={classes.lead}>Your coupon covers the whole order, so there is nothing to pay.</p>
                ) : isStripe ? (
                  quote.latest ? (
                    <Suspense fallback={<Skeleton height={180} radius={0} />}>
                      <StripePaymentForm
                        publishableKey={config.data!.publishableKey!}
                        amount={quote.latest.amount}
                        currency={quote.latest.currency}
                        onConfirmReady={onStripeReady}
                      />
                      <p className={classes.hint}>
                        <IconBuildingBank size={14} stroke={1.4} aria-hidden="true" /> Card or US bank account.
                      </p>
                    </Suspense>
                  ) : (
                    <Skeleton height={180} radius={0} />
                  )
                ) : (
                  <DemoCardForm value={card} onChange={setCard} disabled={processing} />
                )}

                <Button
                  type="submit"
                  size="lg"
                  fullWidth
                  loading={false}
                  disabled={processing || !provider || !quote.fresh || (isStripe && !nothingToPay && !stripeConfirm)}
                  leftSection={processing ? <IconRefresh size={16} stroke={1.5} className={classes.spin} /> : <IconLock size={16} stroke={1.5} />}
                  className={classes.pay}
                  data-processing={processing || undefined}
                >
                  {payLabel}
                </Button>

                <ul className={classes.trust}>
                  <li>
                    <IconShieldCheck size={16} stroke={1.4} aria-hidden="true" />
                    <span>Secure checkout: your card details go straight to our payment provider, encrypted.</span>
                  </li>
                  <li>
                    <IconLock size={16} stroke={1.4} aria-hidden="true" />
                    <span>The charge appears on your statement under the name of our parent company.</span>
                  </li>
                  <li>
                    <IconRefresh size={16} stroke={1.4} aria-hidden="true" />
                    <span>
                      Returns within 7 days of your order — see our <Link href="/refund-policy">refund policy</Link>.
                    </span>
                  </li>
                </ul>
              </Section>
            </form>
          )}
        </div>

        <aside className={classes.aside} aria-label="Order summary">
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
          />
        </aside>
      </div>
    </Container>
  );
}

function Section({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={`checkout-step-${number}`}>
      <h2 id={`checkout-step-${number}`} className={classes.sectionTitle}>
        <span className={classes.step} aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      <div className={classes.sectionBody}>{children}</div>
    </section>
  );
}

function CheckoutSkeleton() {
  return (
    <Container className={classes.page} aria-busy="true" aria-label="Loading checkout">
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
