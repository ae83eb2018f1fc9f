import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CANCELLATION_STATUSES, ORDER_STATUSES } from '../../../src/statuses.ts';
import { createdAt, oneOf, serialId } from '../columns.ts';
import { OrderSchema } from '../order/order.entity.ts';
import { OrderRefundSchema } from './order-refund.entity.ts';

/**
 * An admin's cancellation of an order and how far its steps have come (after-sale/cancellation.ts):
 * the print provider's order cancelled, the payment refunded, then stock and coupon use back, the
 * order cancelled and the customer told, in that order. An order has at most one in progress.
 */
export const OrderCancellationSchema = defineEntity({
  name: 'OrderCancellation',
  tableName: 'order_cancellations',
  indexes: [
    {
      name: 'order_cancellations_open_unique',
      expression: `create unique index "order_cancellations_open_unique" on "order_cancellations" ("order_id") where "status" = 'in_progress'`,
    },
  ],
  properties: {
    id: serialId(),
    order: () => p.manyToOne(OrderSchema).ref().deleteRule('cascade').index(),
    reason: p.text(),
    actorEmail: p.string().length(255),
    /** Where the order stood before: where it goes back to when the print provider refuses. */
    fromStatus: p.string().length(50).check(oneOf('from_status', ORDER_STATUSES)),
    status: p.string().length(20).default('in_progress').check(oneOf('status', CANCELLATION_STATUSES)),
    /** The print provider's order was cancelled, or there was none to cancel. */
    printifyDoneAt: p.datetime().nullable(),
    /** The refund of what was left of the payment, once asked for. */
    refund: () => p.manyToOne(OrderRefundSchema).ref().nullable().deleteRule('set null'),
    /** What the cancellation waits on, or why it was refused: shown to staff. */
    waitingOn: p.text().nullable(),
    /** When a request or the job began the next steps: one works at a time, and a lapsed claim is taken over. */
    attemptAt: p.datetime().nullable(),
    createdAt: createdAt(),
    completedAt: p.datetime().nullable(),
  },
});

export type OrderCancellation = InferEntity<typeof OrderCancellationSchema>;
