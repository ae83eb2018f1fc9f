import { sqlFor } from '../common/index.ts';

/** returns/'s typed SQL: it writes `return_requests`, `return_photos` and `return_events` (common/table-owners.ts), and reads the whole shop. */
export const returnsSql = sqlFor('returns');
