import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../src/domain-error.ts';
import { tx } from '../../../src/i18n-text.ts';
import { couponSql } from './tables.ts';

/**
 * A coupon's uses: `current_uses` by orders, `reserved_uses` by checkouts whose payment is open.
 * Each change is one guarded UPDATE on the coupon's row, so no more checkouts than `max_uses` allows
 * get a use, however many race for it.
 */

export const COUPON_TAKEN = tx(
  'The last uses of this coupon are taken by checkouts under way. Please remove the coupon to pay the full price, or try again in a few minutes.',
);
export const COUPON_USED_UP = tx('This coupon has reached its usage limit. Please remove it to continue.');

/** Holds one use of the coupon (its exact stored code) for a checkout; answers the coupon's id. */
export async function reserveCouponUse(tx: EntityManager, code: string): Promise<number> {
  const held = await couponSql(tx)
    .updateTable('coupons')
    .set((eb) => ({ reserved_uses: eb('reserved_uses', '+', 1) }))
    .where('code', '=', code)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb(eb('current_uses', '+', eb.ref('reserved_uses')), '<', eb.ref('max_uses'))]))
    .returning('id')
    .executeTakeFirst();
  if (held) return held.id;
  const coupon = await couponSql(tx).selectFrom('coupons').select(['current_uses', 'max_uses']).where('code', '=', code).executeTakeFirst();
  const usedUp = !coupon || (coupon.max_uses !== null && coupon.current_uses >= coupon.max_uses);
  throw new DomainError('CONFLICT', usedUp ? COUPON_USED_UP : COUPON_TAKEN);
}

/** Holds that ended give their uses back: one per id listed (an id may repeat). */
export async function releaseCouponUses(em: EntityManager, couponIds: readonly number[]): Promise<void> {
  const usesPerCoupon = new Map<number, number>();
  for (const id of couponIds) usesPerCoupon.set(id, (usesPerCoupon.get(id) ?? 0) + 1);
  for (const [id, uses] of [...usesPerCoupon].sort(([a], [b]) => a - b)) {
    await couponSql(em)
      .updateTable('coupons')
      .set((eb) => ({ reserved_uses: eb('reserved_uses', '-', uses) }))
      .where('id', '=', id)
      .execute();
  }
}

/**
 * An order uses the coupon. `fromHold`: a use was held for it and turns into the order's; without one
 * only a use that no open checkout holds may be taken. False when the coupon is used up.
 */
export async function consumeCouponUse(tx: EntityManager, code: string, fromHold: boolean): Promise<boolean> {
  const used = await couponSql(tx)
    .updateTable('coupons')
    .set((eb) => ({
      current_uses: eb('current_uses', '+', 1),
      ...(fromHold ? { reserved_uses: eb('reserved_uses', '-', 1) } : {}),
    }))
    .where('code', '=', code)
    .where((eb) =>
      eb.or([
        eb('max_uses', 'is', null),
        fromHold ? eb('current_uses', '<', eb.ref('max_uses')) : eb(eb('current_uses', '+', eb.ref('reserved_uses')), '<', eb.ref('max_uses')),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** A cancelled order gives its coupon use back, so the coupon can be used once more. */
export async function returnCouponUse(tx: EntityManager, code: string): Promise<void> {
  await couponSql(tx)
    .updateTable('coupons')
    .set((eb) => ({ current_uses: eb('current_uses', '-', 1) }))
    .where('code', '=', code)
    .where('current_uses', '>', 0)
    .execute();
}
