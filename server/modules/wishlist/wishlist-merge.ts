import type { EntityManager } from '@mikro-orm/postgresql';
import { expressionsFor } from '../common/index.ts';
import { wishlistSql } from './tables.ts';

const guestItems = expressionsFor({ wishlist_items: 'wishlist_items' });

/**
 * Moves a visitor's kept prints into their account on sign-in, as the cart's lines move (cart-merge.ts):
 * a print the account keeps already stays once, with its own date. Merging never drops a print, so an
 * account near the list's limit may go past it; it only stops new ones. One transaction.
 */
export async function mergeGuestWishlist(em: EntityManager, sessionId: string, userId: number): Promise<void> {
  await em.transactional(async (tx) => {
    const db = wishlistSql(tx);
    const ofTheSession = guestItems.and([guestItems('session_id', '=', sessionId), guestItems('user_id', 'is', null)]);
    await db
      .insertInto('wishlist_items')
      .columns(['user_id', 'session_id', 'product_id', 'seen_variant_ids', 'created_at'])
      .expression(
        db
          .selectFrom('wishlist_items')
          .select((eb) => [
            eb.cast<number>(eb.val(userId), 'integer').as('user_id'),
            eb.cast<string | null>(eb.lit(null), 'varchar').as('session_id'),
            'product_id',
            'seen_variant_ids',
            'created_at',
          ])
          .where(ofTheSession),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).where(guestItems('user_id', 'is not', null)).doNothing())
      .execute();
    await db.deleteFrom('wishlist_items').where(ofTheSession).execute();
  });
}
