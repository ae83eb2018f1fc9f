import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DISCOUNT_TYPES } from '../../../src/statuses.ts';
import { createdAt, money, oneOf, serialId, updatedAt } from '../columns.ts';
import { UserSchema } from '../user/user.entity.ts';

export const CouponSchema = defineEntity({
  name: 'Coupon',
  tableName: 'coupons',
  properties: {
    id: serialId(),
    code: p.string().length(50).unique(),
    discountType: p.string().length(20).check(oneOf('discount_type', DISCOUNT_TYPES)),
    discountValue: money().check('discount_value > 0'),
    minOrderAmount: money().nullable(),
    maxUses: p.integer().nullable(),
    // The database refuses a use past maxUses, so concurrent checkouts cannot overspend a coupon.
    currentUses: p.integer().default(0).check('current_uses >= 0 and (max_uses is null or current_uses <= max_uses)'),
    /** Uses held by checkouts whose payment is open; they become current uses with the order (checkout/holds.ts, through coupon-uses.ts). */
    reservedUses: p.integer().default(0).check('reserved_uses >= 0'),
    isActive: p.boolean().default(true),
    expiresAt: p.datetime(),
    /** Null means the coupon is public; otherwise only this customer may use it. */
    customer: () => p.manyToOne(UserSchema).ref().nullable().deleteRule('cascade').index(),
    campaignName: p.string().length(100).nullable(),
    campaignDescription: p.text().nullable(),
    notes: p.text().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export type Coupon = InferEntity<typeof CouponSchema>;
