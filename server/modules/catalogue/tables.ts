import { sqlFor } from '../common/index.ts';

/** catalogue/'s typed SQL: it writes `products`, `categories`, `product_categories`, `size_releases`, `category_listings`, `catalogue_revisions`, `product_translations` and `category_translations` (common/table-owners.ts), and reads the whole shop. */
export const catalogueSql = sqlFor('catalogue');
