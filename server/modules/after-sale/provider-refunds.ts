import { centsToDecimal } from '../../../src/money.ts';
import type { ProviderRefund, WebhookEvent } from '../../integrations/payments/index.ts';
import { lockOrderById, STRIPE, type OrderActor } from '../order/index.ts';
import { centsOf, inFlightCents, leftCents } from './refund-rows.ts';
import { completeRefund, recordMoneyBack, type AfterSaleDeps } from './refund-settlement.ts';
import { afterSaleSql } from './tables.ts';

export const DASHBOARD_REFUND = "Refunded in the payment provider's dashboard.";

/**
 * Refunds the payment provider reports (its webhook: news of one the shop made, or one made in its
 * own dashboard), each recorded once by its provider id. One the shop asked for carries its row's id:
 * when its answer never reached the shop, this settles it as the request would have, with the admin
 * who asked as its actor. A known one only has its status brought up to date. Anything else was made
 * in the dashboard and becomes a refund by the provider. Answers how many were new.
 */
export async function takeProviderRefunds(deps: AfterSaleDeps, refunds: readonly ProviderRefund[], actor: OrderActor): Promise<number> {
  let recorded = 0;
  for (const refund of refunds) {
    const db = afterSaleSql(deps.em);
    const order = await db.selectFrom('orders').select('id').where('payment_intent_id', '=', refund.paymentIntentId).executeTakeFirst();
    // A payment that never became an order is checkout's (checkout/refunds.ts), not an order's.
    if (!order) continue;
    const asked = refund.shopRefundId
      ? await db
          .selectFrom('order_refunds')
          .select(['id', 'status'])
          .where('id', '=', Number(refund.shopRefundId))
          .where('order_id', '=', order.id)
          .executeTakeFirst()
      : undefined;
    if (asked?.status === 'requested') {
      const settled = await completeRefund(deps, asked.id, refund);
      if (settled.provider_refund_id === refund.id) recorded += 1;
      continue;
    }
    const taken = await deps.em.fork().transactional(async (tx) => {
      const locked = await lockOrderById(tx, order.id);
      const known = await afterSaleSql(tx)
        .updateTable('order_refunds')
        .set({ status: refund.status })
        .where('provider_refund_id', '=', refund.id)
        .returning('id')
        .executeTakeFirst();
      // A refund the shop asked for and settled, or one the provider reported before.
      if (known || asked) return false;
      // A refund that failed or was cancelled gave nothing back: there is nothing to record.
      if (refund.status === 'failed' || refund.status === 'canceled') return false;
      // The provider's figure, in dollars at the order's rate; never past what the shop has left on record.
      const cents = Math.min(centsOf(locked, refund.amountMinor), leftCents(locked, await inFlightCents(tx, locked.id)));
      if (cents <= 0) return false;
      const row = await afterSaleSql(tx)
        .insertInto('order_refunds')
        .values({
          order_id: locked.id,
          amount: centsToDecimal(cents),
          amount_minor: refund.amountMinor,
          reason: DASHBOARD_REFUND,
          purpose: 'refund',
          actor_kind: actor.kind,
          actor_email: actor.kind === 'admin' ? actor.email : null,
          provider_refund_id: refund.id,
          status: refund.status,
          settled_at: new Date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordMoneyBack(tx, deps, locked, row);
      return true;
    });
    if (taken) {
      recorded += 1;
      deps.services.metrics.refunds.inc({ kind: 'order' });
    }
  }
  return recorded;
}

/**
 * A refund event of the payment provider's webhook, recorded on its order once: `refund.created` and
 * `refund.updated` carry the refund, `charge.refunded` names the payment, whose refunds are read.
 * Answers how many refunds were new, or null for an event that is not about refunds.
 */
export async function takeRefundEvent(deps: AfterSaleDeps, event: WebhookEvent): Promise<{ kind: 'refunds'; recorded: number } | null> {
  if (event.refund && (event.type === 'refund.created' || event.type === 'refund.updated')) {
    return { kind: 'refunds', recorded: await takeProviderRefunds(deps, [event.refund], STRIPE) };
  }
  if (event.chargeIntentId && event.type === 'charge.refunded') {
    return { kind: 'refunds', recorded: await takeProviderRefunds(deps, await deps.services.payments.listRefunds(event.chargeIntentId), STRIPE) };
  }
  return null;
}
