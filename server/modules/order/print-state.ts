import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../common/typed-sql.ts';
import { PRINTIFY, transitionOrderIfAllowed } from './lifecycle.ts';

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

/** The advisory lock of an order's submission to print: the submission job and a cancellation take it. */
export const printOrderLock = (orderId: number) => `print-order:${orderId}`;

/** In `tx`: the provider cancelled its order at our request. */
export async function recordPrintCancelled(tx: EntityManager, orderId: number): Promise<void> {
  await sqlOf(tx).updateTable('orders').set({ printify_status: 'canceled', updated_at: new Date() }).where('id', '=', orderId).execute();
}

/** The provider's states past which its order is being printed (and can no longer be cancelled there). */
export const IN_PRODUCTION = new Set(['sent-to-production', 'in-production']);

/**
 * The provider's state of its order (in-production, …), which puts a paid order in production;
 * false when no order has that provider id yet.
 */
export async function setPrintifyStatus(em: EntityManager, printifyOrderId: string, status: string): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    const order = await sqlOf(tx)
      .updateTable('orders')
      .set({ printify_status: status.slice(0, 50), updated_at: new Date() })
      .where('printify_order_id', '=', printifyOrderId)
      .returning('id')
      .executeTakeFirst();
    if (!order) return false;
    if (IN_PRODUCTION.has(status)) await transitionOrderIfAllowed(tx, order.id, 'in_production', PRINTIFY, { printifyStatus: status });
    return true;
  });
}
