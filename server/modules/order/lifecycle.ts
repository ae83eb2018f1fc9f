import type { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_STATUS_LABELS, type OrderActorKind, type OrderStatus } from '../../../src/statuses.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { orderSql } from './tables.ts';

/**
 * The order lifecycle, in one place: which status may follow which, and the one function that
 * changes an order's status (checkout, the print provider's and the payment provider's webhooks, and
 * admin actions all call it), writing each change to the order's timeline (order_events).
 *
 * Refunds sit beside fulfilment: a partially refunded order still goes to print, ships and is
 * delivered (the amount refunded stays on the order), while a refunded or cancelled one is over. A
 * cancellation passes through cancelling while its steps at the providers are under way.
 */
const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  // A bank debit clears, or fails and is cancelled.
  pending: ['paid', 'cancelled'],
  // Events from the print provider can skip steps or cross (a delivery reported before its shipment).
  paid: ['in_production', 'shipped', 'delivered', 'cancelling', 'partially_refunded', 'refunded'],
  in_production: ['shipped', 'delivered', 'partially_refunded', 'refunded'],
  shipped: ['delivered', 'partially_refunded', 'refunded'],
  delivered: ['partially_refunded', 'refunded'],
  // A second partial refund is a change of its own, recorded on the timeline.
  partially_refunded: ['in_production', 'shipped', 'delivered', 'partially_refunded', 'refunded', 'cancelling'],
  // A cancellation's steps (after-sale/cancellation.ts) end in cancelled; when the print provider
  // refuses it (printing began) the order goes back to where it stood, or on to production.
  cancelling: ['cancelled', 'paid', 'partially_refunded', 'in_production'],
  cancelled: [],
  refunded: [],
};

export const mayMove = (from: OrderStatus, to: OrderStatus): boolean => MOVES[from].includes(to);

/** Who changed an order; an admin by their e-mail. */
export type OrderActor = { kind: Exclude<OrderActorKind, 'admin'> } | { kind: 'admin'; email: string };

export const CUSTOMER: OrderActor = { kind: 'customer' };
export const STRIPE: OrderActor = { kind: 'stripe' };
export const PRINTIFY: OrderActor = { kind: 'printify' };
export const SYSTEM: OrderActor = { kind: 'system' };

export type EventDetail = Record<string, unknown>;

/** In `tx`: the timeline's entry for a change (or, with `from` null, the order's creation). */
export async function recordOrderEvent(
  tx: EntityManager,
  orderId: number,
  from: OrderStatus | null,
  to: OrderStatus,
  actor: OrderActor,
  detail: EventDetail | null = null,
): Promise<void> {
  await orderSql(tx)
    .insertInto('order_events')
    .values({
      order_id: orderId,
      actor_kind: actor.kind,
      actor_email: actor.kind === 'admin' ? actor.email : null,
      from_status: from,
      to_status: to,
      detail,
    })
    .execute();
}

export const refusedMove = (from: OrderStatus, to: OrderStatus) =>
  new DomainError('CONFLICT', `An order in status “${ORDER_STATUS_LABELS[from]}” cannot become “${ORDER_STATUS_LABELS[to]}”.`);

/**
 * In `tx`: moves the order to `to` under a lock on its row and records the change; answers the
 * status it left. A move the lifecycle does not allow is a 409 saying why, an unknown order a 404.
 */
export async function transitionOrder(
  tx: EntityManager,
  orderId: number,
  to: OrderStatus,
  actor: OrderActor,
  detail: EventDetail | null = null,
): Promise<OrderStatus> {
  const moved = await moveOrder(tx, orderId, to, actor, detail);
  if (moved.kind === 'refused') throw refusedMove(moved.from, to);
  return moved.from;
}

/**
 * The same move for a provider's report, which may come late, twice or out of order (a shipment
 * after the delivery): a move the lifecycle does not allow is skipped, and the answer says whether
 * the order moved.
 */
export async function transitionOrderIfAllowed(
  tx: EntityManager,
  orderId: number,
  to: OrderStatus,
  actor: OrderActor,
  detail: EventDetail | null = null,
): Promise<boolean> {
  return (await moveOrder(tx, orderId, to, actor, detail)).kind === 'moved';
}

async function moveOrder(tx: EntityManager, orderId: number, to: OrderStatus, actor: OrderActor, detail: EventDetail | null) {
  const db = orderSql(tx);
  const row = await db.selectFrom('orders').select('status').where('id', '=', orderId).forUpdate().executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND', 'Order not found');
  // The column's check constraint keeps it inside ORDER_STATUSES.
  const from = row.status as OrderStatus;
  if (!mayMove(from, to)) return { kind: 'refused' as const, from };
  await db.updateTable('orders').set({ status: to, updated_at: new Date() }).where('id', '=', orderId).execute();
  await recordOrderEvent(tx, orderId, from, to, actor, detail);
  return { kind: 'moved' as const, from };
}
