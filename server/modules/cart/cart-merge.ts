import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_LINE_QUANTITY } from '../../../src/cart-lines.ts';
import { expressionsFor } from '../common/index.ts';
import { LINE_INDEXES } from './cart-owner.ts';
import { cartSql } from './tables.ts';

const guestLines = expressionsFor({ cart_items: 'cart_items' });

/**
 * Moves a visitor's cart lines (kept under their session id) into their account on sign-in.
 * A print and size already in the account's cart gets the quantities added, up to the line maximum.
 * One transaction: the guest lines are gone exactly when the account has them.
 */
export async function mergeGuestCart(em: EntityManager, sessionId: string, userId: number): Promise<void> {
  await em.transactional(async (tx) => {
    const db = cartSql(tx);
    const ofTheSession = guestLines.and([guestLines('session_id', '=', sessionId), guestLines('user_id', 'is', null)]);
    await db
      .insertInto('cart_items')
      .columns(['user_id', 'session_id', 'product_id', 'variant_id', 'quantity', 'created_at', 'updated_at'])
      .expression(
        db
          .selectFrom('cart_items')
          .select((eb) => [
            eb.cast<number>(eb.val(userId), 'integer').as('user_id'),
            eb.cast<string | null>(eb.lit(null), 'varchar').as('session_id'),
            'product_id',
            'variant_id',
            'quantity',
            'created_at',
            eb.fn<Date>('now').as('updated_at'),
          ])
          .where(ofTheSession),
      )
      .onConflict((conflict) =>
        conflict
          .expression(LINE_INDEXES.user.key)
          .where(LINE_INDEXES.user.where)
          .doUpdateSet((eb) => ({
            quantity: eb.fn<number>('least', [eb('cart_items.quantity', '+', eb.ref('excluded.quantity')), eb.val(MAX_LINE_QUANTITY)]),
            updated_at: eb.fn<Date>('now'),
          })),
      )
      .execute();
    await db.deleteFrom('cart_items').where(ofTheSession).execute();
  });
}
