import { sqlFor } from '../common/index.ts';

/** premium/'s typed SQL: it writes `premium_ips` and `premium_tiers` (common/table-owners.ts), and reads the whole shop. */
export const premiumSql = sqlFor('premium');
