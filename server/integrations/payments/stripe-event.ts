import type Stripe from 'stripe';
import { z } from 'zod';
import { PAYMENT_INTENT_STATUSES, WebhookBodyError } from './payment-provider.ts';

/**
 * The shape the shop reads from a signed Stripe event. A valid signature says who sent the bytes,
 * not that they are an event: a signed body cut short, or one without its data, is refused with a
 * 400 like a bad signature rather than failing somewhere further in.
 */

const EventShape = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.looseObject({ object: z.string() }) }),
});

/** Only the fields the shop reads of a payment_intent (toState in stripe-provider.ts). */
const IntentShape = z.looseObject({
  id: z.string().min(1),
  object: z.literal('payment_intent'),
  amount: z.number().int(),
  currency: z.string().min(1),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  metadata: z.record(z.string(), z.string()),
});

/** The event with its intent checked when it carries one; throws WebhookBodyError otherwise. */
export function readStripeEvent(verified: () => Stripe.Event): { event: Stripe.Event; intent: Stripe.PaymentIntent | null } {
  let event: Stripe.Event;
  try {
    event = verified();
  } catch (error) {
    // The SDK parses the body after the signature held: a SyntaxError is a signed body that is not JSON.
    if (error instanceof SyntaxError) throw new WebhookBodyError('The signed body is not valid JSON.');
    throw error;
  }
  if (!EventShape.safeParse(event).success) throw new WebhookBodyError('The signed body is not a Stripe event (id, type, data.object).');
  if (event.data.object.object !== 'payment_intent') return { event, intent: null };
  if (!IntentShape.safeParse(event.data.object).success) {
    throw new WebhookBodyError('The event’s payment_intent lacks its id, amount, currency, status or metadata.');
  }
  return { event, intent: event.data.object as Stripe.PaymentIntent };
}
