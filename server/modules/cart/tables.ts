import { sqlFor } from '../common/index.ts';

/** cart/'s typed SQL: it writes `cart_items` (common/table-owners.ts), and reads the whole shop. */
export const cartSql = sqlFor('cart');
