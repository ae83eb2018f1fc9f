import { sql } from 'kysely';
import type { z } from 'zod';
import { quantitiesByLine, type CancelOrderInput, type CancelReceipt } from '../../../src/admin-orders.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/statuses.ts';
import { PrintifyError } from '../../integrations/printify/index.ts';
import type { Services } from '../request-scope.ts';
import { perProduct } from '../catalogue/stock-line.ts';
import { restock } from '../catalogue/stock.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { DomainError } from '../common/domain-error.ts';
import { sqlOf } from '../common/typed-sql.ts';
import { returnCouponUse } from '../coupon/coupon-uses.ts';
import { mayMove, transitionOrder, type OrderActor } from '../order/lifecycle.ts';
import { lockOrder } from '../order/orders.ts';
import { IN_PRODUCTION, printOrderLock, recordPrintCancelled } from '../order/print-state.ts';
import { refundLocked, refundOf, type Deps, type LockedOrder } from './order-refunds.ts';

/**
 * Cancelling an order before it is printed: the print provider's order is cancelled through its API
 * (it refuses once printing has started), the payment is refunded in full through the same refund
 * as an admin's, the prints go back in stock and the coupon use back to the coupon, and the customer
 * is e-mailed (the refund's notice, worded for a cancellation). All or nothing, under the order's lock
 * and the lock its submission to print takes, so an order is never sent to print while it is cancelled.
 */

type CancelDeps = { em: Deps['em']; services: Deps['services'] & Pick<Services, 'printify'> };

const TOO_LATE = 'it is being printed, so it can no longer be cancelled. Refund it instead, or ask Printify support for a reprint or refund claim.';

function refusal(order: LockedOrder): DomainError | null {
  const status = order.status as OrderStatus;
  if (status === 'pending') return new DomainError('CONFLICT', 'The bank payment of this order is still clearing: it can be cancelled once it has cleared.');
  if (!mayMove(status, 'cancelled')) {
    const late = status === 'in_production' || status === 'shipped' || status === 'delivered';
    return new DomainError('CONFLICT', late ? `This order is ${ORDER_STATUS_LABELS[status].toLowerCase()}: ${TOO_LATE}` : `This order is ${ORDER_STATUS_LABELS[status].toLowerCase()} already.`);
  }
  if (order.printify_status && IN_PRODUCTION.has(order.printify_status)) return new DomainError('CONFLICT', `Printify has started on this order: ${TOO_LATE}`);
  return null;
}

/** Prints that come back: every line, less what line refunds put back in stock already. */
async function linesToRestock(tx: Deps['em'], orderId: number) {
  const db = sqlOf(tx);
  const items = await db.selectFrom('order_items').select(['id', 'product_id', 'quantity']).where('order_id', '=', orderId).execute();
  const restocked = await db.selectFrom('order_refunds').select('lines').where('order_id', '=', orderId).where('restocked', '=', true).execute();
  const back = quantitiesByLine(restocked.map(({ lines }) => lines));
  return perProduct(items.map((item) => ({ productId: item.product_id, quantity: item.quantity - (back.get(item.id) ?? 0) })).filter((line) => line.quantity > 0));
}

export async function cancelOrder(deps: CancelDeps, { orderNumber, reason }: z.output<typeof CancelOrderInput>, staff: AuditActor): Promise<CancelReceipt> {
  const actor: OrderActor = { kind: 'admin', email: staff.email };
  const receipt = await deps.em.fork().transactional(async (tx): Promise<CancelReceipt> => {
    const found = await sqlOf(tx).selectFrom('orders').select('id').where('order_number', '=', orderNumber).executeTakeFirst();
    if (!found) throw new DomainError('NOT_FOUND', 'There is no order with that number.');
    // Waits for a submission to print under way; a submission that starts later sees the order cancelled.
    await sql`select pg_advisory_xact_lock(hashtextextended(${printOrderLock(found.id)}, 0))`.execute(sqlOf(tx));
    const order = await lockOrder(tx, orderNumber);
    const refused = refusal(order);
    if (refused) throw refused;

    if (order.printify_order_id) {
      const { printify } = deps.services;
      if (!printify) throw new DomainError('SERVICE_UNAVAILABLE', 'The print provider is not configured, so its order cannot be cancelled.');
      try {
        await printify.api.cancelOrder(order.printify_order_id);
      } catch (error) {
        if (error instanceof PrintifyError && error.status !== null && error.status >= 400 && error.status < 500) {
          throw new DomainError('CONFLICT', `Printify refused to cancel its order ${order.printify_order_id}: ${TOO_LATE}`);
        }
        throw error;
      }
      await recordPrintCancelled(tx, order.id);
    }
    await restock(tx, await linesToRestock(tx, order.id));
    if (order.coupon_code) await returnCouponUse(tx, order.coupon_code);

    let cancelled: CancelReceipt = { status: 'cancelled', refund: null };
    if (order.payment_intent_id) {
      const refunded = await refundLocked(tx, deps, order, { reason, restock: false }, actor, true);
      cancelled = { status: refunded.status, refund: refunded.refund };
    } else await transitionOrder(tx, order.id, 'cancelled', actor, { reason });
    await recordAudit(tx, {
      actor: staff,
      action: 'order.cancel',
      target: { type: 'order', id: order.order_number },
      before: { status: order.status, amountRefunded: order.amount_refunded },
      after: { status: cancelled.status, reason, refund: cancelled.refund && refundOf(cancelled.refund) },
    });
    return cancelled;
  });
  if (receipt.refund) deps.services.metrics.refunds.inc({ kind: 'order' });
  return receipt;
}
