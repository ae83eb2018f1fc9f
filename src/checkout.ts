import { z } from 'zod';
import { EMAIL_MESSAGE, EmailAddress } from './auth.ts';
import { CountryCode, CurrencyCode } from './location.ts';
import { GiftCardCode } from './gift-cards.ts';
import { tx } from './i18n-text.ts';
import { optionalText, requiredText, text } from './text.ts';

/**
 * Checkout calls (spec sections 3, 5, 7): what the server parses and what it answers. Amounts the
 * client sends are claims only; the server prices from its own cart, coupon and location.
 */

const Money = z.string().regex(/^-?\d+\.\d{2}$/);

/** The checkout form's labels, which its messages name ('State / Province is required'). */
const STATE = 'State / Province';
const POSTAL_CODE = 'ZIP / Postal code';

// ---- E-mail check (spec section 5, "Checkout e-mail") ----

export const EMAIL_VALID = tx('Email is valid');
export const EMAIL_REQUIRED = tx('Email is required');

// Any text up to the limit: the verdict is the answer (emailVerdict refuses control characters and the like
// as an invalid address), and the address goes nowhere else.
export const ValidateEmailInput = z.strictObject({ email: z.string({ message: EMAIL_REQUIRED }).max(255, EMAIL_MESSAGE) });
export type ValidateEmailInput = z.input<typeof ValidateEmailInput>;

export const EmailValidation = z.object({ valid: z.boolean(), message: z.string() });
export type EmailValidation = z.infer<typeof EmailValidation>;

/**
 * The checkout e-mail: shorter than 5 characters is 'Email is required', then it must be an address
 * ('Please enter a valid email address'; one without an @ and a dot never is).
 */
export const CheckoutEmail = z
  .string({ message: EMAIL_REQUIRED })
  .trim()
  .min(5, EMAIL_REQUIRED)
  .max(255, EMAIL_MESSAGE)
  .pipe(EmailAddress);

/** The verdict the checkout form gives before asking the server, and the server's own answer. */
export function emailVerdict(email: string): EmailValidation {
  const parsed = CheckoutEmail.safeParse(email);
  return parsed.success ? { valid: true, message: EMAIL_VALID } : { valid: false, message: parsed.error.issues[0]?.message ?? EMAIL_MESSAGE };
}

// ---- Payment intent (spec section 7, POST /api/create-payment-intent) ----

export const ShippingInput = z.strictObject({
  name: requiredText('Name', 200),
  phone: optionalText('Phone', 30),
  address: z.strictObject({
    line1: requiredText('Address', 200),
    line2: optionalText('Apartment', 200),
    city: requiredText('City', 100),
    state: requiredText(STATE, 100),
    postal_code: requiredText(POSTAL_CODE, 20),
    country: CountryCode,
  }),
});

export const CreatePaymentIntentInput = z.strictObject({
  country: CountryCode,
  region: optionalText('Region', 100),
  currency: CurrencyCode.optional(),
  couponCode: optionalText('A coupon code', 50),
  /** Pays what it holds of the order; the card provider is asked for the rest. */
  giftCardCode: GiftCardCode.optional(),
  shipping: ShippingInput,
  email: EmailAddress.optional(),
  /**
   * The checkout's "e-mail me" box: a yes to marketing e-mail (a reminder, new prints, offers) for this
   * address, which the EU, the UK and Canada require before any (src/marketing.ts).
   */
  marketingConsent: z.boolean({ message: 'marketingConsent must be true or false' }).optional(),
  /** Travels with the payment request, so that sanctions refuse it before anything is charged. */
  billingAddress: z.lazy(() => OrderAddress).nullish(),
  /** The client's idea of the total in minor units: ignored for charging (DESIGN.md section 5). */
  amount: z.number().nonnegative().optional(),
});
export type CreatePaymentIntentInput = z.input<typeof CreatePaymentIntentInput>;

export const CheckoutTotals = z.object({ subtotal: Money, discount: Money, tax: Money, shipping: Money, total: Money });
export type CheckoutTotals = z.infer<typeof CheckoutTotals>;

/** The gift card a checkout spends: its last four, and what it pays of the total (US dollars). */
export const AppliedGiftCard = z.object({ last4: z.string(), amount: Money }).nullable();
export type AppliedGiftCard = z.infer<typeof AppliedGiftCard>;

// ---- Quote: the checkout summary's prices, before any payment is opened ----

/** What prices a checkout: where it ships (the shipping cost), the currency and the coupon; the cart is the session's. */
export const QuoteInput = z.strictObject({
  country: CountryCode,
  region: optionalText('Region', 100),
  currency: CurrencyCode.optional(),
  couponCode: optionalText('A coupon code', 50),
  giftCardCode: GiftCardCode.optional(),
});
export type QuoteInput = z.input<typeof QuoteInput>;

export const CheckoutQuote = z.object({
  /** What a payment would charge, in minor units of `currency`; 0 when a coupon or a gift card covers everything. */
  amount: z.number().int(),
  /** Lower case, as payment providers take it. */
  currency: z.string(),
  /** US dollars. */
  totals: CheckoutTotals,
  giftCard: AppliedGiftCard,
});
export type CheckoutQuote = z.infer<typeof CheckoutQuote>;

export const PaymentIntentAnswer = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** What will be charged, in minor units of `currency`. */
  amount: z.number().int(),
  /** Lower case, as payment providers take it. */
  currency: z.string(),
  /** US dollars. */
  totals: CheckoutTotals,
  giftCard: AppliedGiftCard,
});
export type PaymentIntentAnswer = z.infer<typeof PaymentIntentAnswer>;

export const PaymentConfig = z.object({ provider: z.enum(['stripe', 'demo']), publishableKey: z.string().nullable() });
export type PaymentConfig = z.infer<typeof PaymentConfig>;

export const ConfirmDemoPaymentInput = z.strictObject({
  clientSecret: requiredText('clientSecret', 600),
  cardNumber: text('Card number', { max: 30, required: tx('Please enter the card number') }),
});

// ---- Orders (spec section 3, "Order payload") ----

/**
 * A shipping or billing address as the checkout form sends it. The form validates with this schema too,
 * so its messages are the ones the shopper sees under each field (spec section 5), in their language:
 * each written out for the catalogs (src/text.ts, FieldMessages).
 */
export const OrderAddress = z.object({
  firstName: requiredText('First name', 100, { required: tx('First name is required'), tooLong: tx('First name has at most 100 characters') }),
  lastName: requiredText('Last name', 100, { required: tx('Last name is required'), tooLong: tx('Last name has at most 100 characters') }),
  email: CheckoutEmail,
  phone: optionalText('Phone', 30, { tooLong: tx('Phone has at most 30 characters') }),
  address: requiredText('Address', 200, { required: tx('Address is required'), tooLong: tx('Address has at most 200 characters') }),
  apartment: optionalText('Apartment', 100, { tooLong: tx('Apartment has at most 100 characters') }),
  city: requiredText('City', 100, { required: tx('City is required'), tooLong: tx('City has at most 100 characters') }),
  state: requiredText(STATE, 100, { required: tx('State / Province is required'), tooLong: tx('State / Province has at most 100 characters') }),
  zipCode: requiredText(POSTAL_CODE, 20, { required: tx('ZIP / Postal code is required'), tooLong: tx('ZIP / Postal code has at most 20 characters') }),
  country: CountryCode,
});
export type OrderAddress = z.output<typeof OrderAddress>;

/**
 * The spec's order payload. Only the intent id decides what the order holds: the amounts, items,
 * coupon and shipping address it also carries are dropped unread (the server's snapshot wins).
 */
export const PlaceOrderInput = z.object({
  paymentIntentId: requiredText('paymentIntentId', 255),
  guestEmail: EmailAddress.nullish(),
  email: EmailAddress.nullish(),
  billingAddress: OrderAddress.nullish(),
});
export type PlaceOrderInput = z.input<typeof PlaceOrderInput>;

/** An order whose total is zero (a coupon covers it all): placed at once, without a payment. */
export const PlaceFreeOrderInput = CreatePaymentIntentInput.omit({ amount: true }).extend({
  guestEmail: EmailAddress.nullish(),
});
export type PlaceFreeOrderInput = z.input<typeof PlaceFreeOrderInput>;
