import type { EntityManager } from '@mikro-orm/postgresql';
import { wishlistSql } from './tables.ts';

/** Nightly: a visitor's kept prints go with their session (expired and purged), as nobody can reach them any more. */
export async function purgeGuestWishlists(em: EntityManager): Promise<number> {
  const result = await wishlistSql(em)
    .deleteFrom('wishlist_items as w')
    .where('w.user_id', 'is', null)
    .where(({ exists, not, selectFrom }) => not(exists(selectFrom('sessions as s').select('s.sid').whereRef('s.sid', '=', 'w.session_id'))))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
