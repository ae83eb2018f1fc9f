import { sqlFor } from '../common/index.ts';

/** recommendations/'s typed SQL: it writes `product_popularity` (common/table-owners.ts), and reads the whole shop. */
export const recommendationsSql = sqlFor('recommendations');
