import { sqlFor } from '../common/index.ts';

/** backups/'s typed SQL: it writes `backup_runs` (common/table-owners.ts), and reads the whole shop. */
export const backupsSql = sqlFor('backups');
