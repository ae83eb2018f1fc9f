import { sqlFor } from '../common/index.ts';

/** checkout/'s typed SQL: it writes `checkout_snapshots`, `reservations` and `payment_refunds` (common/table-owners.ts), and reads the whole shop. */
export const checkoutSql = sqlFor('checkout');
