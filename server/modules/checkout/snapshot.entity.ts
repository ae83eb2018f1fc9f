import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../common/columns.ts';
import type { CheckoutSnapshotPayload } from './snapshot-payload.ts';

/**
 * What one checkout was priced at, as the server priced it. The order is built from this row, never
 * from the browser's claims, whether the browser's POST or the webhook comes first.
 */
export const CheckoutSnapshotSchema = defineEntity({
  name: 'CheckoutSnapshot',
  tableName: 'checkout_snapshots',
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    /** Random; travels in the intent's metadata, because the demo provider's intent id changes when paid. */
    id: p.string().length(32).primary(),
    /** Set once the provider has opened the payment; null for an order with nothing to pay (or while opening). */
    paymentIntentId: p.string().length(255).nullable().unique(),
    payload: p.json<CheckoutSnapshotPayload>(),
    createdAt: createdAt(),
  },
});

export type CheckoutSnapshot = InferEntity<typeof CheckoutSnapshotSchema>;
