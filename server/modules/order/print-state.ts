import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { PRINTIFY, transitionOrderIfAllowed } from './lifecycle.ts';
import { orderSql } from './tables.ts';

/**
 * The print provider's side of an order, as its submission and its webhooks report it: its order id,
 * its state, the mark of a submission sent whose answer is not recorded yet, and a refusal or the
 * last failure (which print-attention.ts shows staff).
 */

/** The provider accepted the order as `printifyOrderId`. */
export async function recordPrintOrder(em: EntityManager, orderId: number, printifyOrderId: string): Promise<void> {
  await orderSql(em)
    .updateTable('orders')
    .set({
      printify_order_id: printifyOrderId,
      printify_status: 'submitted',
      printify_submitting_at: null,
      print_refused_at: null,
      print_error: null,
      updated_at: new Date(),
    })
    .where('id', '=', orderId)
    .execute();
}

/** The provider's answers are kept to the column's length. */
const errorText = (message: string) => message.slice(0, 1000);

/**
 * The provider refused the order for good (`reason` in its words): nothing was made there, no try
 * follows, and the order needs attention until staff correct it and send it again.
 */
export async function recordPrintRefused(em: EntityManager, orderId: number, reason: string, at: Date): Promise<void> {
  await orderSql(em)
    .updateTable('orders')
    .set({ print_refused_at: at, print_error: errorText(reason), printify_submitting_at: null, updated_at: new Date() })
    .where('id', '=', orderId)
    .execute();
}

/** A try failed in a way the next try may not (the provider down, a rate limit): kept for staff to read. */
export async function recordPrintFailure(em: EntityManager, orderId: number, message: string): Promise<void> {
  await orderSql(em).updateTable('orders').set({ print_error: errorText(message) }).where('id', '=', orderId).execute();
}

/**
 * Set before a submission goes out, cleared when the provider refused it: a try after a crash or a
 * lost answer first looks for the order at the provider when the mark is there.
 */
export async function markSubmitting(em: EntityManager, orderId: number, at: Date | null): Promise<void> {
  await orderSql(em).updateTable('orders').set({ printify_submitting_at: at }).where('id', '=', orderId).execute();
}

/** The advisory lock of an order's submission to print: the submission job, a cancellation and a shipping fix take it. */
export const printOrderLock = (orderId: number) => `print-order:${orderId}`;

/**
 * In `tx`, before any row lock on the order: waits for a submission under way to end, and keeps the
 * next from starting until `tx` ends (the job takes the lock first, then writes the order's row).
 */
export async function waitForPrintSubmission(tx: EntityManager, orderId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${printOrderLock(orderId)}, 0))`.execute(orderSql(tx));
}

/** In `tx`: the provider cancelled its order at our request. */
export async function recordPrintCancelled(tx: EntityManager, orderId: number): Promise<void> {
  await orderSql(tx).updateTable('orders').set({ printify_status: 'canceled', updated_at: new Date() }).where('id', '=', orderId).execute();
}

/** The provider's states past which its order is being printed (and can no longer be cancelled there). */
export const IN_PRODUCTION = new Set(['sent-to-production', 'in-production']);

/**
 * The provider's state of its order (in-production, …), which puts a paid order in production;
 * false when no order has that provider id yet.
 */
export async function setPrintifyStatus(em: EntityManager, printifyOrderId: string, status: string): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    const order = await orderSql(tx)
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
