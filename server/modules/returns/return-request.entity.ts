import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { RETURN_REASON_VALUES } from '../../../src/returns.ts';
import { RETURN_STATUSES } from '../../../src/statuses.ts';
import { createdAt, oneOf, serialId, updatedAt } from '../common/columns.ts';
import { OrderItemSchema } from '../order/order-item.entity.ts';
import { OrderSchema } from '../order/order.entity.ts';

/**
 * A customer's request to return one item of an order (spec sections 2, 5), with its photos in
 * return_photos. An item has at most one open request (pending or approved): the partial unique
 * index decides, so two submits racing each other cannot both get in.
 */
export const ReturnRequestSchema = defineEntity({
  name: 'ReturnRequest',
  tableName: 'return_requests',
  indexes: [
    {
      name: 'return_requests_open_item_unique',
      expression: `create unique index "return_requests_open_item_unique" on "return_requests" ("order_item_id") where "status" in ('pending', 'approved')`,
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
    status: p.string().length(20).default('pending').check(oneOf('status', RETURN_STATUSES)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export type ReturnRequest = InferEntity<typeof ReturnRequestSchema>;
