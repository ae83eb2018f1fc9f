import { sqlFor } from './table-owners.ts';

/** common/'s typed SQL: it writes `rate_limit_counters` (common/table-owners.ts), and reads the whole shop. */
export const commonSql = sqlFor('common');
