import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ORDER_ACTOR_KINDS } from '../../../src/statuses.ts';
import { PROVIDER_REFUND_STATUSES } from '../../integrations/payments/payment-provider.ts';
import { createdAt, money, oneOf, serialId } from '../common/columns.ts';
import { OrderSchema } from '../order/order.entity.ts';

/**
 * Money given back on an order (order-refunds.ts): by an admin, or made in the provider's own
 * dashboard and learnt from its webhook. One row per provider refund; an admin's request with an
 * Idempotency-Key is one row (and one provider refund) however often it is sent.
 */
export const OrderRefundSchema = defineEntity({
  name: 'OrderRefund',
  tableName: 'order_refunds',
  uniques: [{ properties: ['order', 'idempotencyKey'] }],
  properties: {
    id: serialId(),
    order: () => p.manyToOne(OrderSchema).ref().deleteRule('cascade').index(),
    /** US dollars, as the order's amounts. */
    amount: money(),
    /** The lines refunded, when the refund was asked for by line: [{ orderItemId, quantity }]. */
    lines: p.json<{ orderItemId: number; quantity: number }[]>().nullable(),
    reason: p.text(),
    restocked: p.boolean().default(false),
    actorKind: p.string().length(20).check(oneOf('actor_kind', ORDER_ACTOR_KINDS)),
    actorEmail: p.string().length(255).nullable(),
    idempotencyKey: p.string().length(255).nullable(),
    providerRefundId: p.string().length(255).nullable().unique(),
    status: p.string().length(20).check(oneOf('status', PROVIDER_REFUND_STATUSES)),
    createdAt: createdAt(),
  },
});

export type OrderRefund = InferEntity<typeof OrderRefundSchema>;
