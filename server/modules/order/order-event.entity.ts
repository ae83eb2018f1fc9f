import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ORDER_ACTOR_KINDS, ORDER_STATUSES } from '../../../src/statuses.ts';
import { createdAt, oneOf, serialId } from '../columns.ts';
import { OrderSchema } from './order.entity.ts';

/**
 * An order's timeline, append-only: one row per change of its status (lifecycle.ts writes them),
 * with who made it and what came with it (a refund's amount, a tracking number). `from_status` is
 * null for the order's creation.
 */
export const OrderEventSchema = defineEntity({
  name: 'OrderEvent',
  tableName: 'order_events',
  indexes: [{ properties: ['order', 'id'] }],
  properties: {
    id: serialId(),
    order: () => p.manyToOne(OrderSchema).ref().deleteRule('cascade'),
    createdAt: createdAt(),
    actorKind: p.string().length(20).check(oneOf('actor_kind', ORDER_ACTOR_KINDS)),
    /** The admin's e-mail; null for every other actor. */
    actorEmail: p.string().length(255).nullable(),
    fromStatus: p.string().length(30).nullable(),
    toStatus: p.string().length(30).check(oneOf('to_status', ORDER_STATUSES)),
    detail: p.json<Record<string, unknown>>().nullable(),
  },
});

export type OrderEvent = InferEntity<typeof OrderEventSchema>;
