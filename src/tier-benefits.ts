import type { MemberTerms } from './pricing.ts';
import type { PremiumStatus } from './statuses.ts';

/**
 * What each premium tier changes in the service (the tier table the admin edits, premium_tiers): how
 * long an order may be returned, who pays return shipping, free standard shipping and a discount on
 * prints. Plain data and functions, no schemas, so the pages' shell (prices, the bag) can read them.
 */
export interface TierBenefits {
  tier: PremiumStatus;
  /** Calendar days after the order's day, counted in New York (src/returns.ts). */
  returnWindowDays: number;
  freeReturnShipping: boolean;
  freeStandardShipping: boolean;
  /** Percent off every print, before any coupon and before tax. */
  printDiscountPercent: number;
}

/** The table's first rows (the migration writes the same): the spec's 7-day window for everyone else. */
export const DEFAULT_TIER_BENEFITS: Record<PremiumStatus, TierBenefits> = {
  none: { tier: 'none', returnWindowDays: 7, freeReturnShipping: false, freeStandardShipping: false, printDiscountPercent: 0 },
  silver: { tier: 'silver', returnWindowDays: 14, freeReturnShipping: false, freeStandardShipping: false, printDiscountPercent: 0 },
  gold: { tier: 'gold', returnWindowDays: 30, freeReturnShipping: true, freeStandardShipping: false, printDiscountPercent: 5 },
  platinum: { tier: 'platinum', returnWindowDays: 30, freeReturnShipping: true, freeStandardShipping: true, printDiscountPercent: 10 },
};

/** What the pricing module reads of a tier; null (no change) for a visitor. */
export const memberTerms = (benefits: TierBenefits | null | undefined): MemberTerms | null =>
  benefits ? { printDiscountPercent: benefits.printDiscountPercent, freeStandardShipping: benefits.freeStandardShipping } : null;

/** A tier as customers read it: Silver, Gold, Platinum (and Standard for none). */
export const tierName = (tier: PremiumStatus) => (tier === 'none' ? 'Standard' : `${tier[0]!.toUpperCase()}${tier.slice(1)}`);
