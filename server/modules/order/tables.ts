import { sqlFor } from '../common/index.ts';

/** order/'s typed SQL: it writes `orders`, `order_items` and `order_events` (common/table-owners.ts), and reads the whole shop. */
export const orderSql = sqlFor('order');
