import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../common/typed-sql.ts';

/**
 * The print provider's side of an order, as its submission and its webhooks report it: its order id,
 * its state, and the mark of a submission sent whose answer is not recorded yet.
 */

/** The provider accepted the order as `printifyOrderId`. */
export async function recordPrintOrder(em: EntityManager, orderId: number, printifyOrderId: string): Promise<void> {
  await sqlOf(em)
    .updateTable('orders')
    .set({ printify_order_id: printifyOrderId, printify_status: 'submitted', printify_submitting_at: null, updated_at: new Date() })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Set before a submission goes out, cleared when the provider refused it: a try after a crash or a
 * lost answer first looks for the order at the provider when the mark is there.
 */
export async function markSubmitting(em: EntityManager, orderId: number, at: Date | null): Promise<void> {
  await sqlOf(em).updateTable('orders').set({ printify_submitting_at: at }).where('id', '=', orderId).execute();
}

/** The provider's state of its order (in-production, …); false when no order has that provider id yet. */
export async function setPrintifyStatus(em: EntityManager, printifyOrderId: string, status: string): Promise<boolean> {
  const result = await sqlOf(em)
    .updateTable('orders')
    .set({ printify_status: status.slice(0, 50), updated_at: new Date() })
    .where('printify_order_id', '=', printifyOrderId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
