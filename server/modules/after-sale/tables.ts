import { sqlFor } from '../common/index.ts';

/** after-sale/'s typed SQL: it writes `order_refunds` and `order_cancellations` (common/table-owners.ts), and reads the whole shop. */
export const afterSaleSql = sqlFor('after-sale');
