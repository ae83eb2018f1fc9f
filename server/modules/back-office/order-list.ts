import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AdminOrderExportInput, AdminOrderListInput, AdminOrderRow } from '../../../src/admin-orders.ts';
import type { Page } from '../../../src/paging.ts';
import type { OrderStatus, PremiumStatus } from '../../../src/statuses.ts';
import { idPageOf, likeContaining, shopReads } from '../common/index.ts';
import { needsPrintAttention, ORDER_SEARCH_TEXT } from '../order/index.ts';
import { USER_SEARCH_TEXT } from '../user/index.ts';

/**
 * The Orders tab's list: every order, newest first (by id, which grows with time), filtered by
 * status, country, the days it was placed (in the shop's time zone), a search of its number, its
 * e-mail and names, and whether its print order needs staff at `now` (order/print-attention.ts). Each filter has an index (order.entity.ts); the total is counted up to
 * TOTAL_CAP, so that a page of a million unfiltered orders does not count them all. The plans at a
 * million orders are in bench/results/admin-orders.md (bench/admin-orders.ts writes them).
 */

export const SHOP_TIME_ZONE = 'America/New_York';
export const TOTAL_CAP = 10_000;

/** Plain strings: the trigram indexes serve only these exact expressions. */
const orderSearchText = sql.raw<string>(ORDER_SEARCH_TEXT);
const userSearchText = sql.raw<string>(USER_SEARCH_TEXT);

export type Filters = z.output<typeof AdminOrderExportInput>;

/**
 * Filters whose matches lie scattered along the id order (a search; days long past) are read first,
 * as a set of ids through their own indexes, and the page then walks the primary key through that set
 * (PostgreSQL 17+ keeps an `id = any(array)` index scan in key order). Without it the planner walks the
 * newest orders first hoping to meet 26 matches soon, and reads most of the table when they lie far
 * back: 4.5 s for an order number at a million orders, 0.4 s for a month a year ago.
 */
function ordersMatching(em: EntityManager, { status, q, from, to, country, needsAttention }: Filters, now: Date) {
  const db = shopReads(em);
  let query = db.selectFrom('orders as o');
  if (status) query = query.where('o.status', '=', status);
  if (needsAttention !== undefined) query = query.where((eb) => (needsAttention ? needsPrintAttention(eb, now) : eb.not(needsPrintAttention(eb, now))));
  if (country) query = query.where('o.customer_country', '=', country);
  if (from || to) {
    // A day begins at midnight in New York, whatever the offset that day (EST or EDT).
    const placed = db
      .selectFrom('orders')
      .select('id')
      .$if(from !== undefined, (days) => days.where('created_at', '>=', sql<Date>`(${from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`))
      .$if(to !== undefined, (days) => days.where('created_at', '<', sql<Date>`(${to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`));
    query = query.where('o.id', '=', sql<number>`any(array(${placed}))`);
  }
  if (q) {
    const pattern = sql<string>`lower(${likeContaining(q)})`;
    // The order's number (its unique index), its own e-mail and names, or the account's e-mail and
    // name (each text with its trigram index).
    const accounts = db.selectFrom('users').select('id').where(userSearchText, 'like', pattern);
    const found = db
      .selectFrom('orders')
      .select('id')
      .where((eb) => eb.or([eb('order_number', '=', q.toUpperCase()), eb(orderSearchText, 'like', pattern)]))
      .union(db.selectFrom('orders').select('id').where('user_id', '=', sql<number>`any(array(${accounts}))`));
    query = query.where('o.id', '=', sql<number>`any(array(${found}))`);
  }
  return query;
}

/** The statement of one page: `take` rows newest first, below the id `below` when given. */
export function pageStatement(em: EntityManager, filters: Filters, now: Date, below: number | undefined, take: number) {
  return ordersMatching(em, filters, now)
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => [
      'o.id',
      'o.order_number',
      'o.created_at',
      eb.fn.coalesce('o.guest_email', 'u.email').as('email'),
      sql<string>`trim(coalesce(${eb.ref('o.shipping_address')} ->> 'firstName', '') || ' ' || coalesce(${eb.ref('o.shipping_address')} ->> 'lastName', ''))`.as(
        'customer_name',
      ),
      'o.user_id',
      eb
        .cast<number>(
          eb.fn.coalesce(
            eb.selectFrom('order_items as i').select((items) => items.fn.sum('i.quantity').as('n')).whereRef('i.order_id', '=', 'o.id'),
            eb.lit(0),
          ),
          'integer',
        )
        .as('item_count'),
      'o.total',
      eb.fn<string>('trim', ['o.currency']).as('currency'),
      'o.status',
      'o.amount_refunded',
      'u.premium_status',
      needsPrintAttention(eb, now).as('needs_attention'),
    ])
    .$if(below !== undefined, (query) => query.where('o.id', '<', below!))
    .orderBy('o.id', 'desc')
    .limit(take);
}

/** The statement of the total: it reads at most one row past the cap, so a million unfiltered orders are not all counted. */
export const countStatement = (em: EntityManager, filters: Filters, now: Date) =>
  shopReads(em)
    .selectFrom(ordersMatching(em, filters, now).select('o.id').limit(TOTAL_CAP + 1).as('m'))
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'));

/** One page of rows as the list answers them: newest first, below the id `below` when given. */
export async function pageOfOrders(em: EntityManager, filters: Filters, now: Date, below: number | undefined, take: number): Promise<AdminOrderRow[]> {
  return (await pageStatement(em, filters, now, below, take).execute()).map((row) => ({
    id: row.id,
    orderNumber: row.order_number,
    createdAt: new Date(row.created_at).toISOString(),
    email: row.email,
    customerName: row.customer_name,
    guest: row.user_id === null,
    itemCount: row.item_count,
    total: row.total,
    currency: row.currency,
    // The columns' check constraints keep them inside their lists.
    status: row.status as OrderStatus,
    amountRefunded: row.amount_refunded,
    premiumStatus: row.premium_status as PremiumStatus | null,
    needsAttention: Boolean(row.needs_attention),
  }));
}

export async function listAdminOrders(em: EntityManager, now: Date, input: z.output<typeof AdminOrderListInput>): Promise<Page<AdminOrderRow>> {
  const { cursor, limit, direction: _forward, ...filters } = input;
  let capped = false;
  const page = await idPageOf(
    { cursor, limit },
    (below, take) => pageOfOrders(em, filters, now, below, take),
    async () => {
      const { n } = await countStatement(em, filters, now).executeTakeFirstOrThrow();
      capped = n > TOTAL_CAP;
      return Math.min(n, TOTAL_CAP);
    },
  );
  return capped ? { ...page, totalCapped: true } : page;
}
