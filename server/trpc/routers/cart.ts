import { CartAddInput, CartItemIdInput, CartUpdateInput } from '../../../src/cart.ts';
import { CouponValidateInput } from '../../../src/coupons.ts';
import { addToCart, cartContents, removeCartLine, updateCartLine } from '../../modules/cart/index.ts';
import { validateCoupon } from '../../modules/coupon/index.ts';
import { publicProcedure, router } from '../init.ts';

/** The shopper's cart, kept by account or, for visitors, by session (spec sections 2, 4, 5, 7). */
export const cartRouter = router({
  /** Lines newest first, the badge count and the subtotal; empty for a visitor without a session. */
  list: publicProcedure.query(({ ctx }) => cartContents(ctx)),
  /** The line after adding: a new one, or more of the same print and size. */
  add: publicProcedure.input(CartAddInput).mutation(({ ctx, input }) => addToCart(ctx, input)),
  update: publicProcedure.input(CartUpdateInput).mutation(({ ctx, input }) => updateCartLine(ctx, input)),
  remove: publicProcedure.input(CartItemIdInput).mutation(({ ctx, input }) => removeCartLine(ctx, input.id)),
  /** A mutation: each failed attempt counts against the caller's limit. */
  validateCoupon: publicProcedure.input(CouponValidateInput).mutation(({ ctx, input }) => validateCoupon(ctx, input)),
});
