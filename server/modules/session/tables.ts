import { sqlFor } from '../common/index.ts';

/** session/'s typed SQL: it writes `sessions` (common/table-owners.ts), and reads the whole shop. */
export const sessionSql = sqlFor('session');
