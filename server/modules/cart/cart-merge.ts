import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_LINE_QUANTITY } from '../../../src/cart.ts';

/**
 * Moves a visitor's cart lines (kept under their session id) into their account on sign-in.
 * A print and size already in the account's cart gets the quantities added, up to the line maximum.
 * One transaction: the guest lines are gone exactly when the account has them.
 */
export async function mergeGuestCart(em: EntityManager, sessionId: string, userId: number): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute(
      `insert into cart_items (user_id, session_id, product_id, variant_id, quantity, created_at, updated_at)
       select ?, null, product_id, variant_id, quantity, created_at, now()
         from cart_items where session_id = ? and user_id is null
       on conflict (user_id, product_id, coalesce(variant_id, '')) where user_id is not null
       do update set quantity = least(cart_items.quantity + excluded.quantity, ${MAX_LINE_QUANTITY}), updated_at = now()`,
      [userId, sessionId],
    );
    await tx.execute('delete from cart_items where session_id = ? and user_id is null', [sessionId]);
  });
}
