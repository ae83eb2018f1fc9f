import type { z } from 'zod';
import type { ConfirmDemoPaymentInput, PaymentConfig, PlaceOrderInput } from '../../../src/checkout.ts';
import type { OrderView } from '../../../src/orders.ts';
import { PaymentError, type WebhookEvent } from '../../integrations/payments/index.ts';
import type { RequestScope } from '../request-scope.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { tx } from '../../../src/i18n-text.ts';
import { inEnglish, type ShopText } from '../../../src/shop-text.ts';
import { CUSTOMER, STRIPE } from '../order/index.ts';
import { assertNotSanctioned } from '../sanctions/index.ts';
import { isHeld, releaseHold } from './holds.ts';
import { loadSnapshot } from './snapshot.ts';
import { withPaymentErrors } from './payment-errors.ts';
import { reportedIntent } from './reported-intent.ts';
import { settlePaidIntent, UNKNOWN_PAYMENT, type OrderDeps } from './settle.ts';

/**
 * What reports a payment's fate: the shopper's browser (placeOrder), the demo's card form
 * (confirmDemoPayment) and the provider's webhook (takePaymentEvent). Each ends in settle.ts or ends
 * the payment's hold; none trusts what the browser says about amounts or status.
 */

export function paymentConfig(ctx: RequestScope): PaymentConfig {
  const { payments } = ctx.services;
  return { provider: payments.kind, publishableKey: payments.publishableKey };
}

/** What a shopper whose payment could not become an order is told (the refund e-mail says the rest). */
export const refundedMessage = (reason: ShopText): ShopText => ({
  text: tx('{reason} No order was made, and your payment is being refunded in full: we are sending you an e-mail about it.'),
  values: { reason },
});

/**
 * The browser's report that it paid. The provider is asked what really happened, and the order is
 * built from the server's snapshot; only the checkout's own shopper (account or session) may place it.
 * A payment whose stock went to someone else meanwhile is refunded, and the answer is a 409 saying so.
 */
export async function placeOrder(ctx: RequestScope, input: z.output<typeof PlaceOrderInput>): Promise<OrderView> {
  await assertNotSanctioned(ctx, input.billingAddress ?? undefined);
  const intent = await withPaymentErrors(() => ctx.services.payments.retrieveIntent(input.paymentIntentId));
  if (!intent) throw new DomainError('BAD_REQUEST', UNKNOWN_PAYMENT);
  const billing = input.billingAddress ?? null;
  const settled = await settlePaidIntent({ em: ctx.em, services: ctx.services }, intent, {
    contactEmail: input.guestEmail ?? input.email ?? billing?.email ?? null,
    billing: billing && { ...billing, phone: billing.phone ?? null, apartment: billing.apartment ?? null },
    mayRecord: async (owner) =>
      'userId' in owner ? (await ctx.currentUser())?.id === owner.userId : (await ctx.session.load())?.sid === owner.sessionId,
    actor: CUSTOMER,
  });
  if (settled.kind === 'refund') throw new DomainError('CONFLICT', refundedMessage(settled.reason));
  return settled.order;
}

export const PAYMENT_CLOSED = tx('This payment was closed: a newer one replaced it, or its time ran out. Please press Pay again.');

/**
 * The demo's stand-in for Stripe.js confirming a card in the browser. A demo payment cannot be
 * cancelled (its id is its state), so one whose hold has ended is refused here, as Stripe refuses a
 * cancelled intent; a declined card ends the hold, as a failed payment does.
 */
export async function confirmDemoPayment(ctx: RequestScope, input: z.output<typeof ConfirmDemoPaymentInput>) {
  const { payments } = ctx.services;
  if (payments.kind !== 'demo') throw new DomainError('BAD_REQUEST', tx('This shop takes card payments through Stripe.'));
  await assertNotSanctioned(ctx);
  const id = input.clientSecret.slice(0, Math.max(input.clientSecret.lastIndexOf('_secret_'), 0));
  const current = await payments.retrieveIntent(id);
  const checkoutId = current?.metadata.checkout;
  // A gift card bought holds nothing, so it has no hold to have lost.
  if (current?.status !== 'succeeded' && checkoutId && !(await isHeld(ctx.em, checkoutId)) && !(await loadSnapshot(ctx.em, checkoutId))?.giftCardSale) {
    throw new DomainError('CONFLICT', PAYMENT_CLOSED);
  }
  const intent = await withPaymentErrors(async () => {
    try {
      return await payments.confirm(input.clientSecret, { cardNumber: input.cardNumber });
    } catch (error) {
      if (checkoutId && error instanceof PaymentError && error.code === 'card_declined') await releaseHold(ctx.em.fork(), checkoutId);
      throw error;
    }
  });
  return { paymentIntentId: intent.id, status: intent.status };
}

/** What the provider's event came to, for the webhook's log and answer. */
export type PaymentEventOutcome =
  | { kind: 'order'; orderNumber: string; created: boolean }
  /** Paid, but its stock went to someone else: the payment goes back. */
  | { kind: 'refund'; reason: string }
  /** A refusal (not our payment, an amount that does not match) that every retry would meet again. */
  | { kind: 'refused'; reason: string }
  /** The intent the provider has under that id does not name the event's checkout: nothing is settled. */
  | { kind: 'mismatch' }
  /** Failed or cancelled: its hold ended now (`released`) or had ended before. */
  | { kind: 'ended'; released: boolean }
  | { kind: 'ignored' };

/**
 * A verified event from the payment provider: a paid (or processing) intent is settled as the
 * browser's report would be, from the intent as the provider has it (reported-intent.ts); a failed or
 * cancelled one ends its hold now rather than at expiry. Anything but a refusal throws (the provider
 * cannot be asked, say), so the provider delivers the event again.
 */
export async function takePaymentEvent(
  deps: OrderDeps & { services: Pick<RequestScope['services'], 'payments'> },
  event: WebhookEvent,
): Promise<PaymentEventOutcome> {
  const { intent } = event;
  // Refund events are the after-sale module's (after-sale/provider-refunds.ts takeRefundEvent).
  if (!intent) return { kind: 'ignored' };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.processing':
      try {
        const current = await reportedIntent(deps.services.payments, intent);
        if (!current) return { kind: 'mismatch' };
        const settled = await settlePaidIntent(deps, current, { actor: STRIPE });
        return settled.kind === 'order'
          ? { kind: 'order', orderNumber: settled.order.orderNumber, created: settled.created }
          : { kind: 'refund', reason: inEnglish(settled.reason) };
      } catch (error) {
        if (error instanceof DomainError) return { kind: 'refused', reason: error.message };
        throw error;
      }
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const checkoutId = intent.metadata.checkout;
      return { kind: 'ended', released: checkoutId ? await releaseHold(deps.em, checkoutId) : false };
    }
    default:
      return { kind: 'ignored' };
  }
}
