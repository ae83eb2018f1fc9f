import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Radio, SegmentedControl, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { findCurrency } from '../../../src/currencies.ts';
import { BuyGiftCardInput, GIFT_CARD_DELIVERY_MAX_DAYS, GIFT_CARD_MESSAGE_MAX, GIFT_CARD_PRESETS_CENTS } from '../../../src/gift-cards.ts';
import { pathTo } from '../../../src/page-routes.ts';
import { convertAmount, toMinorUnits } from '../../../src/pricing.ts';
import { addDays, formatDayLong, shopDate } from '../../../src/shop-time.ts';
import { toCents } from '../../../src/money.ts';
import { useCardPayment } from '../../hooks/useCardPayment.ts';
import { useQuoteFailure } from '../../hooks/useCheckoutQuote.ts';
import { useCurrentUser } from '../../hooks/useCurrentUser.ts';
import { useMoney, useShopperLocation } from '../../hooks/useShopperLocation.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { CheckoutPayment } from '../CheckoutPayment/CheckoutPayment.tsx';
import { CheckoutSection, checkoutFieldClasses } from '../CheckoutSection/CheckoutSection.tsx';
import classes from './GiftCardPurchase.module.css';

const OTHER = 'other';

interface Values {
  preset: string;
  other: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  when: 'now' | 'day';
  deliverOn: string;
  senderName: string;
  email: string;
}

/** The amount chosen, as the schema reads it: a preset's dollars, or what was typed. */
const amountOf = (values: Values) => (values.preset === OTHER ? values.other : String(Number(values.preset) / 100));

const toInput = (values: Values, country: string, currency: string) => ({
  amount: amountOf(values),
  recipientName: values.recipientName,
  recipientEmail: values.recipientEmail,
  message: values.message,
  senderName: values.senderName,
  email: values.email || undefined,
  ...(values.when === 'day' ? { deliverOn: values.deliverOn } : {}),
  country,
  currency,
});

const check = zod4Resolver(BuyGiftCardInput, { errorPriority: 'first' });

/**
 * /gift-cards' form (issue 39): the amount (a preset or $25 to $2,000), who it is for, a message of at
 * most 300 characters, today or a day up to a year ahead, who it is from, and the payment, as the
 * checkout takes it (CheckoutPayment, useCardPayment). The payment is opened for exactly this card when
 * the buyer pays; the order made from it makes the card (server: checkout/gift-card-sale.ts).
 */
export function GiftCardPurchase({ onAmount }: { onAmount: (cents: number | null, recipient: string) => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const { user } = useCurrentUser();
  const { country, currency } = useShopperLocation();
  const config = trpc.checkout.paymentConfig.useQuery();
  const buy = trpc.giftCards.buy.useMutation();
  const placeOrder = trpc.checkout.placeOrder.useMutation();
  const openFailure = useQuoteFailure();
  const provider = config.data?.provider ?? null;
  const isStripe = provider === 'stripe' && Boolean(config.data?.publishableKey);
  const payment = useCardPayment({ provider, isStripe });
  const [processing, setProcessing] = useState(false);
  const [done, setDone] = useState<{ recipient: string; email: string; day: string | null } | null>(null);
  const today = shopDate(new Date());
  const form = useForm<Values>({
    initialValues: { preset: String(GIFT_CARD_PRESETS_CENTS[1]), other: '', recipientName: '', recipientEmail: '', message: '', when: 'now', deliverOn: addDays(today, 1), senderName: '', email: '' },
    validate: (values) => check(toInput(values, country, currency)) as Record<string, string>,
    onValuesChange: (values) => {
      const cents = /^\d{1,4}(\.\d{1,2})?$/.test(amountOf(values)) ? toCents(amountOf(values)) : null;
      onAmount(cents, values.recipientName);
    },
  });

  const amountText = amountOf(form.values);
  const cents = /^\d{1,4}(\.\d{1,2})?$/.test(amountText) ? toCents(amountText) : null;
  const chargeCurrency = findCurrency(currency) ?? findCurrency('USD')!;
  const charge = cents ? { amount: toMinorUnits(convertAmount(cents / 100, 1, chargeCurrency.rate), chargeCurrency.code), currency: chargeCurrency.code.toLowerCase() } : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (processing || form.validate().hasErrors) return;
    // A guest's receipt needs their address; a customer's goes to their account's.
    if (!user && form.values.email.trim() === '') {
      form.setFieldError('email', t`Please enter your email address`);
      return;
    }
    if (payment.cardMissing()) return;
    const input = toInput(form.values, country, currency);
    setProcessing(true);
    try {
      const paymentIntentId = await payment.pay(() =>
        buy.mutateAsync(input).catch((error: unknown) => {
          openFailure(error);
          return null;
        }),
      );
      if (!paymentIntentId) return;
      await placeOrder.mutateAsync({ paymentIntentId, guestEmail: user ? undefined : input.email });
      setDone({ recipient: form.values.recipientName, email: form.values.recipientEmail, day: form.values.when === 'day' ? form.values.deliverOn : null });
    } catch (error) {
      notify.error(t`Order failed`, errorMessage(error));
    } finally {
      setProcessing(false);
    }
  }

  if (done) return <Thanks {...done} />;

  const total = cents ? money(cents) : '';
  const used = form.values.message.length;
  const max = GIFT_CARD_MESSAGE_MAX;
  const presets = [
    ...GIFT_CARD_PRESETS_CENTS.map((preset) => ({ value: String(preset), label: money(preset).replace(/[.,]00(?=\D*$)/, '') })),
    { value: OTHER, label: t`Other` },
  ];
  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={processing || undefined}>
      <CheckoutSection number={1} title={t`The card`}>
        <SegmentedControl aria-label={t`Amount`} fullWidth data={presets} {...form.getInputProps('preset')} className={classes.presets} />
        {form.values.preset === OTHER && (
          <TextInput
            label={t`Amount in US dollars, 25 to 2,000`}
            inputMode="decimal"
            classNames={checkoutFieldClasses}
            {...form.getInputProps('other')}
            error={form.errors.amount}
          />
        )}
        {form.values.preset !== OTHER && form.errors.amount && <p className={classes.error}>{form.errors.amount}</p>}
        <Textarea
          label={t`Your message (optional)`}
          description={t`${used} of ${max} characters`}
          autosize
          minRows={3}
          maxLength={GIFT_CARD_MESSAGE_MAX}
          classNames={checkoutFieldClasses}
          {...form.getInputProps('message')}
        />
      </CheckoutSection>
      <CheckoutSection number={2} title={t`For and from`}>
        <div className={classes.pair}>
          <TextInput label={t`Recipient's name`} classNames={checkoutFieldClasses} {...form.getInputProps('recipientName')} />
          <TextInput label={t`Recipient's e-mail`} type="email" classNames={checkoutFieldClasses} {...form.getInputProps('recipientEmail')} />
        </div>
        <Radio.Group label={t`When should it arrive?`} {...form.getInputProps('when')} classNames={{ label: checkoutFieldClasses.label }}>
          <div className={classes.when}>
            <Radio value="now" label={t`Now`} color="bronze" />
            <Radio value="day" label={t`On a day of my choosing`} color="bronze" />
          </div>
        </Radio.Group>
        {form.values.when === 'day' && (
          <TextInput
            label={t`Delivery day`}
            type="date"
            min={today}
            max={addDays(today, GIFT_CARD_DELIVERY_MAX_DAYS)}
            classNames={checkoutFieldClasses}
            {...form.getInputProps('deliverOn')}
          />
        )}
        <div className={classes.pair}>
          <TextInput label={t`Your name`} classNames={checkoutFieldClasses} {...form.getInputProps('senderName')} />
          {!user && <TextInput label={t`Your e-mail, for the receipt`} type="email" classNames={checkoutFieldClasses} {...form.getInputProps('email')} />}
        </div>
      </CheckoutSection>
      <CheckoutPayment
        config={config.data ?? null}
        configFailed={config.isError}
        charge={charge}
        nothingToPay={false}
        onStripeReady={payment.onStripeReady}
        card={payment.card}
        onCardChange={payment.setCard}
        processing={processing}
        ready={Boolean(provider) && cents !== null && (!isStripe || payment.stripeReady)}
        payLabel={processing ? t`Processing…` : cents ? t`Pay ${total}` : t`Pay`}
        giftCardSale
      />
    </form>
  );
}

/** In place of the form once the card is bought, brought into view (the form above it was long) and focused for screen readers. */
function Thanks({ recipient, email, day: chosen }: { recipient: string; email: string; day: string | null }) {
  const day = chosen ? formatDayLong(chosen) : null;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus();
  }, []);
  return (
    <div className={classes.done} role="status" tabIndex={-1} ref={ref}>
        <IconCircleCheck className={classes.doneMark} size={36} stroke={1.2} aria-hidden="true" />
        <h2 className={classes.doneTitle}>
          <Trans>Thank you!</Trans>
        </h2>
        <p>
          {day ? (
            <Trans>
              Your gift card for {recipient} will be sent to {email} on {day}. Your receipt is in your inbox.
            </Trans>
          ) : (
            <Trans>Your gift card for {recipient} is on its way to {email}. Your receipt is in your inbox.</Trans>
          )}
        </p>
        <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />} variant="outline" color="charcoal.8">
          <Trans>Browse the prints</Trans>
        </Button>
      </div>
    );
}
