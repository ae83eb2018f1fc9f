import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Totals } from '../../../src/pricing.ts';
import type { ShippingDetails } from '../../integrations/payments/index.ts';

/** One line as charged: the unit price is the catalogue's at the time the intent was created. */
export interface SnapshotLine {
  productId: number;
  variantId: string | null;
  quantity: number;
  unitCents: number;
}

export interface CheckoutSnapshotPayload {
  /** Whose cart this was: the cart to empty, and who may read the order back. */
  owner: { userId: number | null; sessionId: string | null };
  /** Where the confirmation goes; null until the shopper gives one (a guest may give it with the order). */
  email: string | null;
  lines: SnapshotLine[];
  /** US cents. */
  totals: Totals;
  couponCode: string | null;
  /** What the provider must report: lower-case ISO code and minor units of it. */
  currency: string;
  amountMinor: number;
  /** Of `currency` per US dollar, 6 places, as the orders table keeps it. */
  exchangeRate: string;
  country: string;
  region: string | null;
  shipping: ShippingDetails;
}

/** 16 random bytes: 22 characters, short enough for the demo provider's ids. */
export const newSnapshotId = () => randomBytes(16).toString('base64url');

export async function saveSnapshot(em: EntityManager, id: string, paymentIntentId: string, payload: CheckoutSnapshotPayload) {
  await em.execute(
    'insert into checkout_snapshots (id, payment_intent_id, payload) values (?, ?, ?::jsonb)',
    [id, paymentIntentId, JSON.stringify(payload)],
  );
}

export async function loadSnapshot(em: EntityManager, id: string): Promise<CheckoutSnapshotPayload | null> {
  const [row] = await em.execute<{ payload: CheckoutSnapshotPayload }[]>('select payload from checkout_snapshots where id = ?', [id]);
  return row?.payload ?? null;
}
