import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { UpdateTierInput } from '../../../src/admin.ts';
import { PREMIUM_STATUSES, type PremiumStatus } from '../../../src/statuses.ts';
import { DEFAULT_TIER_BENEFITS, type TierBenefits } from '../../../src/tier-benefits.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { premiumSql } from './tables.ts';

/**
 * The tier table (premium_tiers), its only writer: what each tier gives, edited by the admin in the
 * Premium tab. Read afresh for every quote and order, so an edit holds for the next one; an order
 * keeps what it was given (orders.return_window_days, free_return_shipping). A tier without a row
 * (a database emptied by hand) gives its defaults, the ones the migration writes.
 */

const COLUMNS = ['tier', 'return_window_days', 'free_return_shipping', 'free_standard_shipping', 'print_discount_percent'] as const;

interface TierRow {
  tier: string;
  return_window_days: number;
  free_return_shipping: boolean;
  free_standard_shipping: boolean;
  print_discount_percent: number;
}

const toBenefits = (row: TierRow): TierBenefits => ({
  // The column's check constraint keeps it to the statuses.
  tier: row.tier as PremiumStatus,
  returnWindowDays: row.return_window_days,
  freeReturnShipping: row.free_return_shipping,
  freeStandardShipping: row.free_standard_shipping,
  printDiscountPercent: row.print_discount_percent,
});

/** Every tier, none to platinum. */
export async function listTiers(em: EntityManager): Promise<TierBenefits[]> {
  const rows = await premiumSql(em).selectFrom('premium_tiers').select(COLUMNS).execute();
  const stored = new Map(rows.map((row) => [row.tier, toBenefits(row)]));
  return PREMIUM_STATUSES.map((tier) => stored.get(tier) ?? DEFAULT_TIER_BENEFITS[tier]);
}

/** What `tier` gives now. */
export async function tierBenefits(em: EntityManager, tier: PremiumStatus): Promise<TierBenefits> {
  const row = await premiumSql(em).selectFrom('premium_tiers').select(COLUMNS).where('tier', '=', tier).executeTakeFirst();
  return row ? toBenefits(row) : DEFAULT_TIER_BENEFITS[tier];
}

/** What a signed-in customer's tier gives them now; a guest's (null) is the `none` row. */
export async function customerBenefits(em: EntityManager, userId: number | null): Promise<TierBenefits> {
  const user = userId === null ? undefined : await premiumSql(em).selectFrom('users').select('premium_status').where('id', '=', userId).executeTakeFirst();
  // The column's check constraint keeps it to the statuses.
  return tierBenefits(em, (user?.premium_status as PremiumStatus | undefined) ?? 'none');
}

/** The admin's edit of one tier, audited; the answer is the tier as saved. */
export async function updateTier(em: EntityManager, input: z.output<typeof UpdateTierInput>, actor: AuditActor): Promise<TierBenefits> {
  return em.fork().transactional(async (tx) => {
    const before = await tierBenefits(tx, input.tier);
    const after = await saveTier(tx, input);
    await recordAudit(tx, { actor, action: 'tier.update', target: { type: 'premium_tier', id: input.tier }, before, after });
    return after;
  });
}

async function saveTier(em: EntityManager, input: z.output<typeof UpdateTierInput>): Promise<TierBenefits> {
  const values = {
    return_window_days: input.returnWindowDays,
    free_return_shipping: input.freeReturnShipping,
    free_standard_shipping: input.freeStandardShipping,
    print_discount_percent: input.printDiscountPercent,
  };
  const row = await premiumSql(em)
    .insertInto('premium_tiers')
    .values({ tier: input.tier, ...values })
    .onConflict((conflict) => conflict.column('tier').doUpdateSet({ ...values, updated_at: new Date() }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toBenefits(row);
}
