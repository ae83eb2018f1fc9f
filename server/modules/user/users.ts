import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../src/locales.ts';
import type { PremiumStatus } from '../../../src/statuses.ts';
import { UserSchema, type User } from './user.entity.ts';
import { userSql } from './tables.ts';

/**
 * Every write to `users`: the account a sign-up makes (auth decides when), what a customer has
 * bought, for the admin's customer lists, their premium tier, and the language they last chose.
 */

/** In the sign-up's transaction: the account, written when the transaction commits. */
export function createAccount(tx: EntityManager, account: Pick<User, 'email' | 'firstName' | 'lastName' | 'clientType' | 'locale'>): User {
  return tx.create(UserSchema, account);
}

/**
 * The language the customer chose last (signing in, switching languages, ordering): their later
 * e-mails are written in it, whatever language the order or the request they concern was made in.
 */
export async function rememberLocale(em: EntityManager, userId: number, locale: Locale): Promise<void> {
  await userSql(em)
    .updateTable('users')
    .set({ locale, updated_at: new Date() })
    .where('id', '=', userId)
    .where((eb) => eb('locale', 'is distinct from', locale))
    .execute();
}

/** A phone the profile can keep: what the shopper typed, trimmed, if it fits the column. */
const profilePhone = (phone: string | null) => (phone?.trim() && phone.trim().length <= 20 ? phone.trim() : null);

/**
 * In the order's transaction: one more order and its total (a 2-decimal string of US dollars). The
 * profile keeps the first phone the customer orders with, so their next checkout starts from it.
 */
export async function recordPurchase(tx: EntityManager, userId: number, order: { total: string; phone: string | null }): Promise<void> {
  await userSql(tx)
    .updateTable('users')
    .set((eb) => ({
      order_count: eb('order_count', '+', 1),
      total_spent: eb('total_spent', '+', order.total),
      phone: eb.fn.coalesce('phone', eb.val(profilePhone(order.phone))),
      updated_at: new Date(),
    }))
    .where('id', '=', userId)
    .execute();
}

/**
 * The customer's tier and VIP notes. premium_since records when they first became premium: set when
 * a tier is given, kept when it changes between tiers, cleared with `none`. Notes left out (undefined)
 * stay as they were. False for an unknown customer.
 */
export async function setPremiumTier(
  em: EntityManager,
  userId: number,
  { status, notes, now }: { status: PremiumStatus; notes: string | null | undefined; now: Date },
): Promise<boolean> {
  const updated = await userSql(em)
    .updateTable('users')
    .set((eb) => ({
      premium_status: status,
      premium_since: status === 'none' ? null : eb.fn.coalesce('premium_since', eb.val(now)),
      ...(notes === undefined ? {} : { vip_notes: notes }),
      updated_at: now,
    }))
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}
