import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ORDER_ACTOR_KINDS, ORDER_REFUND_STATUSES } from '../../../src/statuses.ts';
import { createdAt, money, oneOf, serialId } from '../columns.ts';
import { OrderSchema } from '../order/order.entity.ts';

/** What a refund is part of: an admin's refund, a return's, or a cancellation's. */
export const REFUND_PURPOSES = ['refund', 'return', 'cancellation'] as const;
export type RefundPurpose = (typeof REFUND_PURPOSES)[number];

/**
 * Money given back on an order (after-sale/): by an admin, a return or a cancellation, or made in the
 * provider's own dashboard and learnt from its webhook. A row is written as `requested` before the
 * provider is asked (refund-requests.ts) and settled by its answer (refund-settlement.ts): one row per
 * provider refund, found again by its id when the answer was lost. An idempotency key (an admin's,
 * or the shop's own for a return or a cancellation) names at most one refund that did not fail.
 */
export const OrderRefundSchema = defineEntity({
  name: 'OrderRefund',
  tableName: 'order_refunds',
  indexes: [
    {
      name: 'order_refunds_key_unique',
      expression: `create unique index "order_refunds_key_unique" on "order_refunds" ("order_id", "idempotency_key") where "status" <> 'failed'`,
    },
    // The settling job and the cancellations look for an order's refunds still awaiting the provider.
    {
      name: 'order_refunds_requested_index',
      expression: `create index "order_refunds_requested_index" on "order_refunds" ("order_id") where "status" = 'requested'`,
    },
  ],
  properties: {
    id: serialId(),
    order: () => p.manyToOne(OrderSchema).ref().deleteRule('cascade').index(),
    /** US dollars, as the order's amounts. */
    amount: money(),
    /**
     * Of `amount`, what goes back to the gift card that paid part of the order (refunds go to it first, up
     * to what it paid); the rest is the provider's.
     */
    giftCardAmount: money().default('0.00'),
    /** What the provider is asked for (the amount less the gift card's part), in the order's currency's smallest unit; null on rows from before refunds were recorded steps. */
    amountMinor: p.integer().nullable(),
    /** The lines refunded, when the refund was asked for by line: [{ orderItemId, quantity }]. */
    lines: p.json<{ orderItemId: number; quantity: number }[]>().nullable(),
    reason: p.text(),
    restocked: p.boolean().default(false),
    purpose: p.string().length(20).default('refund').check(oneOf('purpose', REFUND_PURPOSES)),
    actorKind: p.string().length(20).check(oneOf('actor_kind', ORDER_ACTOR_KINDS)),
    actorEmail: p.string().length(255).nullable(),
    /** `admin:<e-mail>:<their key>`, `return:<id>` or `cancellation:<id>`: an admin's key never reaches the shop's own. */
    idempotencyKey: p.string().length(600).nullable(),
    providerRefundId: p.string().length(255).nullable().unique(),
    status: p.string().length(20).check(oneOf('status', ORDER_REFUND_STATUSES)),
    /** Why the provider refused it, or why it is still waiting: shown to staff. */
    failure: p.text().nullable(),
    /** When a request or the settling job began asking the provider: one asks at a time, and a lapsed claim is taken over. */
    attemptAt: p.datetime().nullable(),
    settledAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});

export type OrderRefund = InferEntity<typeof OrderRefundSchema>;
