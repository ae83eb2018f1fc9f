import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../common/typed-sql.ts';

/**
 * Writes to `users` beyond sign-up (auth creates the account): what a customer has bought, for the
 * admin's customer lists, and their premium tier.
 */

/** In the order's transaction: one more order, and its total (a 2-decimal string of US dollars). */
export async function recordPurchase(tx: EntityManager, userId: number, total: string): Promise<void> {
  await sqlOf(tx)
    .updateTable('users')
    .set((eb) => ({ order_count: eb('order_count', '+', 1), total_spent: eb('total_spent', '+', total), updated_at: new Date() }))
    .where('id', '=', userId)
    .execute();
}
