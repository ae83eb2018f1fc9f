import type { EntityManager } from '@mikro-orm/postgresql';
import { isLocale, DEFAULT_LOCALE, type Locale } from '../../../src/locales.ts';
import { titlesIn } from '../catalogue/index.ts';
import { orderSql } from './tables.ts';

/** Who reads an order's e-mails: in which language, and whether they have an account to follow it in. */
export interface MailReader {
  locale: Locale;
  hasAccount: boolean;
  /** The order's prints' titles in that language, by product id, where the catalogue has them. */
  titles: ReadonlyMap<number, string>;
}

/** A print as the reader calls it: its title in their language where translated, else its English one. */
export const titleFor = (reader: Pick<MailReader, 'titles'>, productId: number, english: string) => reader.titles.get(productId) ?? english;

/**
 * An order's later e-mails (its confirmation, shipment, refunds, cancellation, returns) are written in
 * its customer's language: the one their account last chose (users.locale: signing in, switching
 * languages, ordering), else the one the order was placed in (a guest's, or an account from before
 * languages). The prints keep the names the catalogue gives them in that language.
 */
export async function mailReader(em: EntityManager, orderId: number): Promise<MailReader> {
  const row = await orderSql(em)
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => [
      eb.fn.coalesce('u.locale', 'o.locale').as('locale'),
      'o.user_id',
      // The prints it names, read with the language: titlesIn asks for nothing more in English.
      eb.fn<number[]>('array', [eb.selectFrom('order_items as i').select('i.product_id').whereRef('i.order_id', '=', 'o.id')]).as('product_ids'),
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  return { locale, hasAccount: row.user_id !== null, titles: await titlesIn(em, locale, row.product_ids) };
}
