import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../src/locales.ts';
import type { DiscountType } from '../../../src/statuses.ts';
import type { JobDefinition } from '../../integrations/jobs/job-queue.ts';
import { asJsonb } from '../common/index.ts';
import { titlesIn } from '../catalogue/index.ts';
import { mailWords, queueMail } from '../mail/index.ts';
import { marketingToken, mayMarketTo } from '../marketing/index.ts';
import type { Services } from '../request-scope.ts';
import { wishlistAlertEmail, type OnSale } from './wishlist-alert-email.ts';
import { listItems } from './wishlist.queries.ts';
import { wishlistSql } from './tables.ts';

/**
 * The wishlist's alert (issue 39): at most one e-mail a week to a customer when a print they keep is
 * offered in a new size, or a coupon for everyone has been made since (every print goes on sale with it).
 * Marketing e-mail, so only where it may go (marketing/). A daily sweep on the shop's clock; a customer
 * with no news is looked at again the next day.
 */

export const WISHLIST_ALERTS_JOB = 'wishlist.alerts';
/** Daily at 15:23 UTC: the morning in the Americas, the afternoon in Europe. */
export const WISHLIST_ALERTS_CRON = '23 15 * * *';

const WEEK_MS = 7 * 24 * 3600 * 1000;
const BATCH = 500;

type AlertServices = Pick<Services, 'jobs' | 'clock' | 'publicUrl' | 'supportEmail'>;

export function wishlistAlertsJob({ services, fork }: { services: AlertServices; fork: () => EntityManager }): JobDefinition<object> {
  return {
    name: WISHLIST_ALERTS_JOB,
    queue: { policy: 'singleton', retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 1800, deleteAfterSeconds: 24 * 3600 },
    run: async () => {
      await sendWishlistAlerts(fork(), services);
    },
  };
}

interface Keeper {
  userId: number;
  email: string;
  locale: Locale;
  /** The last alert, or when they kept their first print: news is what came after. */
  since: Date;
}

/** Sends the alerts now due; answers how many went. */
export async function sendWishlistAlerts(em: EntityManager, services: AlertServices): Promise<number> {
  const now = services.clock();
  let sent = 0;
  for (let after = 0; ; ) {
    const keepers = await keepersDue(em, new Date(now.getTime() - WEEK_MS), after);
    for (const keeper of keepers) if (await alert(em, services, keeper, now)) sent += 1;
    if (keepers.length < BATCH) return sent;
    after = keepers.at(-1)!.userId;
  }
}

/** Customers keeping prints who had no alert in the past week, by id after `after`. */
async function keepersDue(em: EntityManager, weekAgo: Date, after: number): Promise<Keeper[]> {
  const rows = await wishlistSql(em)
    .selectFrom('wishlist_items as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .leftJoin('wishlist_alerts as a', 'a.user_id', 'w.user_id')
    .select((eb) => ['u.id', 'u.email', 'u.locale', 'a.sent_at', eb.fn.min('w.created_at').as('first_kept')])
    .where('u.id', '>', after)
    .where((eb) => eb.or([eb('a.sent_at', 'is', null), eb('a.sent_at', '<=', weekAgo)]))
    .groupBy(['u.id', 'u.email', 'u.locale', 'a.sent_at'])
    .orderBy('u.id')
    .limit(BATCH)
    .execute();
  return rows.map((row) => ({ userId: row.id, email: row.email, locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE, since: new Date(row.sent_at ?? row.first_kept) }));
}

async function alert(em: EntityManager, services: AlertServices, keeper: Keeper, now: Date): Promise<boolean> {
  const seen = await seenSizes(em, keeper.userId);
  const items = await listItems(em, { userId: keeper.userId });
  const newSizes = items.flatMap((item) => {
    const added = item.product.variants.filter((variant) => !(seen.get(item.productId) ?? []).includes(variant.id));
    return added.length > 0 ? [{ productId: item.productId, title: item.product.title, sizes: added.map((variant) => variant.size) }] : [];
  });
  const onSale = await publicCouponsSince(em, keeper.since, now);
  if (newSizes.length === 0 && onSale.length === 0) return false;
  if (!(await mayMarketTo(em, keeper.email, await lastShippedTo(em, keeper.userId)))) return false;
  return em.transactional(async (tx) => {
    const db = wishlistSql(tx);
    // Claimed by one statement: a second sweep at the same time finds the week's alert taken.
    const claimed = await db
      .insertInto('wishlist_alerts')
      .values({ user_id: keeper.userId, sent_at: now })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ sent_at: now }).where('wishlist_alerts.sent_at', '<=', new Date(now.getTime() - WEEK_MS)))
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return false;
    for (const item of items) {
      await db
        .updateTable('wishlist_items')
        .set({ seen_variant_ids: asJsonb(item.product.variants.map((variant) => variant.id)) })
        .where('user_id', '=', keeper.userId)
        .where('product_id', '=', item.productId)
        .execute();
    }
    const titles = await titlesIn(tx, keeper.locale, newSizes.map((print) => print.productId));
    const mail = wishlistAlertEmail(services, {
      to: keeper.email,
      words: mailWords(keeper.locale),
      newSizes: newSizes.map((print) => ({ ...print, title: titles.get(print.productId) ?? print.title })),
      onSale,
      unsubscribeToken: await marketingToken(tx, keeper.email),
    });
    await queueMail(services.jobs, tx, { ...mail, key: `wishlist-alert.${keeper.userId}.${now.getTime()}` });
    return true;
  });
}

async function seenSizes(em: EntityManager, userId: number): Promise<Map<number, string[]>> {
  const rows = await wishlistSql(em).selectFrom('wishlist_items').select(['product_id', 'seen_variant_ids']).where('user_id', '=', userId).execute();
  return new Map(rows.map((row) => [row.product_id, row.seen_variant_ids]));
}

/** Coupons for everyone made since `since`, still active, unexpired and with uses left. */
async function publicCouponsSince(em: EntityManager, since: Date, now: Date): Promise<OnSale[]> {
  const rows = await wishlistSql(em)
    .selectFrom('coupons')
    .select(['code', 'discount_type', 'discount_value', 'expires_at'])
    .where('customer_id', 'is', null)
    .where('is_active', '=', true)
    .where('created_at', '>', since)
    .where('expires_at', '>', now)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('current_uses', '<', eb.ref('max_uses'))]))
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ code: row.code, discountType: row.discount_type as DiscountType, discountValue: row.discount_value, until: new Date(row.expires_at) }));
}

/** Where the customer's last order went: what decides whether marketing e-mail needs their yes first (null: no order yet). */
async function lastShippedTo(em: EntityManager, userId: number): Promise<string | null> {
  const row = await wishlistSql(em)
    .selectFrom('orders')
    .select('customer_country')
    .where('user_id', '=', userId)
    .where('customer_country', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.customer_country?.trim() ?? null;
}
