/**
 * The wishlist: prints a shopper keeps for later, by account or by a visitor's session (the cart's
 * owners), merged into the account at sign-in, and shared read-only by a link. What other parts of the
 * shop may call is exported here; the rest of the folder is its inside.
 */
export { mergeGuestWishlist } from './wishlist-merge.ts';
export { dropFromWishlist, keepOnWishlist, sharedWishlist, wishlistIds, wishlistItems, wishlistShareToken } from './wishlist.service.ts';
