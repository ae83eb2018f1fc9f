import Stripe from 'stripe';
import { tx } from '../../../src/i18n-text.ts';

/**
 * Stripe down, unreachable or silent: the shopper hears so within seconds, in words they can act on,
 * instead of a generic 500 after the SDK's 80-second default, twice over.
 */

/**
 * Per try. With the SDK's one retry (idempotent: it reuses the request's idempotency key) and its
 * half-second pause, an answer is given within about 9 seconds.
 */
export const STRIPE_TIMEOUT_MS = 4_000;

export const PAYMENTS_UNAVAILABLE = tx('Payments are unavailable right now; nothing was charged. Please try again in a few minutes.');

/** When the payment may already have been made: the webhook settles it once Stripe answers again. */
export const PAYMENT_UNCONFIRMED = tx(
  'Payments are unavailable right now, so we cannot confirm your payment yet. Please do not pay again: if it went through, your order is placed as soon as Stripe answers, and we e-mail you.',
);

/** Stripe could not be reached, did not answer in time (the SDK reports both as a connection error), or failed on its side. */
export function isStripeOutage(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) return true;
  return error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500;
}
