import { CouponId, CouponInput, CouponListInput, UpdateCouponInput } from '../../../src/coupons.ts';
import { createCoupon, listCoupons, removeCoupon, updateCoupon } from '../../modules/coupon/index.ts';
import { adminProcedure, router } from '../init.ts';

/** The Coupon Management tab (spec sections 2, 4 and 5); the state (Active / Expired) is read against the shop's clock. */
export const adminCouponsRouter = router({
  list: adminProcedure.input(CouponListInput.prefault({})).query(({ ctx, input }) => listCoupons(ctx.em, ctx.services.clock(), input)),
  create: adminProcedure.input(CouponInput).mutation(({ ctx, input }) => createCoupon(ctx.em, ctx.services.clock(), input, ctx.staff)),
  update: adminProcedure.input(UpdateCouponInput).mutation(({ ctx, input }) => updateCoupon(ctx.em, ctx.services.clock(), input, ctx.staff)),
  remove: adminProcedure.input(CouponId).mutation(({ ctx, input }) => removeCoupon(ctx.em, ctx.services.clock(), input.id, ctx.staff)),
});
