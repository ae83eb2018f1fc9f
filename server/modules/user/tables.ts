import { sqlFor } from '../common/index.ts';

/** user/'s typed SQL: it writes `users` (common/table-owners.ts), and reads the whole shop. */
export const userSql = sqlFor('user');
