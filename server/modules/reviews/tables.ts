import { sqlFor } from '../common/index.ts';

/** reviews/'s typed SQL: it writes `reviews`, `review_photos` and `review_requests` (common/table-owners.ts), and reads the whole shop. */
export const reviewsSql = sqlFor('reviews');
