import type { EntityManager } from '@mikro-orm/postgresql';
import type { CartOwner } from '../cart/index.ts';
import { randomToken } from '../common/index.ts';
import type { CheckoutSnapshotPayload } from './snapshot.entity.ts';
import { checkoutSql } from './tables.ts';

/** A random token (22 characters): short enough for the demo provider's ids. */
export const newSnapshotId = randomToken;

export async function saveSnapshot(em: EntityManager, id: string, payload: CheckoutSnapshotPayload): Promise<void> {
  await checkoutSql(em).insertInto('checkout_snapshots').values({ id, payload }).execute();
}

/** Once the provider has opened the payment for the checkout. */
export async function setSnapshotPayment(em: EntityManager, id: string, paymentIntentId: string): Promise<void> {
  await checkoutSql(em).updateTable('checkout_snapshots').set({ payment_intent_id: paymentIntentId }).where('id', '=', id).execute();
}

export async function loadSnapshot(em: EntityManager, id: string): Promise<CheckoutSnapshotPayload | null> {
  const row = await checkoutSql(em).selectFrom('checkout_snapshots').select('payload').where('id', '=', id).executeTakeFirst();
  return row ? { ...row.payload, owner: ownerOf(row.payload.owner) } : null;
}

/**
 * Snapshots written before the owner had one type kept both ids, `{ userId, sessionId }`, with nulls;
 * they are read for CHECKOUT_SNAPSHOTS_KEPT_DAYS, so both shapes are understood until then.
 */
function ownerOf(stored: CartOwner | { userId: number | null; sessionId: string | null }): CartOwner {
  if ('userId' in stored && stored.userId !== null) return { userId: stored.userId };
  return { sessionId: (stored as { sessionId: string }).sessionId };
}

/** The payment opened for a checkout, if any. */
export async function snapshotPayment(em: EntityManager, id: string): Promise<string | null> {
  const row = await checkoutSql(em).selectFrom('checkout_snapshots').select('payment_intent_id').where('id', '=', id).executeTakeFirst();
  return row?.payment_intent_id ?? null;
}

/**
 * A checkout is read until its payment is settled: an ACH debit clears within days, Stripe retries a
 * webhook for three. A month covers both with room; the order and any refund keep what lasts.
 */
export const CHECKOUT_SNAPSHOTS_KEPT_DAYS = 30;

export async function purgeCheckoutSnapshots(em: EntityManager, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CHECKOUT_SNAPSHOTS_KEPT_DAYS * 24 * 3600 * 1000);
  const result = await checkoutSql(em).deleteFrom('checkout_snapshots').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
