import type { EntityManager } from '@mikro-orm/postgresql';
import { randomToken } from '../common/index.ts';
import { wishlistSql } from './tables.ts';

/** The customer's share token: made the first time they share (a random token), the same ever after. */
export async function shareToken(em: EntityManager, userId: number): Promise<string> {
  const db = wishlistSql(em);
  await db
    .insertInto('wishlist_shares')
    .values({ user_id: userId, token: randomToken() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const row = await db.selectFrom('wishlist_shares').select('token').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.token;
}

/** Whose list a token opens, with their first name; null for a token no one was given. */
export async function sharerOf(em: EntityManager, token: string): Promise<{ userId: number; firstName: string | null } | null> {
  const row = await wishlistSql(em)
    .selectFrom('wishlist_shares as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id as userId', 'u.first_name as firstName'])
    .where('s.token', '=', token)
    .executeTakeFirst();
  return row ?? null;
}
