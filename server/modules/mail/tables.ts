import { sqlFor } from '../common/index.ts';

/** mail/'s typed SQL: it writes `sent_emails` (common/table-owners.ts), and reads the whole shop. */
export const mailSql = sqlFor('mail');
