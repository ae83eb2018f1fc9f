import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OrderItemSchema } from '../order/order-item.entity.ts';

/**
 * A delivered line's one review request (review-requests.ts): when it was due and looked at, and
 * whether the e-mail went (`mailed`) or was passed over because marketing e-mail may not go to its
 * buyer. Either way there is never a second.
 */
export const ReviewRequestSchema = defineEntity({
  name: 'ReviewRequest',
  tableName: 'review_requests',
  properties: {
    orderItem: () => p.manyToOne(OrderItemSchema).ref().primary().deleteRule('cascade'),
    askedAt: p.datetime(),
    mailed: p.boolean(),
  },
});

export type ReviewRequest = InferEntity<typeof ReviewRequestSchema>;
