import { sqlFor } from '../common/index.ts';

/** gift-cards/'s typed SQL: it writes `gift_cards` and `gift_card_entries` (common/table-owners.ts), and reads the whole shop. */
export const giftCardSql = sqlFor('gift-cards');
