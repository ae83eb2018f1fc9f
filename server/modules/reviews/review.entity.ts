import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { MAX_REVIEW_TEXT, MAX_REVIEW_TITLE, REVIEW_STATUSES } from '../../../src/reviews.ts';
import { ProductSchema } from '../catalogue/product.entity.ts';
import { createdAt, localeColumn, oneOf, serialId, updatedAt } from '../columns.ts';
import { OrderItemSchema } from '../order/order-item.entity.ts';
import { OrderSchema } from '../order/order.entity.ts';

/**
 * A buyer's review of one delivered line of their order (issue 39): one per line (the unique key
 * decides, so two submits racing each other cannot both get in), shown on its print's page once an
 * admin approved it. The buyer is kept as the first name and initial the page shows, never more.
 */
export const ReviewSchema = defineEntity({
  name: 'Review',
  tableName: 'reviews',
  indexes: [
    // A print's page reads its approved reviews newest first.
    { properties: ['product', 'status', 'id'] },
    // The admin list reads by status, newest first.
    { properties: ['status', 'id'] },
  ],
  properties: {
    id: serialId(),
    order: () => p.manyToOne(OrderSchema).ref().deleteRule('cascade').index(),
    orderItem: () => p.manyToOne(OrderItemSchema).ref().deleteRule('cascade').unique(),
    product: () => p.manyToOne(ProductSchema).ref().deleteRule('cascade'),
    /** The address the order was found by. */
    customerEmail: p.string().length(255),
    /** "Grace H.", from the order's shipping name when the review was written. */
    authorName: p.string().length(60),
    rating: p.smallint().check('rating >= 1 and rating <= 5'),
    title: p.string().length(MAX_REVIEW_TITLE),
    text: p.string().length(MAX_REVIEW_TEXT),
    /** The language it was written in. */
    locale: localeColumn().default('en'),
    status: p.string().length(20).default('pending').check(oneOf('status', REVIEW_STATUSES)),
    /** Staff's own note on the decision; the buyer is not told. */
    decisionNote: p.string().length(1000).nullable(),
    decidedBy: p.string().length(255).nullable(),
    decidedAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export type Review = InferEntity<typeof ReviewSchema>;
