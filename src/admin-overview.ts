import { z } from 'zod';
import { Day, FROM_BEFORE_TO, fromBeforeTo } from './admin-orders.ts';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES } from './client-types.ts';
import { PREMIUM_STATUSES } from './statuses.ts';

/**
 * The Overview tab of the admin dashboard: the shop's figures for a range of New York days and the
 * same number of days before it, and the breakdowns its charts draw. Money is 2-decimal strings of
 * US dollars: each order's total as stored, which checkout converted at the rate the order locked.
 */

/** What the tab shows when no range is asked for: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;
/** The longest range: a year and a day, so a leap year fits and a year compares with the one before. */
export const MAX_RANGE_DAYS = 366;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** Both days inclusive; left out, the range ends today and starts 29 days earlier. */
export const OverviewInput = z
  .strictObject({ from: Day('From').optional(), to: Day('To').optional() })
  .refine(fromBeforeTo, FROM_BEFORE_TO)
  .refine(({ from, to }) => !from || !to || daysBetween(from, to) <= MAX_RANGE_DAYS, {
    path: ['to'],
    message: `Choose at most ${MAX_RANGE_DAYS} days`,
  });
export type OverviewInput = z.input<typeof OverviewInput>;

const Money = z.string().regex(/^-?\d+\.\d{2}$/);

export const OverviewTotals = z.object({
  /** What orders were placed for, less what was refunded on them. */
  netRevenue: Money,
  /** Orders whose payment was taken (not a bank debit still clearing, nor one that failed). */
  orders: z.number().int(),
  /** What an order was placed for, on average, before refunds. */
  averageOrderValue: Money,
  /** Refunded on the range's orders so far. */
  refunds: Money,
  /** Accounts opened in the range. */
  newCustomers: z.number().int(),
  /** Return requests made in the range. */
  returnRequests: z.number().int(),
});
export type OverviewTotals = z.infer<typeof OverviewTotals>;

const Sales = { orders: z.number().int(), netRevenue: Money };

/** A customer group of the client-type chart: a client type, an account without one, or a guest. */
export const CLIENT_TYPE_GROUPS = [...CLIENT_TYPES.map((type) => type.value), 'unknown', 'guest'] as const;
export const TIER_GROUPS = [...PREMIUM_STATUSES, 'guest'] as const;

export const Overview = z.object({
  range: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  /** The same number of days, ending the day before `range.from`. */
  previousRange: z.object({ from: z.string(), to: z.string() }),
  totals: OverviewTotals,
  previousTotals: OverviewTotals,
  /** Every day of the range, oldest first, with nothing sold on a day as zero. */
  daily: z.array(z.object({ day: z.string(), ...Sales })),
  /** By the customer's client type (spec section 3), most revenue first. */
  byClientType: z.array(z.object({ clientType: z.enum(CLIENT_TYPE_GROUPS), ...Sales })),
  /** By the shipping country, the 10 with most revenue. */
  byCountry: z.array(z.object({ country: z.string(), ...Sales })),
  /** The 10 prints sold most (by prints, then revenue), at the price each line was sold for. */
  topPrints: z.array(z.object({ productId: z.number().int(), title: z.string(), quantity: z.number().int(), sales: Money })),
  /** The 10 sizes sold most; a print sold in one size has none. */
  topSizes: z.array(z.object({ size: z.string().nullable(), quantity: z.number().int(), sales: Money })),
  /** By the customer's tier now, in the tiers' order. */
  byTier: z.array(z.object({ tier: z.enum(TIER_GROUPS), ...Sales })),
  /**
   * Print orders that need staff now, whatever the range: refused by Printify, or not at Printify an
   * hour after payment (the Orders tab's needsAttention filter lists them).
   */
  needsAttention: z.number().int(),
  /**
   * Gift cards, all time whatever the range: what shoppers bought them for, what was spent with any card
   * (less refunds back to cards), and what all cards still hold, which the shop owes.
   */
  giftCards: z.object({ sold: Money, spent: Money, outstanding: Money }),
});
export type Overview = z.infer<typeof Overview>;

/** What the charts and tables call a customer group. */
export const clientTypeGroupLabel = (group: (typeof CLIENT_TYPE_GROUPS)[number]) =>
  group === 'guest' ? 'Guest checkout' : group === 'unknown' ? 'Not given' : CLIENT_TYPE_LABELS[group];

export const tierGroupLabel = (group: (typeof TIER_GROUPS)[number]) =>
  group === 'guest' ? 'Guest checkout' : group === 'none' ? 'No tier' : group.charAt(0).toUpperCase() + group.slice(1);
