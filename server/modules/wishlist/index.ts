/**
 * The wishlist: prints a shopper keeps for later, by account or by a visitor's session (the cart's
 * owners), merged into the account at sign-in, shared read-only by a link, and the weekly alert of news
 * about kept prints. What other parts of the
 * shop may call is exported here; the rest of the folder is its inside.
 */
export { sendWishlistAlerts, WISHLIST_ALERTS_CRON, WISHLIST_ALERTS_JOB, wishlistAlertsJob } from './wishlist-alerts.ts';
export { wishlistAlertEmail } from './wishlist-alert-email.ts';
export { purgeGuestWishlists } from './guest-wishlists.ts';
export { mergeGuestWishlist } from './wishlist-merge.ts';
export { dropFromWishlist, keepOnWishlist, sharedWishlist, wishlistIds, wishlistItems, wishlistShareToken } from './wishlist.service.ts';
