import type { EntityManager } from '@mikro-orm/postgresql';
import { isLocale, DEFAULT_LOCALE, type Locale } from '../../../src/locales.ts';
import { orderSql } from './tables.ts';

/** Who reads an order's e-mails: in which language, and whether they have an account to follow it in. */
export interface MailReader {
  locale: Locale;
  hasAccount: boolean;
}

/**
 * An order's later e-mails (its confirmation, shipment, refunds, cancellation, returns) are written in
 * its customer's language: the one their account last chose (users.locale: signing in, switching
 * languages, ordering), else the one the order was placed in (a guest's, or an account from before
 * languages).
 */
export async function mailReader(em: EntityManager, orderId: number): Promise<MailReader> {
  const row = await orderSql(em)
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => [eb.fn.coalesce('u.locale', 'o.locale').as('locale'), 'o.user_id'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE, hasAccount: row.user_id !== null };
}
