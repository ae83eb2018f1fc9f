import type { z } from 'zod';
import type { CouponDiscount, CouponValidateInput } from '../../../src/coupons.ts';
import { tx } from '../../../src/i18n-text.ts';
import { centsToDecimal, toCents } from '../../../src/money.ts';
import { couponDiscountCents } from '../../../src/pricing.ts';
import type { DiscountType } from '../../../src/statuses.ts';
import type { RequestScope } from '../request-scope.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { couponSql } from './tables.ts';

/**
 * Checks a coupon code against an order amount and says what it takes off (spec sections 4, 7).
 * The amount is the shopper's own: this answer only shows the saving, and checkout recomputes
 * the discount from the cart it charges (DESIGN.md section 5).
 */

export const INVALID_COUPON = tx('This coupon code is not valid');

export async function validateCoupon(
  ctx: RequestScope,
  { code, orderCents }: z.output<typeof CouponValidateInput>,
): Promise<CouponDiscount> {
  return ctx.services.couponAttemptLimits.attempt(ctx, () => discountFor(ctx, code, orderCents));
}

async function discountFor(ctx: RequestScope, code: string, orderCents: number): Promise<CouponDiscount> {
  const user = await ctx.currentUser();
  // Someone else's private coupon is not there at all: the answer must not confirm that it exists.
  // Codes are unique as stored; should two differ only in case, the exact spelling wins.
  const coupon = await couponSql(ctx.em)
    .selectFrom('coupons')
    .select(['code', 'discount_type', 'discount_value', 'min_order_amount', 'max_uses', 'current_uses', 'is_active', 'expires_at'])
    .where((eb) => eb(eb.fn('lower', ['code']), '=', eb.fn('lower', [eb.val(code)])))
    .where((eb) => (user ? eb.or([eb('customer_id', 'is', null), eb('customer_id', '=', user.id)]) : eb('customer_id', 'is', null)))
    .orderBy((eb) => eb('code', '=', code), 'desc')
    .orderBy('id')
    .limit(1)
    // The column's check constraint (coupon.entity.ts) keeps it to the discount types.
    .$narrowType<{ discount_type: DiscountType }>()
    .executeTakeFirst();
  if (!coupon) throw new DomainError('NOT_FOUND', INVALID_COUPON);
  if (!coupon.is_active) throw new DomainError('BAD_REQUEST', tx('This coupon is no longer active'));
  const expiresAt = new Date(coupon.expires_at);
  if (expiresAt <= ctx.services.clock()) {
    // The day as the shop in Miami counts it, written as the shopper's language writes days.
    throw new DomainError('BAD_REQUEST', tx('This coupon expired on {day}'), { values: { day: { day: expiresAt.toISOString() } } });
  }
  if (coupon.max_uses !== null && coupon.current_uses >= coupon.max_uses) {
    throw new DomainError('BAD_REQUEST', tx('This coupon has reached its usage limit'));
  }
  const minimum = coupon.min_order_amount === null ? 0 : toCents(coupon.min_order_amount);
  if (orderCents < minimum) {
    throw new DomainError('BAD_REQUEST', tx('This coupon needs an order of at least {minimum}'), { values: { minimum: { usdCents: minimum } } });
  }
  const terms = { discountType: coupon.discount_type, discountValue: coupon.discount_value };
  return {
    code: coupon.code,
    ...terms,
    discountAmount: centsToDecimal(couponDiscountCents(terms, orderCents)),
  };
}
