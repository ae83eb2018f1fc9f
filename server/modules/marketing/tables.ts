import { sqlFor } from '../common/index.ts';

/** marketing/'s typed SQL: it writes `marketing_contacts` and `checkout_reminders` (common/table-owners.ts), and reads the whole shop. */
export const marketingSql = sqlFor('marketing');
