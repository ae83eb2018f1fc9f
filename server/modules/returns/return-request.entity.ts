import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { RETURN_REASON_VALUES, type ReturnClaim } from '../../../src/returns.ts';
import { RETURN_STATUSES } from '../../../src/statuses.ts';
import { OrderRefundSchema } from '../after-sale/order-refund.entity.ts';
import { createdAt, localeColumn, oneOf, serialId, updatedAt } from '../columns.ts';
import { OrderItemSchema } from '../order/order-item.entity.ts';
import { OrderSchema } from '../order/order.entity.ts';

/**
 * A customer's request to return one item of an order (spec sections 2, 5), with its photos in
 * return_photos and its decisions in return_events. An item has at most one open request (pending,
 * approved or received): the partial unique index decides, so two submits racing each other cannot
 * both get in.
 */
export const ReturnRequestSchema = defineEntity({
  name: 'ReturnRequest',
  tableName: 'return_requests',
  indexes: [
    {
      name: 'return_requests_open_item_unique',
      expression: `create unique index "return_requests_open_item_unique" on "return_requests" ("order_item_id") where "status" in ('pending', 'approved', 'received')`,
    },
    // The admin list reads newest first.
    { properties: ['createdAt', 'id'] },
  ],
  properties: {
    id: serialId(),
    order: () => p.manyToOne(OrderSchema).ref().deleteRule('cascade').index(),
    orderItem: () => p.manyToOne(OrderItemSchema).ref().deleteRule('cascade'),
    /** The address the order was found by, where the return's e-mails go. */
    customerEmail: p.string().length(255),
    reason: p.string().length(30).check(oneOf('reason', RETURN_REASON_VALUES)),
    comments: p.string().length(1000).nullable(),
    /** The language the request was made in: its e-mails' when the order has no account. */
    locale: localeColumn().default('en'),
    status: p.string().length(20).default('pending').check(oneOf('status', RETURN_STATUSES)),
    /** The refund a refunded return gave (through the order refunds, return-decisions.ts). */
    refund: () => p.manyToOne(OrderRefundSchema).ref().nullable().deleteRule('set null'),
    /** The reprint a replaced return sent to the printer: an order of its own, at no charge. */
    replacementOrder: () => p.manyToOne(OrderSchema).ref().nullable().deleteRule('set null'),
    /** What Printify's reprint policy asks for, kept ready once the return is replaced. */
    claim: p.json<ReturnClaim>().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export type ReturnRequest = InferEntity<typeof ReturnRequestSchema>;
