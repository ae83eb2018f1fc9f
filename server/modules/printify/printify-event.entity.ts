import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Each Printify webhook delivery taken, by the event id in its signed body: Printify retries a
 * delivery it thinks failed, and a repeated event id is dropped (printify-events.ts). Kept 30 days.
 */
export const PrintifyEventSchema = defineEntity({
  name: 'PrintifyEvent',
  tableName: 'printify_events',
  indexes: [{ properties: ['receivedAt'] }],
  properties: {
    eventId: p.string().length(100).primary(),
    topic: p.string().length(100),
    resourceId: p.string().length(100),
    receivedAt: p.datetime().defaultRaw('now()'),
  },
});

export type PrintifyEvent = InferEntity<typeof PrintifyEventSchema>;
