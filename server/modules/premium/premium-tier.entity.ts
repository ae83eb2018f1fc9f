import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PREMIUM_STATUSES } from '../../../src/statuses.ts';
import { oneOf, updatedAt } from '../columns.ts';

/**
 * What each premium tier changes (src/tier-benefits.ts): one row per tier, written by the migration
 * with the defaults and then only by premium/premium-tiers.ts, when an admin edits the Premium tab.
 * An order keeps what its tier gave at the time (orders.return_window_days and free_return_shipping).
 */
export const PremiumTierSchema = defineEntity({
  name: 'PremiumTier',
  tableName: 'premium_tiers',
  properties: {
    tier: p.string().length(20).primary().check(oneOf('tier', PREMIUM_STATUSES)),
    returnWindowDays: p.integer().check('return_window_days >= 1 and return_window_days <= 365'),
    freeReturnShipping: p.boolean().default(false),
    freeStandardShipping: p.boolean().default(false),
    printDiscountPercent: p.integer().default(0).check('print_discount_percent >= 0 and print_discount_percent <= 50'),
    updatedAt: updatedAt(),
  },
});

export type PremiumTier = InferEntity<typeof PremiumTierSchema>;
