import { sqlFor } from '../common/index.ts';

/** wishlist/'s typed SQL: it writes `wishlist_items` and `wishlist_shares` (common/table-owners.ts), and reads the whole shop. */
export const wishlistSql = sqlFor('wishlist');
