import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../src/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import type { Services } from '../request-scope.ts';
import { transitionOrder } from './lifecycle.ts';
import { orderSql } from './tables.ts';

export const DELIVERIES_FROM_PRINTIFY = 'This shop’s deliveries are reported by Printify; an order is delivered when its carrier says so.';

/**
 * A demo shop's delivery: without a print provider (PRINTIFY_API_TOKEN unset) nothing ever reports one,
 * so an admin records it, as shipments.ts records Printify's report (the order's delivered_at, the
 * move to delivered on its timeline), audited as `order.mark_delivered`. What follows a delivery (a
 * return's claim date, a buyer's review and the request for it) can then be tried on a demo shop.
 * Refused (409) where Printify reports deliveries.
 */
export async function markDeliveredByHand(em: EntityManager, services: Pick<Services, 'printify' | 'clock'>, orderNumber: string, staff: AuditActor) {
  if (services.printify) throw new DomainError('CONFLICT', DELIVERIES_FROM_PRINTIFY);
  return em.fork().transactional(async (tx) => {
    const db = orderSql(tx);
    const order = await db.selectFrom('orders').select(['id', 'status', 'delivered_at']).where('order_number', '=', orderNumber).forUpdate().executeTakeFirst();
    if (!order) throw new DomainError('NOT_FOUND', 'There is no order with that number.');
    if (order.delivered_at !== null) throw new DomainError('CONFLICT', 'This order is delivered already.');
    const deliveredAt = services.clock();
    await db.updateTable('orders').set({ delivered_at: deliveredAt, updated_at: deliveredAt }).where('id', '=', order.id).execute();
    const from = await transitionOrder(tx, order.id, 'delivered', { kind: 'admin', email: staff.email });
    await recordAudit(tx, {
      actor: staff,
      action: 'order.mark_delivered',
      target: { type: 'order', id: orderNumber },
      before: { status: from, deliveredAt: null },
      after: { status: 'delivered', deliveredAt: deliveredAt.toISOString() },
    });
    return { orderNumber, deliveredAt: deliveredAt.toISOString() };
  });
}
