import { sqlFor } from '../common/index.ts';

/** share-images/'s typed SQL: it writes `share_images` (common/table-owners.ts), and reads the whole shop. */
export const shareImagesSql = sqlFor('share-images');
