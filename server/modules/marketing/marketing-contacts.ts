import type { EntityManager } from '@mikro-orm/postgresql';
import { needsOptIn } from '../../../src/marketing.ts';
import { randomToken } from '../common/index.ts';
import { marketingSql } from './tables.ts';

/**
 * Who may get marketing e-mail (DESIGN.md section 5): an unsubscribe always wins; where the shipping
 * country asks for a yes first (src/marketing.ts), only an address that gave one. One row per address,
 * made the first time it says yes or is written to.
 */

/** The address's row, made if it has none; answers its unsubscribe token. */
export async function contactToken(em: EntityManager, email: string): Promise<string> {
  const db = marketingSql(em);
  const address = email.toLowerCase();
  await db.insertInto('marketing_contacts').values({ email: address, token: randomToken() }).onConflict((conflict) => conflict.column('email').doNothing()).execute();
  return (await db.selectFrom('marketing_contacts').select('token').where('email', '=', address).executeTakeFirstOrThrow()).token;
}

/** A yes (the checkout's box): a fresh yes also takes back an earlier unsubscribe. */
export async function recordConsent(em: EntityManager, email: string, now: Date): Promise<void> {
  await marketingSql(em)
    .insertInto('marketing_contacts')
    .values({ email: email.toLowerCase(), token: randomToken(), consented_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('email').doUpdateSet({ consented_at: now, unsubscribed_at: null, updated_at: now }))
    .execute();
}

/** Whether marketing e-mail may go to `email`, shipping to `country` (null: not known, so a yes is needed, as where one is asked for). */
export async function mayMarketTo(em: EntityManager, email: string, country: string | null): Promise<boolean> {
  const row = await marketingSql(em)
    .selectFrom('marketing_contacts')
    .select(['consented_at', 'unsubscribed_at'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (row?.unsubscribed_at) return false;
  return (country !== null && !needsOptIn(country)) || Boolean(row?.consented_at);
}

/** The unsubscribe a link's token asks for; false for a token no address was given. Saying it twice changes nothing. */
export async function unsubscribeByToken(em: EntityManager, token: string, now: Date): Promise<boolean> {
  const result = await marketingSql(em)
    .updateTable('marketing_contacts')
    .set((eb) => ({ unsubscribed_at: eb.fn.coalesce('unsubscribed_at', eb.val(now)), updated_at: now }))
    .where('token', '=', token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The headers every marketing e-mail carries (RFC 2369, RFC 8058): a mail client's Unsubscribe button
 * POSTs to the link and is done, no page to visit. The link names the address's token, not the address.
 */
export function unsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${publicUrl}/api/unsubscribe/${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
