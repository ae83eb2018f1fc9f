import { sqlFor } from '../common/index.ts';

/** contact/'s typed SQL: it writes `contact_submissions` (common/table-owners.ts), and reads the whole shop. */
export const contactSql = sqlFor('contact');
