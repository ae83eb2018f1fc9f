import { sqlFor } from '../common/index.ts';

/** coupon/'s typed SQL: it writes `coupons` (common/table-owners.ts), and reads the whole shop. */
export const couponSql = sqlFor('coupon');
