import { sqlFor } from '../common/index.ts';

/** artwork/'s typed SQL: it writes `artworks` and `zoom_tiles` (common/table-owners.ts), and reads the whole shop. */
export const artworkSql = sqlFor('artwork');
