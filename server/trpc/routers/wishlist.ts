import { WishlistProductInput, WishlistShareToken } from '../../../src/wishlist.ts';
import { dropFromWishlist, keepOnWishlist, sharedWishlist, wishlistIds, wishlistItems, wishlistShareToken } from '../../modules/wishlist/index.ts';
import { protectedProcedure, publicProcedure, router } from '../init.ts';

/** The shopper's wishlist, kept by account or, for visitors, by session (issue 39), and its share link. */
export const wishlistRouter = router({
  /** The kept prints' ids, for the hearts on every card: read with each page. */
  ids: publicProcedure.query(({ ctx }) => wishlistIds(ctx)),
  /** The kept prints, newest first: /account/wishlist. */
  list: publicProcedure.query(({ ctx }) => wishlistItems(ctx)),
  add: publicProcedure.input(WishlistProductInput).mutation(({ ctx, input }) => keepOnWishlist(ctx, input.productId)),
  remove: publicProcedure.input(WishlistProductInput).mutation(({ ctx, input }) => dropFromWishlist(ctx, input.productId)),
  /** The account's share link's token: a visitor's list lives only as long as their session, so only accounts share. */
  share: protectedProcedure.mutation(async ({ ctx }) => ({ token: await wishlistShareToken(ctx, ctx.user.id) })),
  /** What a share link opens, for anyone who has it. */
  shared: publicProcedure.input(WishlistShareToken).query(({ ctx, input }) => sharedWishlist(ctx, input.token)),
});
