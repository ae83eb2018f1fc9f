/**
 * Coupons: their rules, their uses (held at checkout, consumed with the order, given back by a refund),
 * the admin's coupons and the failed-attempt limits on codes. What other parts of the shop may call is
 * exported here; the rest of the folder is its inside.
 */
export { createCoupon, listCoupons, removeCoupon, updateCoupon } from './coupon-admin.ts';
export { couponAttemptLimits } from './coupon-attempts.ts';
export { consumeCouponUse, releaseCouponUses, reserveCouponUse, returnCouponUse } from './coupon-uses.ts';
export { validateCoupon } from './coupon-validation.ts';
