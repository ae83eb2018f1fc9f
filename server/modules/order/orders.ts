import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Insertable } from 'kysely';
import type { Columns } from '../common/index.ts';
import type { OrderStatus } from '../../../src/statuses.ts';
import type { StoredAddress } from './address.ts';
import type { Services } from '../request-scope.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { recordOrderEvent, transitionOrder, transitionOrderIfAllowed, type EventDetail, type OrderActor } from './lifecycle.ts';
import { orderSql } from './tables.ts';

/**
 * The writer of `orders` and `order_items`: checkout inserts an order through here, the print
 * provider's reports change it through here (print-state.ts, shipments.ts). Reads are order.queries.ts.
 */

/**
 * A new order's columns; what the print provider reports later (print-state.ts, shipments.ts) is not
 * known yet, and its status is one a new order may start in.
 */
type NewOrderRow = Omit<
  Insertable<Columns<'orders'>>,
  | 'id'
  | 'status'
  | 'tracking_number'
  | 'carrier'
  | 'tracking_url'
  | 'shipped_at'
  | 'delivered_at'
  | 'printify_order_id'
  | 'printify_status'
  | 'printify_submitting_at'
  | 'print_queued_at'
  | 'print_refused_at'
  | 'print_error'
>;

export interface OrderLine {
  productId: number;
  variantId: string | null;
  quantity: number;
  /** Unit price charged, a 2-decimal string of US dollars. */
  price: string;
}

/** In `tx`: the order and its lines, its creation the first entry of its timeline; answers its id. */
export async function insertOrder(
  tx: EntityManager,
  order: NewOrderRow & { status: Extract<OrderStatus, 'pending' | 'paid'> },
  lines: readonly OrderLine[],
  actor: OrderActor,
  detail: EventDetail,
): Promise<number> {
  const db = orderSql(tx);
  const { id } = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  await recordOrderEvent(tx, id, null, order.status, actor, detail);
  // An order of a gift card has no lines.
  if (lines.length > 0) {
    await db
      .insertInto('order_items')
      .values(lines.map((line) => ({ order_id: id, product_id: line.productId, variant_id: line.variantId, quantity: line.quantity, price: line.price })))
      .execute();
  }
  return id;
}

/** A bank debit that was pending has cleared: the order is paid. False when it was not pending. */
export async function confirmClearedOrder(tx: EntityManager, orderId: number, actor: OrderActor): Promise<boolean> {
  return transitionOrderIfAllowed(tx, orderId, 'paid', actor, { reason: 'The bank debit cleared.' });
}

/** What refunds and cancellations read of an order under its lock. */
const LOCKED_COLUMNS = [
  'id',
  'order_number',
  'status',
  'user_id',
  'guest_email',
  'shipping_address',
  'subtotal',
  'discount',
  'tax_rate',
  'total',
  'gift_card_amount',
  'amount_refunded',
  'currency',
  'exchange_rate',
  'payment_intent_id',
  'coupon_code',
  'printify_order_id',
  'printify_status',
  'printify_submitting_at',
] as const;

/**
 * In `tx`: the order with this number, its row locked until the transaction ends, so that refunds and
 * cancellations of one order record their steps one at a time and each sees what the one before it
 * gave back; a 404 when there is none.
 */
export async function lockOrder(tx: EntityManager, orderNumber: string) {
  const order = await orderSql(tx).selectFrom('orders').select(LOCKED_COLUMNS).where('order_number', '=', orderNumber).forUpdate().executeTakeFirst();
  if (!order) throw new DomainError('NOT_FOUND', 'There is no order with that number.');
  return order;
}

/** In `tx`: the same by the order's id. */
export async function lockOrderById(tx: EntityManager, orderId: number) {
  const order = await orderSql(tx).selectFrom('orders').select(LOCKED_COLUMNS).where('id', '=', orderId).forUpdate().executeTakeFirst();
  if (!order) throw new DomainError('NOT_FOUND', 'There is no order with that number.');
  return order;
}

/**
 * In `tx`: money given back on the order. Moves it to partially refunded or refunded, with the refund
 * on its timeline; an order being cancelled keeps its status (its cancellation's last step moves it).
 */
export async function recordRefunded(
  tx: EntityManager,
  orderId: number,
  amount: string,
  actor: OrderActor,
  detail: EventDetail,
): Promise<{ status: OrderStatus; amountRefunded: string; total: string }> {
  const row = await orderSql(tx)
    .updateTable('orders')
    .set((eb) => ({ amount_refunded: eb('amount_refunded', '+', amount), updated_at: new Date() }))
    .where('id', '=', orderId)
    .where((eb) => eb(eb('amount_refunded', '+', amount), '<=', eb.ref('total')))
    .returning(['amount_refunded', 'total', 'status'])
    .executeTakeFirst();
  if (!row) throw new DomainError('CONFLICT', 'This refund is more than is left of the payment.');
  // The column's check constraint keeps it inside ORDER_STATUSES.
  if (row.status === 'cancelling') return { status: 'cancelling', amountRefunded: row.amount_refunded, total: row.total };
  const status = row.amount_refunded === row.total ? 'refunded' : 'partially_refunded';
  await transitionOrder(tx, orderId, status, actor, detail);
  return { status, amountRefunded: row.amount_refunded, total: row.total };
}

/** A guest order's e-mail, learnt after the order was made; false when the order already had one. */
export async function addGuestEmail(tx: EntityManager, orderId: number, email: string): Promise<boolean> {
  const added = await orderSql(tx)
    .updateTable('orders')
    .set({
      guest_email: email,
      shipping_address: sql<StoredAddress>`jsonb_set(shipping_address, '{email}', to_jsonb(${email}::text))`,
      updated_at: new Date(),
    })
    .where('id', '=', orderId)
    .where('user_id', 'is', null)
    .where('guest_email', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return added !== undefined;
}

/**
 * The job that sends a paid order to be printed. The order module announces it by name; the print
 * provider's module defines the job (printify/print-orders.ts), so checkout never imports it.
 */
export const PRINT_ORDER_JOB = 'printify.submit-order';

/** Whether the order holds print-on-demand products (lines the print provider makes). */
export async function holdsPrintLines(tx: EntityManager, orderId: number): Promise<boolean> {
  const printable = await orderSql(tx)
    .selectFrom('order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select('i.id')
    .where('i.order_id', '=', orderId)
    .where('p.printify_id', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return printable !== undefined;
}

/**
 * In `tx`: queues the order's printing when it holds print-on-demand products, marked as queued now
 * (the hour after which it needs attention counts from here) and clear of an earlier refusal.
 */
export async function queuePrinting(tx: EntityManager, services: Pick<Services, 'jobs' | 'clock'>, orderId: number): Promise<void> {
  if (!(await holdsPrintLines(tx, orderId))) return;
  await orderSql(tx)
    .updateTable('orders')
    .set({ print_queued_at: services.clock(), print_refused_at: null, print_error: null })
    .where('id', '=', orderId)
    .execute();
  await services.jobs.send(tx, PRINT_ORDER_JOB, { orderId });
}
