import { sqlFor } from '../common/index.ts';

/** audit/'s typed SQL: it writes `admin_audit` (common/table-owners.ts), and reads the whole shop. */
export const auditSql = sqlFor('audit');
