import type { EntityManager } from '@mikro-orm/postgresql';
import type { Selectable } from 'kysely';
import type { OrderRefundView, RefundReceipt } from '../../../src/admin-orders.ts';
import { centsToDecimal, toCents } from '../../../src/money.ts';
import { convertAmount, currencyDecimals, toMinorUnits } from '../../../src/pricing.ts';
import type { OrderActorKind, OrderRefundStatus, OrderStatus } from '../../../src/statuses.ts';
import type { ShopDatabase } from '../common/index.ts';
import type { lockOrder } from '../order/index.ts';
import { afterSaleSql } from './tables.ts';

/** A refund's row as it is stored; how it reads to staff and in answers. */

export type RefundRow = Selectable<ShopDatabase['order_refunds']>;
export type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

export const toView = (row: RefundRow): OrderRefundView => ({
  id: row.id,
  amount: row.amount,
  lines: row.lines,
  reason: row.reason,
  restocked: row.restocked,
  // The columns' check constraints keep them inside their lists.
  actor: row.actor_kind as OrderActorKind,
  actorEmail: row.actor_email,
  providerRefundId: row.provider_refund_id,
  status: row.status as OrderRefundStatus,
  failure: row.failure,
  createdAt: new Date(row.created_at).toISOString(),
});

/** An order's refunds, oldest first. */
export async function listOrderRefunds(em: EntityManager, orderId: number): Promise<OrderRefundView[]> {
  return (await afterSaleSql(em).selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute()).map(toView);
}

export const refundRow = (em: EntityManager, id: number) => afterSaleSql(em).selectFrom('order_refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** US cents of the order's refunds the provider has not answered yet: they are spoken for. */
export async function inFlightCents(em: EntityManager, orderId: number): Promise<number> {
  const row = await afterSaleSql(em)
    .selectFrom('order_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('cents'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'requested')
    .executeTakeFirstOrThrow();
  return toCents(String(row.cents));
}

/** An order something paid for, a payment or a gift card: one a coupon covered in full has nothing to refund. */
export const wasPaid = (order: Pick<LockedOrder, 'payment_intent_id' | 'gift_card_amount'>) => order.payment_intent_id !== null || toCents(order.gift_card_amount) > 0;

/**
 * US cents of the order's refunds (settled or on their way, not failed) that went or go back to its gift
 * card: refunds go to the card first, up to what it paid (refund-requests.ts).
 */
export async function giftCardRefundedCents(em: EntityManager, orderId: number): Promise<number> {
  const row = await afterSaleSql(em)
    .selectFrom('order_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('gift_card_amount'), eb.val('0')).as('cents'))
    .where('order_id', '=', orderId)
    .where('status', '<>', 'failed')
    .executeTakeFirstOrThrow();
  return toCents(String(row.cents));
}

/** What can still be refunded: the payment, less what went back and what is on its way. */
export const leftCents = (order: { total: string; amount_refunded: string }, inFlight: number) => toCents(order.total) - toCents(order.amount_refunded) - inFlight;

/** US cents as the provider charged them: converted at the order's rate, as checkout converted its total. */
export const minorOf = (order: Pick<LockedOrder, 'exchange_rate' | 'currency'>, cents: number) =>
  toMinorUnits(convertAmount(cents / 100, 1, Number(order.exchange_rate)), order.currency.trim());

/** US cents of `minor` units of the order's currency at its rate: the inverse of minorOf, to the cent. */
export function centsOf(order: Pick<LockedOrder, 'exchange_rate' | 'currency'>, minor: number): number {
  const units = minor / 10 ** currencyDecimals(order.currency.trim());
  return Math.round(convertAmount(units, Number(order.exchange_rate), 1) * 100);
}

export const nothingLeft = (left: string) =>
  left === '0.00' ? 'This order has been refunded in full: nothing is left to refund.' : `Only $${left} is left to refund on this order.`;

/** A refund's answer: the refund, and the order's status and what is left to refund after it. */
export async function receiptOf(em: EntityManager, row: RefundRow): Promise<RefundReceipt> {
  const order = await afterSaleSql(em).selectFrom('orders').select(['status', 'total', 'amount_refunded']).where('id', '=', row.order_id).executeTakeFirstOrThrow();
  return {
    refund: toView(row),
    // The column's check constraint keeps it inside ORDER_STATUSES.
    status: order.status as OrderStatus,
    amountRefunded: order.amount_refunded,
    remaining: centsToDecimal(leftCents(order, await inFlightCents(em, row.order_id))),
  };
}
