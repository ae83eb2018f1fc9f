import { z } from 'zod';
import { Id } from './cart.ts';
import { Product } from './catalogue.ts';
import { randomTokenInput } from './random-token.ts';

/**
 * The wishlist calls (issue 39): prints a shopper keeps for later, by account or, for a visitor, by
 * session (merged into the account at sign-in, as the cart is), and the read-only copy a share link opens.
 */

/** How many prints one list keeps: enough for any shopper, and a bound on what one visitor can store. */
export const MAX_WISHLIST_ITEMS = 200;

export const WishlistProductInput = z.strictObject({ productId: Id('Product') });
export type WishlistProductInput = z.input<typeof WishlistProductInput>;

/** One kept print, as /account/wishlist and the shared list show it. */
export const WishlistItem = z.object({
  productId: z.number().int(),
  product: Product,
  /** When it was kept (ISO 8601). */
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

export const WishlistRemoved = z.object({ productId: z.number().int() });

/** A share link's token (src/random-token.ts). */
export const WishlistShareToken = randomTokenInput('That wishlist link is not valid');

/** What a share link opens: the list, and the first name of whose it is (no more of them). */
export const SharedWishlist = z.object({
  ownerName: z.string().nullable(),
  items: z.array(WishlistItem),
});
export type SharedWishlist = z.infer<typeof SharedWishlist>;
