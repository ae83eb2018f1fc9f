import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { ReservationStatus } from '../../../src/statuses.ts';
import { DomainError } from '../common/domain-error.ts';
import { sqlOf } from '../common/typed-sql.ts';
import type { SnapshotLine, SnapshotOwner } from '../order/checkout-snapshot-payload.ts';
import type { ReservedProduct } from './reservation.entity.ts';

/**
 * Stock and coupon uses held for a checkout while its payment is open (DESIGN.md section 5), so that
 * no more shoppers pay than there are prints. Each hold is one guarded UPDATE on the row that limits
 * it (products.reserved against inventory, coupons.reserved_uses against max_uses): PostgreSQL's row
 * lock orders concurrent checkouts and re-checks the condition for each, so none reads and then writes.
 * Rows are locked in product id order, so two checkouts of the same prints never deadlock.
 *
 * A hold ends exactly once (its reservation row leaves `held` in a guarded update): it becomes the
 * order's stock when the payment succeeds, or goes back when it expires, when the same shopper opens a
 * newer payment, or when the payment fails.
 */

/** How long a hold lasts: long enough for 3-D Secure or a bank's page, short enough not to starve others. */
export const HOLD_MINUTES = 30;

/** Whose hold the next checkout replaces: the account, else the visitor's session. */
export const ownerKey = (owner: SnapshotOwner): string =>
  owner.userId !== null ? `user:${owner.userId}` : `session:${owner.sessionId ?? ''}`;

/** All sizes of a print count against the print's inventory: quantities per product, in id order. */
export function perProduct(lines: readonly Pick<SnapshotLine, 'productId' | 'quantity'>[]): ReservedProduct[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

export interface HoldRequest {
  checkoutId: string;
  owner: SnapshotOwner;
  products: ReservedProduct[];
  /** The coupon as stored (its exact code), or null. */
  couponCode: string | null;
  expiresAt: Date;
}

/**
 * In the checkout's transaction: ends the shopper's current hold (the newest payment replaces the older
 * one) and answers the checkouts whose holds ended, so their payments can be cancelled.
 */
export async function releaseOwnersHold(tx: EntityManager, owner: SnapshotOwner): Promise<string[]> {
  return releaseWhere(tx, 'released', { owner: ownerKey(owner) });
}

/**
 * In the checkout's transaction (after releaseOwnersHold): holds what the checkout needs. Throws a 409
 * DomainError, and the transaction holds nothing, when a print or the coupon is not available.
 * Two checkouts of one shopper racing each other can both pass the release; the second insert then
 * fails on the one-hold-per-owner index (see isOwnerRace) and its transaction is worth running again.
 */
export async function hold(tx: EntityManager, request: HoldRequest): Promise<void> {
  for (const { productId, quantity } of request.products) await reserveProduct(tx, productId, quantity);
  const couponId = request.couponCode ? await reserveCouponUse(tx, request.couponCode) : null;
  await sqlOf(tx)
    .insertInto('reservations')
    .values({
      checkout_id: request.checkoutId,
      owner: ownerKey(request.owner),
      // node-postgres would send an array as a PostgreSQL array, not JSON.
      products: sql<ReservedProduct[]>`cast(${JSON.stringify(request.products)} as jsonb)`,
      coupon_id: couponId,
      expires_at: request.expiresAt,
    })
    .execute();
}

export const isOwnerRace = (error: unknown) =>
  error instanceof UniqueConstraintViolationException && error.message.includes('reservations_owner_held_unique');

async function reserveProduct(tx: EntityManager, productId: number, quantity: number) {
  const held = await sqlOf(tx)
    .updateTable('products')
    .set((eb) => ({ reserved: eb('reserved', '+', quantity) }))
    .where('id', '=', productId)
    .where('in_stock', '=', true)
    .where((eb) => eb(eb('inventory', '-', eb.ref('reserved')), '>=', quantity))
    .returning('id')
    .executeTakeFirst();
  if (held) return;
  const product = await sqlOf(tx)
    .selectFrom('products')
    .select(['title', 'in_stock', 'inventory', 'reserved'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product || !product.in_stock || product.inventory <= 0) {
    throw new DomainError('CONFLICT', `${product?.title ?? 'A print in your bag'} is out of stock. Please remove it from your bag.`);
  }
  const available = Math.max(product.inventory - product.reserved, 0);
  throw new DomainError(
    'CONFLICT',
    available === 0
      ? `Other shoppers are paying for the last ${product.title} right now. Please try again in a few minutes, or remove it from your bag.`
      : `Only ${available} of ${product.title} ${available === 1 ? 'is' : 'are'} available right now: other shoppers are paying for the rest. Please lower the quantity.`,
  );
}

export const COUPON_TAKEN =
  'The last uses of this coupon are taken by checkouts under way. Please remove the coupon to pay the full price, or try again in a few minutes.';
export const COUPON_USED_UP = 'This coupon has reached its usage limit. Please remove it to continue.';

async function reserveCouponUse(tx: EntityManager, code: string): Promise<number> {
  const held = await sqlOf(tx)
    .updateTable('coupons')
    .set((eb) => ({ reserved_uses: eb('reserved_uses', '+', 1) }))
    .where('code', '=', code)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb(eb('current_uses', '+', eb.ref('reserved_uses')), '<', eb.ref('max_uses'))]))
    .returning('id')
    .executeTakeFirst();
  if (held) return held.id;
  const coupon = await sqlOf(tx).selectFrom('coupons').select(['current_uses', 'max_uses']).where('code', '=', code).executeTakeFirst();
  const usedUp = !coupon || (coupon.max_uses !== null && coupon.current_uses >= coupon.max_uses);
  throw new DomainError('CONFLICT', usedUp ? COUPON_USED_UP : COUPON_TAKEN);
}

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
  const db = sqlOf(em);
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
  await giveBack(
    em,
    perProduct(ended.flatMap((row) => row.products)),
    ended.flatMap((row) => (row.coupon_id === null ? [] : [row.coupon_id])),
  );
  return ended.map((row) => row.checkout_id);
}

async function giveBack(em: EntityManager, products: ReservedProduct[], couponIds: number[]) {
  const db = sqlOf(em);
  for (const { productId, quantity } of products) {
    await db
      .updateTable('products')
      .set((eb) => ({ reserved: eb('reserved', '-', quantity) }))
      .where('id', '=', productId)
      .execute();
  }
  const usesPerCoupon = new Map<number, number>();
  for (const id of couponIds) usesPerCoupon.set(id, (usesPerCoupon.get(id) ?? 0) + 1);
  for (const [id, uses] of [...usesPerCoupon].sort(([a], [b]) => a - b)) {
    await db
      .updateTable('coupons')
      .set((eb) => ({ reserved_uses: eb('reserved_uses', '-', uses) }))
      .where('id', '=', id)
      .execute();
  }
}

/** A paid checkout that cannot become an order: what the shopper is told, and why the payment goes back. */
export class CannotFulfil extends Error {
  override name = 'CannotFulfil';
}

/**
 * In the order's transaction: the checkout's stock and coupon use become sold. A hold still in place
 * turns into the sale (even past its expiry, if no sweep has ended it: nobody else has the stock).
 * Without one (it expired, or the shopper opened a newer payment and then paid this one anyway) the
 * stock is taken afresh, under the same guard as a hold. Throws CannotFulfil when it is gone.
 */
export async function sellCheckout(
  tx: EntityManager,
  { checkoutId, products, couponCode }: { checkoutId: string; products: ReservedProduct[]; couponCode: string | null },
): Promise<void> {
  const db = sqlOf(tx);
  const hold = await db
    .updateTable('reservations')
    .set({ status: 'ordered', settled_at: new Date() })
    .where('checkout_id', '=', checkoutId)
    .where('status', '=', 'held')
    .returning(['coupon_id'])
    .executeTakeFirst();
  const fromHold = hold !== undefined;

  for (const { productId, quantity } of products) {
    const sold = await db
      .updateTable('products')
      .set((eb) => ({
        inventory: eb('inventory', '-', quantity),
        ...(fromHold ? { reserved: eb('reserved', '-', quantity) } : {}),
      }))
      .where('id', '=', productId)
      // With a hold, the units are ours (unless inventory was lowered by hand meanwhile); without one,
      // only what nobody else holds may be taken.
      .where((eb) =>
        fromHold
          ? eb('inventory', '>=', quantity)
          : eb.and([eb('in_stock', '=', true), eb(eb('inventory', '-', eb.ref('reserved')), '>=', quantity)]),
      )
      .returning('id')
      .executeTakeFirst();
    if (!sold) {
      const product = await db.selectFrom('products').select('title').where('id', '=', productId).executeTakeFirst();
      throw new CannotFulfil(`${product?.title ?? 'A print you ordered'} sold out while you were paying.`);
    }
  }

  if (!couponCode) return;
  const used = await db
    .updateTable('coupons')
    .set((eb) => ({
      current_uses: eb('current_uses', '+', 1),
      ...(fromHold && hold.coupon_id !== null ? { reserved_uses: eb('reserved_uses', '-', 1) } : {}),
    }))
    .where('code', '=', couponCode)
    .where((eb) =>
      eb.or([
        eb('max_uses', 'is', null),
        fromHold && hold.coupon_id !== null
          ? eb('current_uses', '<', eb.ref('max_uses'))
          : eb(eb('current_uses', '+', eb.ref('reserved_uses')), '<', eb.ref('max_uses')),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new CannotFulfil(`The coupon ${couponCode} was used up while you were paying.`);
}

/** A batch of expired holds per statement, so a sweep after a long outage takes its locks in bites. */
export const EXPIRY_BATCH = 200;

/**
 * Ends the holds whose time is up, giving their stock back. Answers the checkouts whose holds ended,
 * so their payments can be cancelled (in the same transaction as the release: see expire-holds.ts).
 */
export async function expireHolds(tx: EntityManager, now: Date): Promise<string[]> {
  return releaseWhere(tx, 'expired', { expiredAt: now, limit: EXPIRY_BATCH });
}

/** Settled holds are bookkeeping only (the order or the refund keeps the lasting record). */
export const SETTLED_RESERVATIONS_KEPT_DAYS = 7;

export async function purgeSettledReservations(em: EntityManager, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SETTLED_RESERVATIONS_KEPT_DAYS * 24 * 3600 * 1000);
  const result = await sqlOf(em).deleteFrom('reservations').where('status', '<>', 'held').where('settled_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether the checkout still holds its stock (its payment may still be made). */
export async function isHeld(em: EntityManager, checkoutId: string): Promise<boolean> {
  const row = await sqlOf(em)
    .selectFrom('reservations')
    .select('id')
    .where('checkout_id', '=', checkoutId)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return row !== undefined;
}
