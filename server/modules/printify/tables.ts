import { sqlFor } from '../common/index.ts';

/** printify/'s typed SQL: it writes `printify_events`, `printify_syncs` and `product_images` (common/table-owners.ts), and reads the whole shop. */
export const printifySql = sqlFor('printify');
