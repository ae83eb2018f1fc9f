import type { z } from 'zod';
import type { ConfirmDemoPaymentInput, OrderView, PaymentConfig, PlaceOrderInput } from '../../../src/checkout.ts';
import { PaymentError } from '../../integrations/payments/index.ts';
import type { RequestScope } from '../request-scope.ts';
import { DomainError } from '../common/domain-error.ts';
import { assertNotSanctioned } from '../sanctions/sanctions.ts';
import { settlePaidIntent, UNKNOWN_PAYMENT } from '../order/place-order.ts';
import { isHeld, releaseHold } from '../reservation/reservations.ts';
import { withPaymentErrors } from './payment-errors.ts';

export function paymentConfig(ctx: RequestScope): PaymentConfig {
  const { payments } = ctx.services;
  return { provider: payments.kind, publishableKey: payments.publishableKey };
}

/** What a shopper whose payment could not become an order is told (the refund e-mail says the rest). */
export const refundedMessage = (reason: string) =>
  `${reason} No order was made, and your payment is being refunded in full: we are sending you an e-mail about it.`;

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
    mayRecord: async (owner) => {
      const user = await ctx.currentUser();
      if (owner.userId !== null && user?.id === owner.userId) return true;
      return owner.sessionId !== null && (await ctx.session.load())?.sid === owner.sessionId;
    },
  });
  if (settled.kind === 'refund') throw new DomainError('CONFLICT', refundedMessage(settled.reason));
  return settled.order;
}

export const PAYMENT_CLOSED = 'This payment was closed: a newer one replaced it, or its time ran out. Please press Pay again.';

/**
 * The demo's stand-in for Stripe.js confirming a card in the browser. A demo payment cannot be
 * cancelled (its id is its state), so one whose hold has ended is refused here, as Stripe refuses a
 * cancelled intent; a declined card ends the hold, as a failed payment does.
 */
export async function confirmDemoPayment(ctx: RequestScope, input: z.output<typeof ConfirmDemoPaymentInput>) {
  const { payments } = ctx.services;
  if (payments.kind !== 'demo') throw new DomainError('BAD_REQUEST', 'This shop takes card payments through Stripe.');
  await assertNotSanctioned(ctx);
  const id = input.clientSecret.slice(0, Math.max(input.clientSecret.lastIndexOf('_secret_'), 0));
  const current = await payments.retrieveIntent(id);
  const checkoutId = current?.metadata.checkout;
  if (current?.status !== 'succeeded' && checkoutId && !(await isHeld(ctx.em, checkoutId))) {
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

/** A payment that failed or was cancelled at the provider: its hold ends now rather than at expiry. */
export async function paymentEnded(em: RequestScope['em'], intent: { metadata: Record<string, string> }): Promise<boolean> {
  const checkoutId = intent.metadata.checkout;
  return checkoutId ? releaseHold(em, checkoutId) : false;
}
