import type { z } from 'zod';
import type { ConfirmDemoPaymentInput, OrderView, PaymentConfig, PlaceOrderInput } from '../../../src/checkout.ts';
import type { RequestScope } from '../request-scope.ts';
import { DomainError } from '../common/domain-error.ts';
import { assertNotSanctioned } from '../sanctions/sanctions.ts';
import { recordPaidIntent, UNKNOWN_PAYMENT } from '../order/place-order.ts';
import { withPaymentErrors } from './payment-errors.ts';

export function paymentConfig(ctx: RequestScope): PaymentConfig {
  const { payments } = ctx.services;
  return { provider: payments.kind, publishableKey: payments.publishableKey };
}

/**
 * The browser's report that it paid. The provider is asked what really happened, and the order is
 * built from the server's snapshot; only the checkout's own shopper (account or session) may place it.
 */
export async function placeOrder(ctx: RequestScope, input: z.output<typeof PlaceOrderInput>): Promise<OrderView> {
  await assertNotSanctioned(ctx);
  const intent = await withPaymentErrors(() => ctx.services.payments.retrieveIntent(input.paymentIntentId));
  if (!intent) throw new DomainError('BAD_REQUEST', UNKNOWN_PAYMENT);
  const billing = input.billingAddress ?? null;
  const { order } = await recordPaidIntent({ em: ctx.em, services: ctx.services }, intent, {
    contactEmail: input.guestEmail ?? input.email ?? billing?.email ?? null,
    billing: billing && { ...billing, phone: billing.phone ?? null, apartment: billing.apartment ?? null },
    mayRecord: async (owner) => {
      const user = await ctx.currentUser();
      if (owner.userId !== null && user?.id === owner.userId) return true;
      return owner.sessionId !== null && (await ctx.session.load())?.sid === owner.sessionId;
    },
  });
  return order;
}

/** The demo's stand-in for Stripe.js confirming a card in the browser. */
export async function confirmDemoPayment(ctx: RequestScope, input: z.output<typeof ConfirmDemoPaymentInput>) {
  const { payments } = ctx.services;
  if (payments.kind !== 'demo') throw new DomainError('BAD_REQUEST', 'This shop takes card payments through Stripe.');
  await assertNotSanctioned(ctx);
  const intent = await withPaymentErrors(() => payments.confirm(input.clientSecret, { cardNumber: input.cardNumber }));
  return { paymentIntentId: intent.id, status: intent.status };
}
