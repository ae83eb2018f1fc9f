import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { z } from 'zod';
import { quantitiesByLine, type OrderRefundView, type RefundOrderInput, type RefundReceipt } from '../../../src/admin-orders.ts';
import { centsToDecimal, toCents } from '../../../src/money.ts';
import { convertAmount, currencyDecimals, paidForLineCents, toMinorUnits } from '../../../src/pricing.ts';
import type { OrderActorKind, OrderStatus } from '../../../src/statuses.ts';
import type { ProviderRefund, ProviderRefundStatus } from '../../integrations/payments/index.ts';
import type { Services } from '../request-scope.ts';
import { perProduct } from '../catalogue/stock-line.ts';
import { restock } from '../catalogue/stock.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { DomainError } from '../common/domain-error.ts';
import { sqlOf } from '../common/typed-sql.ts';
import { queueMail } from '../mail/mail-queue.ts';
import type { OrderActor } from '../order/lifecycle.ts';
import { lockOrder, recordRefunded } from '../order/orders.ts';
import { sizeOfItem } from '../order/order.queries.ts';
import { orderRefundNotice } from './order-refund-email.ts';
import { withPaymentErrors } from './payment-errors.ts';

/**
 * Money back on an order, through the payment provider's refund API and nowhere else. The order's
 * row is locked for the whole refund, so concurrent refunds of one order run one after another and
 * none can give back more than is left of the payment; the provider is asked inside that
 * transaction, with an idempotency key, so a refund that the provider made but the shop failed to
 * record is replayed, not repeated, when asked again. One Idempotency-Key is one refund.
 */

export type Deps = { em: EntityManager; services: Pick<Services, 'payments' | 'jobs' | 'supportEmail' | 'metrics'> };
type Input = z.output<typeof RefundOrderInput>;
export type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

export const nothingLeft = (left: string) =>
  left === '0.00' ? 'This order has been refunded in full: nothing is left to refund.' : `Only $${left} is left to refund on this order.`;

/** US cents as the provider charged them: converted at the order's rate, as checkout converted its total. */
const minorOf = (order: LockedOrder, cents: number) => toMinorUnits(convertAmount(cents / 100, 1, Number(order.exchange_rate)), order.currency.trim());

interface PricedLine {
  orderItemId: number;
  productId: number;
  quantity: number;
  label: string;
  cents: number;
}

/**
 * Lines at what was paid for them (paidForLineCents). A line can be refunded up to the quantity ordered, less what refunds took of it before.
 */
async function priceLines(tx: EntityManager, order: LockedOrder, wanted: NonNullable<Input['lines']>): Promise<PricedLine[]> {
  const db = sqlOf(tx);
  const items = await db
    .selectFrom('order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select((eb) => ['i.id', 'i.product_id', 'i.quantity', 'i.price', 'p.title', sizeOfItem(eb.ref('p.variants'), eb.ref('i.variant_id')).as('size')])
    .where('i.order_id', '=', order.id)
    .execute();
  const earlier = await db.selectFrom('order_refunds').select('lines').where('order_id', '=', order.id).where('lines', 'is not', null).execute();
  const taken = quantitiesByLine(earlier.map(({ lines }) => lines));

  const paidOrder = { subtotalCents: toCents(order.subtotal), discountCents: toCents(order.discount), taxRate: Number(order.tax_rate) };
  return [...quantitiesByLine([wanted])].map(([orderItemId, quantity]) => {
    const item = items.find((candidate) => candidate.id === orderItemId);
    if (!item) throw new DomainError('BAD_REQUEST', `lines: Line ${orderItemId} is not a line of this order.`);
    const left = item.quantity - (taken.get(orderItemId) ?? 0);
    if (quantity > left) {
      throw new DomainError('CONFLICT', `Only ${left} of ${item.title} ${left === 1 ? 'is' : 'are'} left to refund on this order.`);
    }
    return {
      orderItemId,
      productId: item.product_id,
      quantity,
      label: `${quantity} × ${item.title}${item.size ? ` (${item.size})` : ''}`,
      cents: paidForLineCents({ unitCents: toCents(item.price), quantity }, paidOrder),
    };
  });
}

const toView = (row: {
  id: number;
  amount: string;
  lines: { orderItemId: number; quantity: number }[] | null;
  reason: string;
  restocked: boolean;
  actor_kind: string;
  actor_email: string | null;
  provider_refund_id: string | null;
  status: string;
  created_at: Date | string;
}): OrderRefundView => ({
  id: row.id,
  amount: row.amount,
  lines: row.lines,
  reason: row.reason,
  restocked: row.restocked,
  // The column's check constraint keeps it inside the list.
  actor: row.actor_kind as OrderActorKind,
  actorEmail: row.actor_email,
  providerRefundId: row.provider_refund_id,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
});

/** An order's refunds, oldest first. */
export async function listOrderRefunds(em: EntityManager, orderId: number): Promise<OrderRefundView[]> {
  return (await sqlOf(em).selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute()).map(toView);
}

const receipt = (order: { status: string; amount_refunded: string; total: string }, refund: OrderRefundView): RefundReceipt => ({
  refund,
  status: order.status as OrderStatus,
  amountRefunded: order.amount_refunded,
  remaining: centsToDecimal(toCents(order.total) - toCents(order.amount_refunded)),
});

/**
 * Refunds part or all of an order (an amount, or lines at what was paid for them), records it with
 * its actor, moves the order to partially refunded or refunded, and queues the customer's e-mail.
 */
export async function refundOrder(deps: Deps, input: Input, staff: AuditActor): Promise<RefundReceipt> {
  let made = false;
  const answer = await deps.em.fork().transactional(async (tx) => {
    const before = await lockOrder(tx, input.orderNumber);
    const refunded = await refundOrderIn(tx, deps, input, { kind: 'admin', email: staff.email });
    // The same refund asked again (its Idempotency-Key) is answered as made, moving nothing: not audited twice.
    if (refunded.amountRefunded === before.amount_refunded) return refunded;
    made = true;
    await recordAudit(tx, {
      actor: staff,
      action: 'order.refund',
      target: { type: 'order', id: before.order_number },
      before: { status: before.status, amountRefunded: before.amount_refunded },
      after: { status: refunded.status, amountRefunded: refunded.amountRefunded, refund: refundOf(refunded.refund) },
    });
    return refunded;
  });
  // Counted once committed; a repeated request answers the first refund and counts nothing.
  if (made) deps.services.metrics.refunds.inc({ kind: 'order' });
  return answer;
}

/**
 * The same refund inside the caller's transaction, as part of a change of its own (a return's refund
 * is recorded on the return in the same transaction, and audited with it). The order is locked here.
 */
export async function refundOrderIn(tx: EntityManager, deps: Deps, input: Input, actor: OrderActor): Promise<RefundReceipt> {
  const order = await lockOrder(tx, input.orderNumber);
  if (input.idempotencyKey) {
    const done = await sqlOf(tx)
      .selectFrom('order_refunds')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (done) return receipt(order, toView(done));
  }
  return refundLocked(tx, deps, order, input, actor);
}

/** What the audit trail keeps of a refund. */
export const refundOf = ({ id, amount, lines, reason, restocked, providerRefundId }: OrderRefundView) => ({ id, amount, lines, reason, restocked, providerRefundId });

/**
 * In `tx`, under lockOrder's lock: the refund itself. `cancel` makes it the full refund of what is
 * left, as a cancellation gives it: the order becomes cancelled instead.
 */
export async function refundLocked(
  tx: EntityManager,
  deps: Deps,
  order: LockedOrder,
  input: Omit<Input, 'orderNumber'>,
  actor: OrderActor,
  cancel = false,
): Promise<RefundReceipt> {
  if (!order.payment_intent_id) throw new DomainError('CONFLICT', 'This order was not paid (a coupon covered it): there is nothing to refund.');
  const lines = input.lines ? await priceLines(tx, order, input.lines) : null;
  const before = toCents(order.amount_refunded);
  const left = toCents(order.total) - before;
  const cents = lines ? lines.reduce((sum, line) => sum + line.cents, 0) : cancel ? left : toCents(input.amount!);
  if (cents > left || left === 0) throw new DomainError('CONFLICT', `${nothingLeft(centsToDecimal(left))} This refund would be $${centsToDecimal(cents)}.`);

  const amountMinor = minorOf(order, before + cents) - minorOf(order, before);
  const key = input.idempotencyKey ?? crypto.randomUUID();
  // Scoped by the payment, whose id is the provider's own and never reused (order ids restart with a database).
  const provided = await withPaymentErrors(() =>
    deps.services.payments.refundPayment(order.payment_intent_id!, { amountMinor, reason: input.reason, idempotencyKey: `order-refund-${order.payment_intent_id}-${key}` }),
  );
  if (lines && input.restock) await restock(tx, perProduct(lines));
  return recordRefund(tx, deps, order, {
    cents,
    amountMinor,
    lines,
    reason: input.reason,
    restocked: input.restock,
    actor,
    idempotencyKey: input.idempotencyKey ?? null,
    provided: { id: provided.refundId, status: provided.status },
    cancel,
  });
}

/** In `tx`, under the order's lock: the refund's row, the order's amount and status, and the customer's e-mail. */
async function recordRefund(
  tx: EntityManager,
  deps: Deps,
  order: LockedOrder,
  refund: {
    cents: number;
    amountMinor: number;
    lines: PricedLine[] | null;
    reason: string;
    restocked: boolean;
    actor: OrderActor;
    idempotencyKey: string | null;
    provided: { id: string; status: ProviderRefundStatus };
    cancel: boolean;
  },
): Promise<RefundReceipt> {
  const { cents, lines, actor } = refund;
  const row = await sqlOf(tx)
    .insertInto('order_refunds')
    .values({
      order_id: order.id,
      amount: centsToDecimal(cents),
      // As JSON text: pg would write a JavaScript array as a PostgreSQL array.
      lines: lines && sql<OrderRefundView['lines']>`${JSON.stringify(lines.map(({ orderItemId, quantity }) => ({ orderItemId, quantity })))}::jsonb`,
      reason: refund.reason,
      restocked: refund.restocked,
      actor_kind: actor.kind,
      actor_email: actor.kind === 'admin' ? actor.email : null,
      idempotency_key: refund.idempotencyKey,
      provider_refund_id: refund.provided.id,
      status: refund.provided.status,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const after = await recordRefunded(
    tx,
    order.id,
    centsToDecimal(cents),
    actor,
    { refundId: row.id, amount: centsToDecimal(cents), reason: refund.reason },
    refund.cancel ? 'cancelled' : undefined,
  );

  const to = order.guest_email ?? (await customerEmail(tx, order.user_id));
  if (to) {
    const notice = { to, orderNumber: order.order_number, refundId: row.id, amountMinor: refund.amountMinor, currency: order.currency.trim() };
    await queueMail(
      deps.services.jobs,
      tx,
      orderRefundNotice({ ...notice, lines: lines?.map((line) => line.label) ?? [], cancelled: refund.cancel, supportEmail: deps.services.supportEmail }),
    );
  }
  return receipt({ status: after.status, amount_refunded: after.amountRefunded, total: after.total }, toView(row));
}

/** US cents of `minor` units of the order's currency at its rate: the inverse of minorOf, to the cent. */
function centsOf(order: LockedOrder, minor: number): number {
  const currency = order.currency.trim();
  const units = minor / 10 ** currencyDecimals(currency);
  return Math.round((convertAmount(units, Number(order.exchange_rate), 1)) * 100);
}

export const DASHBOARD_REFUND = "Refunded in the payment provider's dashboard.";

/**
 * Refunds the provider reports (its webhook: a refund made in its own dashboard, or news of one the
 * shop made): each recorded once, by its provider id, with the provider as its actor; a known one only
 * has its status brought up to date. Answers how many were new.
 */
export async function takeProviderRefunds(deps: Deps, refunds: readonly ProviderRefund[], actor: OrderActor): Promise<number> {
  let recorded = 0;
  for (const refund of refunds) {
    const taken = await deps.em.fork().transactional(async (tx) => {
      const db = sqlOf(tx);
      const found = await db.selectFrom('orders').select('order_number').where('payment_intent_id', '=', refund.paymentIntentId).executeTakeFirst();
      // A payment that never became an order is refunds.ts's, not an order's.
      if (!found) return false;
      const order = await lockOrder(tx, found.order_number);
      const known = await db
        .updateTable('order_refunds')
        .set({ status: refund.status })
        .where('provider_refund_id', '=', refund.id)
        .returning('id')
        .executeTakeFirst();
      if (known) return false;
      // A refund that failed or was cancelled gave nothing back: there is nothing to record.
      if (refund.status === 'failed' || refund.status === 'canceled') return false;
      const left = toCents(order.total) - toCents(order.amount_refunded);
      // The provider's figure, in dollars at the order's rate; never past what the shop has left on record.
      const cents = Math.min(centsOf(order, refund.amountMinor), left);
      if (cents <= 0) return false;
      await recordRefund(tx, deps, order, {
        cents,
        amountMinor: refund.amountMinor,
        lines: null,
        reason: DASHBOARD_REFUND,
        restocked: false,
        actor,
        idempotencyKey: null,
        provided: { id: refund.id, status: refund.status },
        cancel: false,
      });
      return true;
    });
    if (taken) recorded += 1;
  }
  return recorded;
}

export async function customerEmail(tx: EntityManager, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  return (await sqlOf(tx).selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email ?? null;
}
