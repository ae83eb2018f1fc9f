import { sqlFor } from '../common/index.ts';

/** auth/'s typed SQL: it writes `auth_codes` and `temp_users` (common/table-owners.ts), and reads the whole shop. */
export const authSql = sqlFor('auth');
