import { tx } from '../../../src/i18n-text.ts';
import Stripe from 'stripe';
import { ConfigError } from '../../env.ts';
import { readStripeEvent } from './stripe-event.ts';
import { isStripeOutage, PAYMENT_UNCONFIRMED, PAYMENTS_UNAVAILABLE, STRIPE_TIMEOUT_MS } from './stripe-outage.ts';
import {
  isPaymentIntentStatus,
  PaymentError,
  requestDigest,
  WebhookSignatureError,
  type PaymentIntentRequest,
  type PaymentIntentState,
  type PaymentIntentView,
  type ProviderRefund,
  type ProviderRefundStatus,
  type StripePayments,
} from './payment-provider.ts';

/**
 * Payments through Stripe's API with the official SDK.
 *
 * The API version is written out rather than taken from the SDK: requests and webhooks are shaped by
 * it (23.0.0 removed `payment_method_types` from PaymentIntent params), so it changes only on purpose.
 * Typing it as the SDK's LatestApiVersion makes an SDK upgrade that moves the version fail to compile.
 */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Without it every webhook is refused. */
  webhookSecret?: string | undefined;
  /** Another Stripe-compatible server (tests point it at a local stand-in); Stripe's own API when unset. */
  apiBase?: string | undefined;
  /** Per try; STRIPE_TIMEOUT_MS unless a test waits less for a stand-in that never answers. */
  timeoutMs?: number;
}

/**
 * ACH debits (us_bank_account) exist for USD only. Stripe picks from this list what suits the intent,
 * and `allowed_payment_method_types` is the only way to say it since API 2026-09-30.
 */
const allowedMethods = (currency: string): Stripe.PaymentIntentCreateParams.AllowedPaymentMethodType[] =>
  currency === 'usd' ? ['card', 'us_bank_account'] : ['card'];

export function createStripeProvider(settings: StripeSettings): StripePayments {
  const stripe = new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // A retry reuses the request's idempotency key, so it cannot create a second intent.
    maxNetworkRetries: 1,
    timeout: settings.timeoutMs ?? STRIPE_TIMEOUT_MS,
    ...(settings.apiBase ? endpoint(settings.apiBase) : {}),
  });

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent(request: PaymentIntentRequest) {
      const currency = request.currency.toLowerCase();
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountMinor,
            currency,
            allowed_payment_method_types: allowedMethods(currency),
            metadata: request.metadata,
            ...(request.customerEmail ? { receipt_email: request.customerEmail } : {}),
            ...(request.shipping ? { shipping: request.shipping } : {}),
          },
          { idempotencyKey: `checkout-${requestDigest(request)}` },
        );
        return toView(intent);
      } catch (error) {
        throw translate(error);
      }
    },

    async updateIntent(id, changes) {
      const currency = changes.currency.toLowerCase();
      try {
        const intent = await stripe.paymentIntents.update(id, {
          amount: changes.amountMinor,
          currency,
          allowed_payment_method_types: allowedMethods(currency),
          metadata: changes.metadata,
        });
        return toView(intent);
      } catch (error) {
        throw translate(error);
      }
    },

    async retrieveIntent(id) {
      try {
        // Expanded so the view can tell a card from a bank debit.
        return toView(await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));
      } catch (error) {
        // The browser asks after paying: the payment may well have been made.
        const translated = translate(error, PAYMENT_UNCONFIRMED);
        if (translated instanceof PaymentError && translated.code === 'intent_not_found') return null;
        throw translated;
      }
    },

    async cancelIntent(id) {
      try {
        const intent = await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }, { idempotencyKey: `cancel-${id}` });
        return toState(intent).status;
      } catch (error) {
        const translated = translate(error);
        // Already paid, under way or cancelled: say where it stands instead.
        if (translated instanceof PaymentError && translated.code === 'intent_unexpected_state') {
          const intent = await stripe.paymentIntents.retrieve(id);
          return toState(intent).status;
        }
        throw translated;
      }
    },
    async refundPayment(id, { amountMinor, reason, idempotencyKey, shopRefundId }) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: id,
            amount: amountMinor,
            reason: 'requested_by_customer',
            metadata: { reason: reason.slice(0, 500), ...(shopRefundId ? { [SHOP_REFUND_KEY]: shopRefundId } : {}) },
          },
          // Without a key, one refund per payment: a retried job, or two reports of the same payment, replay this one.
          { idempotencyKey: idempotencyKey ?? `refund-${id}` },
        );
        return { refundId: refund.id, status: refundStatus(refund.status) };
      } catch (error) {
        throw translateRefundError(error);
      }
    },
    async listRefunds(intentId) {
      const refunds: ProviderRefund[] = [];
      // The SDK pages through them all.
      for await (const refund of stripe.refunds.list({ payment_intent: intentId, limit: 100 })) {
        const known = toRefund(refund);
        if (known) refunds.push(known);
      }
      return refunds;
    },
    parseWebhook(rawBody, signatureHeader) {
      const webhookSecret = settings.webhookSecret;
      if (!webhookSecret) {
        throw new WebhookSignatureError('Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
      }
      if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      const { event, intent } = readStripeEvent(() => {
        try {
          return stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
        } catch (error) {
          if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
            throw new WebhookSignatureError('The Stripe-Signature header does not match the body.');
          }
          throw error;
        }
      });
      const object = event.data.object;
      const charge = object.object === 'charge' ? (object as Stripe.Charge) : null;
      return {
        id: event.id,
        type: event.type,
        intent: intent && toState(intent),
        refund: object.object === 'refund' ? toRefund(object as Stripe.Refund) : null,
        chargeIntentId: charge ? idOf(charge.payment_intent) : null,
      };
    },
  };
}

/** The SDK takes host, port and protocol; its base path is always /v1/. */
function endpoint(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  if (url.pathname !== '/') {
    throw new ConfigError(`STRIPE_API_BASE must not have a path (the SDK always calls /v1/…): ${apiBase}`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe's refusals and outages that the checkout can act on become PaymentErrors; anything else stays as thrown. */
function translate(error: unknown, whenUnavailable: string = PAYMENTS_UNAVAILABLE): unknown {
  if (isStripeOutage(error)) return new PaymentError('provider_unavailable', whenUnavailable);
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return error;
  switch (error.code) {
    case 'resource_missing':
      return new PaymentError('intent_not_found', tx('This payment is not known to Stripe.'));
    case 'amount_too_small':
      return new PaymentError('amount_too_small', tx('The total is below the smallest amount a card can be charged.'));
    case 'payment_intent_unexpected_state':
      return new PaymentError('intent_unexpected_state', tx('This payment can no longer be changed.'));
    default:
      return error;
  }
}

function toState(intent: Stripe.PaymentIntent): PaymentIntentState {
  if (!isPaymentIntentStatus(intent.status)) {
    throw new Error(`Stripe sent an unknown PaymentIntent status: ${intent.status}`);
  }
  const method = intent.payment_method;
  return {
    id: intent.id,
    amountMinor: intent.amount,
    currency: intent.currency,
    status: intent.status,
    // Only an expanded payment method says its type; a bare id does not.
    paymentMethodType: method !== null && typeof method === 'object' ? method.type : null,
    metadata: intent.metadata,
  };
}

function toView(intent: Stripe.PaymentIntent): PaymentIntentView {
  // Stripe always returns it to the secret key that created or fetched the intent.
  if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
  return { ...toState(intent), clientSecret: intent.client_secret };
}

const idOf = (value: string | { id: string } | null | undefined) => (value === null || value === undefined ? null : typeof value === 'string' ? value : value.id);

/** The refund's metadata key naming the shop's own record of it (RefundRequest.shopRefundId). */
const SHOP_REFUND_KEY = 'shop_refund';

/** A refund of a PaymentIntent's charge; null for one of a charge made without an intent. */
function toRefund(refund: Stripe.Refund): ProviderRefund | null {
  const paymentIntentId = idOf(refund.payment_intent);
  if (!paymentIntentId) return null;
  const shopRefundId = refund.metadata?.[SHOP_REFUND_KEY] ?? null;
  return { id: refund.id, paymentIntentId, amountMinor: refund.amount, status: refundStatus(refund.status), shopRefundId };
}

/**
 * A refund Stripe would not make: its refusals (more than is left, a disputed or non-refundable
 * charge) are final, and said in Stripe's words; a key used twice at once, a rate limit or an outage
 * passes, and is tried again; anything else (the shop's keys or rights) is Stripe refusing the shop.
 */
function translateRefundError(error: unknown): unknown {
  if (isStripeOutage(error) || error instanceof Stripe.errors.StripeIdempotencyError || error instanceof Stripe.errors.StripeRateLimitError) {
    return new PaymentError('provider_unavailable', 'Stripe did not answer the refund in time.');
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) return new PaymentError('refund_refused', `Stripe refused the refund: ${error.message}`);
  if (error instanceof Stripe.errors.StripeError) return new PaymentError('provider_error', `Stripe refused the shop's request: ${error.message}`);
  return error;
}

/** Stripe's refund states as the shop keeps them: one that needs the customer's action is still pending. */
export function refundStatus(status: string | null): ProviderRefundStatus {
  return status === 'succeeded' || status === 'failed' || status === 'canceled' ? status : 'pending';
}
