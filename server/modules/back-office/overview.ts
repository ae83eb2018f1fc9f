import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import {
  DEFAULT_RANGE_DAYS,
  MAX_RANGE_DAYS,
  TIER_GROUPS,
  daysBetween,
  type Overview,
  type OverviewInput,
  type OverviewTotals,
} from '../../../src/admin-overview.ts';
import { centsToDecimal, toCents } from '../../../src/money.ts';
import { addDays, shopDate, SHOP_TIME_ZONE } from '../../../src/shop-time.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { shopReads, type ShopDatabase } from '../common/index.ts';
import { giftCardFigures } from '../gift-cards/index.ts';
import { needsPrintAttention, sizeOfItem } from '../order/index.ts';

/**
 * The Overview tab: the shop's figures for a range of New York days against the same number of days
 * before it, and what its charts break them down by. Each figure is one statement over the orders of
 * the range, found through orders_created_at_sales_index (created_at, with the status, amounts,
 * customer and country beside it), so a month of a million-order history reads about 30,000 index
 * entries and no table rows; the statements run side by side. bench/admin-overview.ts times it.
 *
 * Amounts are the orders' own: US dollars, converted by checkout at the rate each order locked, so
 * a euro order counts at what it was worth in dollars that day, and refunds are taken off as the
 * dollars they were recorded in.
 */

type Range = { from: string; to: string };

/** The first instant of a New York day, whatever its offset (EST or EDT). */
const startOf = (day: string) => sql<Date>`(${day}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;

/**
 * A sum of money, 0.00 over no rows: numeric, which sorts as a number and reaches us as its 2-decimal
 * text (pg reads numeric as a string), so no float ever rounds it.
 */
const money = (amount: Expression<unknown>) => sql<string>`cast(coalesce(sum(${amount}), 0) as numeric(14, 2))`;
const count = sql<number>`count(*)::integer`;

/**
 * The orders of [from, to] whose payment was taken: not a bank debit still clearing (pending), nor
 * one that failed (cancelled with nothing refunded; an order cancelled after payment was refunded).
 */
function salesBetween(em: EntityManager, { from, to }: Range) {
  return shopReads(em)
    .selectFrom('orders as o')
    .where('o.created_at', '>=', startOf(from))
    .where('o.created_at', '<', startOf(addDays(to, 1)))
    .where('o.status', '<>', 'pending')
    .where((eb) => eb.or([eb('o.status', '<>', 'cancelled'), eb('o.amount_refunded', '>', sql<string>`0`)]));
}

type SalesScope = ExpressionBuilder<ShopDatabase & { o: ShopDatabase['orders'] }, 'o'>;

/** Net revenue (what orders were placed for, less what was refunded on them) and orders of a group of sales. */
const salesFigures = (eb: SalesScope) => [money(sql`${eb.ref('o.total')} - ${eb.ref('o.amount_refunded')}`).as('net_revenue'), count.as('orders')] as const;

async function totalsOf(em: EntityManager, range: Range): Promise<OverviewTotals> {
  const db = shopReads(em);
  const [sales, customers, returns] = await Promise.all([
    salesBetween(em, range)
      .select((eb) => [...salesFigures(eb), money(eb.ref('o.total')).as('gross'), money(eb.ref('o.amount_refunded')).as('refunds')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select(count.as('n'))
      .where('created_at', '>=', startOf(range.from))
      .where('created_at', '<', startOf(addDays(range.to, 1)))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('return_requests')
      .select(count.as('n'))
      .where('created_at', '>=', startOf(range.from))
      .where('created_at', '<', startOf(addDays(range.to, 1)))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    netRevenue: sales.net_revenue,
    orders: sales.orders,
    averageOrderValue: averageOf(sales.gross, sales.orders),
    refunds: sales.refunds,
    newCustomers: customers.n,
    returnRequests: returns.n,
  };
}

/** The 10 that sold most prints, then most money; then by id, or by size label, so ties keep one order. */
function topTen<Row extends { id: number | null; size: string | null; quantity: number; sales: string }>(rows: Row[]): Row[] {
  return rows
    .sort((a, b) => b.quantity - a.quantity || Number(b.sales) - Number(a.sales) || (a.id ?? 0) - (b.id ?? 0) || (a.size ?? '').localeCompare(b.size ?? ''))
    .slice(0, 10);
}

/** A sum shared over `orders`, to the cent; 0.00 for none. */
const averageOf = (sum: string, orders: number) => centsToDecimal(orders === 0 ? 0 : Math.round(toCents(sum) / orders));

/**
 * The range asked for: both days; from a day to today; 30 days to a day; or the last 30 days to
 * today (in New York, by the shop's clock). 400 past MAX_RANGE_DAYS, which the schema checks only
 * when both days are given.
 */
function overviewRange({ from, to }: z.output<typeof OverviewInput>, now: Date): Range {
  const today = shopDate(now);
  const end = to ?? (from && from > today ? from : today);
  const range = { from: from ?? addDays(end, 1 - DEFAULT_RANGE_DAYS), to: end };
  if (daysBetween(range.from, range.to) > MAX_RANGE_DAYS) {
    throw new DomainError('BAD_REQUEST', `from: Choose at most ${MAX_RANGE_DAYS} days (from ${range.from} to ${range.to} is longer)`);
  }
  return range;
}

export async function adminOverview(em: EntityManager, now: Date, input: z.output<typeof OverviewInput>): Promise<Overview> {
  const range = overviewRange(input, now);
  const days = daysBetween(range.from, range.to);
  const previousRange = { from: addDays(range.from, -days), to: addDays(range.from, -1) };
  const sales = () => salesBetween(em, range);
  // A guest's order, or the account's group (a blank one as `blank`).
  const byCustomer = (column: 'u.client_type' | 'u.premium_status', blank: string) =>
    sales()
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .select((eb) => [
        sql<string>`case when ${eb.ref('o.user_id')} is null then 'guest' else coalesce(${eb.ref(column)}, ${blank}) end`.as('group'),
        money(sql`${eb.ref('o.total')} - ${eb.ref('o.amount_refunded')}`).as('net_revenue'),
        count.as('orders'),
      ])
      .groupBy(sql`1`)
      .orderBy(sql`2`, 'desc')
      .orderBy(sql`1`);
  /**
   * The prints and the sizes sold, in one pass over the range's lines: grouped by print and size id
   * (so each size's label is looked up in its print's variants once), then both by print and by size
   * label (grouping sets), each group marked by `by_size`. Their top 10 are picked below.
   */
  const bestSellers = () =>
    shopReads(em)
      .with('l', () =>
        sales()
          .innerJoin('order_items as i', 'i.order_id', 'o.id')
          .select((eb) => [
            'i.product_id',
            'i.variant_id',
            sql<number>`sum(${eb.ref('i.quantity')})`.as('quantity'),
            sql<string>`sum(${eb.ref('i.price')} * ${eb.ref('i.quantity')})`.as('sales'),
          ])
          .groupBy(['i.product_id', 'i.variant_id']),
      )
      .with('s', (db) =>
        db
          .selectFrom('l')
          .innerJoin('products as p', 'p.id', 'l.product_id')
          .select((eb) => ['p.id', 'p.title', sizeOfItem(eb.ref('p.variants'), eb.ref('l.variant_id')).as('size'), 'l.quantity', 'l.sales']),
      )
      .selectFrom('s')
      .select((eb) => [
        's.id',
        's.title',
        's.size',
        sql<number>`sum(${eb.ref('s.quantity')})::integer`.as('quantity'),
        money(eb.ref('s.sales')).as('sales'),
        sql<number>`grouping(${eb.ref('s.id')})`.as('by_size'),
      ])
      .groupBy(sql`grouping sets ((${sql.ref('s.id')}, ${sql.ref('s.title')}), (${sql.ref('s.size')}))`)
      .execute();
  const [totals, previousTotals, daily, byClientType, byCountry, sellers, byTier, attention, giftCards] = await Promise.all([
    totalsOf(em, range),
    totalsOf(em, previousRange),
    sales()
      .select((eb) => [sql<string>`to_char((${eb.ref('o.created_at')} at time zone ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD')`.as('day'), ...salesFigures(eb)])
      .groupBy(sql`1`)
      .execute(),
    byCustomer('u.client_type', 'unknown').execute(),
    sales()
      .select((eb) => [eb.fn.coalesce('o.customer_country', sql<string>`'??'`).as('country'), ...salesFigures(eb)])
      .groupBy('o.customer_country')
      .orderBy(sql`2`, 'desc')
      .orderBy('country')
      .limit(10)
      .execute(),
    bestSellers(),
    byCustomer('u.premium_status', 'none').execute(),
    // Now, not in the range: read from orders_print_waiting_index's few rows.
    shopReads(em)
      .selectFrom('orders as o')
      .select(count.as('n'))
      .where((eb) => needsPrintAttention(eb, now))
      .executeTakeFirstOrThrow(),
    giftCardFigures(em),
  ]);

  const byDay = new Map(daily.map((row) => [row.day, row]));
  return {
    range: { ...range, days },
    previousRange,
    totals,
    previousTotals,
    daily: Array.from({ length: days }, (_, index) => {
      const date = addDays(range.from, index);
      const row = byDay.get(date);
      return { day: date, orders: row?.orders ?? 0, netRevenue: row?.net_revenue ?? '0.00' };
    }),
    // The columns' check constraints keep the groups inside their lists.
    byClientType: byClientType.map((row) => ({
      clientType: row.group as Overview['byClientType'][number]['clientType'],
      orders: row.orders,
      netRevenue: row.net_revenue,
    })),
    byCountry: byCountry.map((row) => ({ country: row.country.trim(), orders: row.orders, netRevenue: row.net_revenue })),
    topPrints: topTen(sellers.filter((row) => row.by_size === 0)).map((row) => ({ productId: row.id!, title: row.title!, quantity: row.quantity, sales: row.sales })),
    topSizes: topTen(sellers.filter((row) => row.by_size === 1)).map((row) => ({ size: row.size, quantity: row.quantity, sales: row.sales })),
    byTier: TIER_GROUPS.flatMap((tier) => {
      const row = byTier.find((candidate) => candidate.group === tier);
      return row ? [{ tier, orders: row.orders, netRevenue: row.net_revenue }] : [];
    }),
    needsAttention: attention.n,
    giftCards,
  };
}
