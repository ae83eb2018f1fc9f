import { createHash } from 'node:crypto';

/**
 * The shop's one view of card payments. Two providers answer it: Stripe when its keys are set, and a
 * demo that charges nothing otherwise (DESIGN.md section 3). Callers never see a Stripe type, so the
 * checkout and order code is the same for both.
 */

export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;

export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

export interface ShippingDetails {
  name: string;
  phone?: string;
  address: {
    line1: string;
    line2?: string;
    city: string;
    state?: string;
    postal_code: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
  };
}

export interface PaymentIntentRequest {
  /** In the currency's smallest unit: cents, or whole yen (src/pricing.ts toMinorUnits). */
  amountMinor: number;
  /** ISO 4217, lower case. */
  currency: string;
  /**
   * Ties retries to one checkout: the same checkout asking again with the same details gets the same
   * intent back, and any change (total, currency, shipping, metadata) gets a new one.
   */
  checkoutKey: string;
  /**
   * Comes back on every view and webhook, so an order can be built from the intent alone. Ids only:
   * the demo provider carries it inside its intent ids (room for about 120 characters of JSON), and
   * Stripe allows 50 keys of 40 characters with values of 500.
   */
  metadata: Record<string, string>;
  /** Stripe e-mails its own receipt here in live mode. */
  customerEmail?: string;
  shipping?: ShippingDetails;
}

/** What a webhook tells about an intent: everything but the client secret. */
export interface PaymentIntentState {
  id: string;
  amountMinor: number;
  currency: string;
  status: PaymentIntentStatus;
  /** 'card', 'us_bank_account', ...; null until a payment method is attached. */
  paymentMethodType: string | null;
  metadata: Record<string, string>;
}

export interface PaymentIntentView extends PaymentIntentState {
  /** Handed to the browser, which confirms the payment with it. */
  clientSecret: string;
}

export interface IntentChanges {
  amountMinor: number;
  currency: string;
  /** Merged into the intent's metadata, as Stripe does: keys given are set, a key given as '' is removed. */
  metadata: Record<string, string>;
}

export interface WebhookEvent {
  id: string;
  /** e.g. 'payment_intent.succeeded'. */
  type: string;
  /** The intent as it was when the event was sent; null when the event is about something else. */
  intent: PaymentIntentState | null;
  /** A refund event's refund (refund.created, refund.updated); null otherwise. */
  refund: ProviderRefund | null;
  /** The intent whose charge a charge event is about (charge.refunded); null otherwise. */
  chargeIntentId: string | null;
}

/** A refund as the provider keeps it, whoever made it (the shop, or someone in the provider's dashboard). */
export interface ProviderRefund {
  id: string;
  paymentIntentId: string;
  amountMinor: number;
  status: ProviderRefundStatus;
  /** The shop's own record of it (RefundRequest.shopRefundId); null for one made in the provider's dashboard. */
  shopRefundId: string | null;
}

interface ProviderMethods {
  /** For the browser's payment form; null for the demo, which needs none. */
  publishableKey: string | null;
  createIntent(request: PaymentIntentRequest): Promise<PaymentIntentView>;
  /**
   * Only while no payment is under way (PaymentError 'intent_unexpected_state' after that). Use the
   * returned id from then on: the demo's ids carry their state, so its updates get a new one.
   */
  updateIntent(id: string, changes: IntentChanges): Promise<PaymentIntentView>;
  /** null for an id the provider does not know (or, for the demo, did not sign). */
  retrieveIntent(id: string): Promise<PaymentIntentView | null>;
  /**
   * Verifies the signature over the raw body; throws WebhookSignatureError when it does not hold,
   * WebhookBodyError when the signed body is not an event.
   */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): WebhookEvent;
  /**
   * Closes a payment the shop no longer wants paid (its checkout was replaced or its hold expired),
   * so the shopper can no longer complete it. Safe to repeat. Says the intent's status afterwards:
   * 'canceled', or the status that kept it open (a payment already succeeded or under way).
   */
  cancelIntent(id: string): Promise<PaymentIntentStatus>;
  /**
   * Gives `amountMinor` of a succeeded payment back, once per idempotency key however often it is
   * asked (without a key, one derived from the intent: the whole payment, once). `reason` is kept
   * with the refund. The provider refuses more than is left of the payment.
   */
  refundPayment(id: string, request: RefundRequest): Promise<RefundResult>;
  /** Every refund of the intent's payment, made by the shop or elsewhere. */
  listRefunds(intentId: string): Promise<ProviderRefund[]>;
}

export interface RefundRequest {
  amountMinor: number;
  /** Why, for the provider's records (e.g. which print sold out). */
  reason: string;
  /** One refund per key: a repeated request with it gets the first refund back. */
  idempotencyKey?: string;
  /**
   * The shop's record of this refund, kept with it at the provider: a refund whose answer was lost is
   * found again among the payment's refunds (listRefunds) by it.
   */
  shopRefundId?: string;
}

/** A refund's state at the provider: card refunds usually succeed at once, bank refunds take days. */
export const PROVIDER_REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type ProviderRefundStatus = (typeof PROVIDER_REFUND_STATUSES)[number];

export interface RefundResult {
  /** The provider's refund id (re_… for Stripe). */
  refundId: string;
  status: ProviderRefundStatus;
}

export interface StripePayments extends ProviderMethods {
  kind: 'stripe';
}

export interface DemoCard {
  /** Spaces and dashes are ignored. */
  cardNumber: string;
}

export interface DemoPayments extends ProviderMethods {
  kind: 'demo';
  /** Stands in for the browser-side confirmation Stripe.js does with the client secret. */
  confirm(clientSecret: string, card: DemoCard): Promise<PaymentIntentView>;
}

export type PaymentProvider = StripePayments | DemoPayments;

export type PaymentErrorCode =
  | 'amount_too_small'
  | 'card_declined'
  | 'incorrect_number'
  | 'intent_not_found'
  | 'intent_unexpected_state'
  /** The provider is down or does not answer in time; the message says what the shopper should do. */
  | 'provider_unavailable'
  /** The provider will not make this refund (more than is left, a disputed or non-refundable charge); asking again changes nothing. */
  | 'refund_refused'
  /** The provider refused the shop's own request (its keys, its rights): the message says what it answered. */
  | 'provider_error';

/** A refusal the shopper or the checkout can act on; its message can be shown as is. */
export class PaymentError extends Error {
  override name = 'PaymentError';
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A webhook whose signature does not verify, or that arrives when no webhook secret is configured. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** A correctly signed body that is not an event the shop can read; answered 400, nothing done. */
export class WebhookBodyError extends Error {
  override name = 'WebhookBodyError';
}

export const isPaymentIntentStatus = (value: string): value is PaymentIntentStatus =>
  (PAYMENT_INTENT_STATUSES as readonly string[]).includes(value);

/**
 * A digest of everything a create request says. Equal requests get equal digests (a retry replays the
 * intent); any difference gets a new one, which a provider needs because Stripe refuses a reused
 * idempotency key whose parameters differ.
 */
export function requestDigest(request: PaymentIntentRequest): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/** JSON with object keys sorted, so the same data always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
