import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { tx } from '../../../src/i18n-text.ts';
import { inEnglish, type ShopText } from '../../../src/shop-text.ts';
import type { ReservationStatus } from '../../../src/statuses.ts';
import { ownerKey, type CartOwner } from '../cart/index.ts';
import { perProduct, releaseStock, reserveStock, sellStock, type StockLine } from '../catalogue/index.ts';
import { consumeCouponUse, releaseCouponUses, reserveCouponUse } from '../coupon/index.ts';
import { checkoutSql } from './tables.ts';

/**
 * Stock and coupon uses held for a checkout while its payment is open (DESIGN.md section 5), so that
 * no more shoppers pay than there are prints. The counts live on the rows they limit, changed by the
 * modules that own them (catalogue/stock.ts, coupon/coupon-uses.ts) with guarded updates; this file
 * owns the `reservations` rows that say what each checkout holds and so what to give back.
 *
 * A hold ends exactly once (its reservation row leaves `held` in a guarded update): it becomes the
 * order's stock when the payment succeeds, or goes back when it expires, when the same shopper opens a
 * newer payment, or when the payment fails.
 */

/** How long a hold lasts: long enough for 3-D Secure or a bank's page, short enough not to starve others. */
export const HOLD_MINUTES = 30;

export interface HoldRequest {
  checkoutId: string;
  owner: CartOwner;
  products: StockLine[];
  /** The coupon as stored (its exact code), or null. */
  couponCode: string | null;
  expiresAt: Date;
}

/**
 * In the checkout's transaction: ends the shopper's current hold (the newest payment replaces the older
 * one) and answers the checkouts whose holds ended, so their payments can be cancelled.
 */
export async function releaseOwnersHold(tx: EntityManager, owner: CartOwner): Promise<string[]> {
  return releaseWhere(tx, 'released', { owner: ownerKey(owner) });
}

/**
 * In the checkout's transaction (after releaseOwnersHold): holds what the checkout needs. Throws a 409
 * DomainError, and the transaction holds nothing, when a print or the coupon is not available.
 * Two checkouts of one shopper racing each other can both pass the release; the second insert then
 * fails on the one-hold-per-owner index (see isOwnerRace) and its transaction is worth running again.
 */
export async function hold(tx: EntityManager, request: HoldRequest): Promise<void> {
  for (const line of request.products) await reserveStock(tx, line);
  const couponId = request.couponCode ? await reserveCouponUse(tx, request.couponCode) : null;
  await checkoutSql(tx)
    .insertInto('reservations')
    .values({
      checkout_id: request.checkoutId,
      owner: ownerKey(request.owner),
      // node-postgres would send an array as a PostgreSQL array, not JSON.
      products: sql<StockLine[]>`cast(${JSON.stringify(request.products)} as jsonb)`,
      coupon_id: couponId,
      expires_at: request.expiresAt,
    })
    .execute();
}

export const isOwnerRace = (error: unknown) =>
  error instanceof UniqueConstraintViolationException && error.message.includes('reservations_owner_held_unique');

/** Ends the hold of one checkout, giving its stock and coupon use back; false when it was not held. */
export async function releaseHold(em: EntityManager, checkoutId: string, status: 'released' | 'expired' = 'released'): Promise<boolean> {
  return (await releaseWhere(em, status, { checkoutId })).length > 0;
}

/**
 * Ends every hold matching `where` (one checkout's, or one owner's), giving back what they held.
 * Answers the checkout ids whose holds ended here.
 */
async function releaseWhere(
  em: EntityManager,
  status: Exclude<ReservationStatus, 'held' | 'ordered'>,
  where: { checkoutId: string } | { owner: string } | { expiredAt: Date; limit: number },
): Promise<string[]> {
  const db = checkoutSql(em);
  let chosen = db.selectFrom('reservations').select('id').where('status', '=', 'held');
  if ('checkoutId' in where) chosen = chosen.where('checkout_id', '=', where.checkoutId);
  else if ('owner' in where) chosen = chosen.where('owner', '=', where.owner);
  else chosen = chosen.where('expires_at', '<=', where.expiredAt).orderBy('id').limit(where.limit).forUpdate().skipLocked();
  const ended = await db
    .updateTable('reservations')
    .set({ status, settled_at: new Date() })
    .where('id', 'in', chosen)
    // Re-checked under the row lock: a hold that another call ended meanwhile is not given back twice.
    .where('status', '=', 'held')
    .returning(['checkout_id', 'products', 'coupon_id'])
    .execute();
  await releaseStock(em, perProduct(ended.flatMap((row) => row.products)));
  await releaseCouponUses(em, ended.flatMap((row) => (row.coupon_id === null ? [] : [row.coupon_id])));
  return ended.map((row) => row.checkout_id);
}

/** A paid checkout that cannot become an order: what the shopper is told (`said`, in their language), and why the payment goes back. */
export class CannotFulfil extends Error {
  override name = 'CannotFulfil';

  constructor(readonly said: ShopText) {
    super(inEnglish(said));
  }
}

const SOLD_OUT_MEANWHILE = tx('{title} sold out while you were paying.');
const COUPON_USED_UP_MEANWHILE = tx('The coupon {couponCode} was used up while you were paying.');

/**
 * In the order's transaction: the checkout's stock and coupon use become sold. A hold still in place
 * turns into the sale (even past its expiry, if no sweep has ended it: nobody else has the stock).
 * Without one (it expired, or the shopper opened a newer payment and then paid this one anyway) the
 * stock is taken afresh, under the same guard as a hold. Throws CannotFulfil when it is gone.
 */
export async function sellCheckout(
  tx: EntityManager,
  { checkoutId, products, couponCode }: { checkoutId: string; products: StockLine[]; couponCode: string | null },
): Promise<void> {
  const hold = await checkoutSql(tx)
    .updateTable('reservations')
    .set({ status: 'ordered', settled_at: new Date() })
    .where('checkout_id', '=', checkoutId)
    .where('status', '=', 'held')
    .returning(['coupon_id'])
    .executeTakeFirst();

  const soldOut = await sellStock(tx, products, hold !== undefined);
  if (soldOut) throw new CannotFulfil({ text: SOLD_OUT_MEANWHILE, values: { title: soldOut } });
  if (couponCode && !(await consumeCouponUse(tx, couponCode, hold !== undefined && hold.coupon_id !== null))) {
    throw new CannotFulfil({ text: COUPON_USED_UP_MEANWHILE, values: { couponCode } });
  }
}

/** A batch of expired holds per statement, so a sweep after a long outage takes its locks in bites. */
export const EXPIRY_BATCH = 200;

/**
 * Ends the holds whose time is up, giving their stock back. Answers the checkouts whose holds ended,
 * so their payments can be cancelled (in the same transaction as the release: abandoned-payments.ts).
 */
export async function expireHolds(tx: EntityManager, now: Date): Promise<string[]> {
  return releaseWhere(tx, 'expired', { expiredAt: now, limit: EXPIRY_BATCH });
}

/** Settled holds are bookkeeping only (the order or the refund keeps the lasting record). */
export const SETTLED_RESERVATIONS_KEPT_DAYS = 7;

export async function purgeSettledReservations(em: EntityManager, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SETTLED_RESERVATIONS_KEPT_DAYS * 24 * 3600 * 1000);
  const result = await checkoutSql(em).deleteFrom('reservations').where('status', '<>', 'held').where('settled_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether the checkout still holds its stock (its payment may still be made). */
export async function isHeld(em: EntityManager, checkoutId: string): Promise<boolean> {
  const row = await checkoutSql(em)
    .selectFrom('reservations')
    .select('id')
    .where('checkout_id', '=', checkoutId)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return row !== undefined;
}
