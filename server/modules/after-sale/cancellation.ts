import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import { quantitiesByLine, type CancelOrderInput, type CancelReceipt, type OrderCancellationView } from '../../../src/admin-orders.ts';
import { centsToDecimal, toCents } from '../../../src/money.ts';
import { ORDER_STATUS_LABELS, type CancellationStatus, type OrderStatus } from '../../../src/statuses.ts';
import type { JobDefinition } from '../../integrations/jobs/job-queue.ts';
import { isPrintifyRefusal } from '../../integrations/printify/index.ts';
import type { Services } from '../request-scope.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { perProduct, restock } from '../catalogue/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import type { ShopDatabase } from '../common/index.ts';
import { returnCouponUse } from '../coupon/index.ts';
import { IN_PRODUCTION, lockOrder, lockOrderById, mailReader, mayMove, recordPrintCancelled, recordPrintOrder, setPrintifyStatus, transitionOrder, waitForPrintSubmission, type OrderActor } from '../order/index.ts';
import { queueMail } from '../mail/index.ts';
import { orderRefundNotice } from './order-refund-email.ts';
import { requestRefund } from './refund-requests.ts';
import { inFlightCents, leftCents, refundRow, toView, wasPaid, type LockedOrder, type RefundRow } from './refund-rows.ts';
import { awaitSettled, claimRefund, customerEmail, refundOf, settleClaimed, type AfterSaleDeps } from './refund-settlement.ts';
import { afterSaleSql } from './tables.ts';

/**
 * Cancelling an order before it is printed, as a saga that finishes or never starts (DESIGN.md
 * section 5): the intent is recorded first (a row of order_cancellations, the order "Cancellation in
 * progress"), then each step as it completes, every call to a provider outside any transaction:
 *  1. the print provider's order cancelled (it refuses once printing has begun: then nothing else is
 *     done, and the order stands as it did);
 *  2. what is left of the payment refunded, through the same recorded refund as an admin's;
 *  3. in one transaction, the prints back in stock, the coupon use back, the order cancelled, the
 *     customer told and the audit row written.
 * A step a provider cannot take now (an outage) is tried again by the cancellation's job until it is
 * done; a refund the payment provider refuses is shown to staff and waits for them. An order is never
 * cancelled at the print provider and left paid without its refund.
 */

export const CANCEL_ORDER_JOB = 'after-sale.cancel-order';

/** How long the job leaves a fresh cancellation to the request that started it. */
const CANCEL_DELAY_SECONDS = 60;

/** A claim older than this is taken over: longer than both providers' calls with their retries. */
const CLAIM_LAPSES_SECONDS = 120;

type CancelDeps = { em: EntityManager; services: AfterSaleDeps['services'] & Pick<Services, 'printify'> };
type CancellationRow = Selectable<ShopDatabase['order_cancellations']>;

/** Where a cancellation stands after its steps were taken as far as they could go. */
type Progress =
  | { kind: 'completed'; row: CancellationRow }
  /** The print provider had begun printing: the order stands as it did. */
  | { kind: 'refused'; row: CancellationRow }
  /** A provider could not be asked now; the job tries again. */
  | { kind: 'waiting'; row: CancellationRow }
  /** The payment provider refused the refund: staff must act; nothing is retried in silence. */
  | { kind: 'stuck'; row: CancellationRow }
  /** Another request or the job is taking its steps now. */
  | { kind: 'busy'; row: CancellationRow };

const TOO_LATE = 'it is being printed, so it can no longer be cancelled. Refund it instead, or ask Printify support for a reprint or refund claim.';

function refusal(order: LockedOrder): DomainError | null {
  const status = order.status as OrderStatus;
  if (status === 'pending') return new DomainError('CONFLICT', 'The bank payment of this order is still clearing: it can be cancelled once it has cleared.');
  if (!mayMove(status, 'cancelling')) {
    const late = status === 'in_production' || status === 'shipped' || status === 'delivered';
    return new DomainError('CONFLICT', late ? `This order is ${ORDER_STATUS_LABELS[status].toLowerCase()}: ${TOO_LATE}` : `This order is ${ORDER_STATUS_LABELS[status].toLowerCase()} already.`);
  }
  if (order.printify_status && IN_PRODUCTION.has(order.printify_status)) return new DomainError('CONFLICT', `Printify has started on this order: ${TOO_LATE}`);
  return null;
}

const cancellationRow = (em: EntityManager, id: number) => afterSaleSql(em).selectFrom('order_cancellations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Takes the claim on a cancellation in progress; null when another holds it or it is over. */
async function claim(em: EntityManager, id: number): Promise<CancellationRow | null> {
  const claimed = await afterSaleSql(em)
    .updateTable('order_cancellations')
    .set({ attempt_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'in_progress')
    .where((eb) => eb.or([eb('attempt_at', 'is', null), eb('attempt_at', '<', sql<Date>`now() - make_interval(secs => ${CLAIM_LAPSES_SECONDS})`)]))
    .returningAll()
    .executeTakeFirst();
  return claimed ?? null;
}

/** Lets the claim go, saying what the cancellation waits on. */
async function pause(em: EntityManager, id: number, waitingOn: string): Promise<CancellationRow> {
  await afterSaleSql(em).updateTable('order_cancellations').set({ attempt_at: null, waiting_on: waitingOn }).where('id', '=', id).where('status', '=', 'in_progress').execute();
  return cancellationRow(em, id);
}

const actorOf = (row: CancellationRow): OrderActor => ({ kind: 'admin', email: row.actor_email });
const staffOf = (row: CancellationRow): AuditActor => ({ email: row.actor_email, role: 'admin' });

/**
 * An admin cancels an order: the intent is recorded and the steps taken at once. The answer is the
 * order cancelled, or still cancelling with what it waits on (the REST path answers 202); a refusal by
 * the print provider is a 409 with its reason. Cancelling an order already cancelling takes its
 * remaining steps again (after staff refunded a refused refund in the provider's dashboard, say).
 */
export async function cancelOrder(deps: CancelDeps, { orderNumber, reason }: z.output<typeof CancelOrderInput>, staff: AuditActor): Promise<CancelReceipt> {
  const { id, started } = await deps.em.fork().transactional(async (tx) => {
    const found = await afterSaleSql(tx).selectFrom('orders').select('id').where('order_number', '=', orderNumber).executeTakeFirst();
    if (!found) throw new DomainError('NOT_FOUND', 'There is no order with that number.');
    // Waits for a submission to print under way; one that starts later sees the order cancelling.
    await waitForPrintSubmission(tx, found.id);
    const order = await lockOrder(tx, orderNumber);
    if (order.status === 'cancelling') {
      const open = await afterSaleSql(tx).selectFrom('order_cancellations').select('id').where('order_id', '=', order.id).where('status', '=', 'in_progress').executeTakeFirstOrThrow();
      return { id: open.id, started: false };
    }
    const refused = refusal(order);
    if (refused) throw refused;
    if ((order.printify_order_id || order.printify_submitting_at) && !deps.services.printify) {
      throw new DomainError('SERVICE_UNAVAILABLE', 'The print provider is not configured, so its order cannot be cancelled.');
    }
    if ((await inFlightCents(tx, order.id)) > 0) {
      throw new DomainError('CONFLICT', 'A refund of this order is still awaiting the payment provider: cancel it once that refund is settled (within a few minutes).');
    }
    const row = await afterSaleSql(tx)
      .insertInto('order_cancellations')
      .values({ order_id: order.id, reason, actor_email: staff.email, from_status: order.status, attempt_at: sql<Date>`now()` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await transitionOrder(tx, order.id, 'cancelling', { kind: 'admin', email: staff.email }, { reason });
    await deps.services.jobs.send(tx, CANCEL_ORDER_JOB, { cancellationId: row.id }, { startAfterSeconds: CANCEL_DELAY_SECONDS });
    return { id: row.id, started: true };
  });

  // Staff cancelling again is how they ask for a refused refund anew (once they have dealt with the refusal).
  const progress = await advanceCancellation(deps, id, { claimed: started, retryRefusedRefund: true });
  if (progress.kind === 'refused') throw new DomainError('CONFLICT', progress.row.waiting_on ?? 'Printify refused to cancel its order.');
  const refund = progress.row.refund_id === null ? null : toView(await refundRow(deps.em, progress.row.refund_id));
  return {
    status: progress.kind === 'completed' ? 'cancelled' : 'cancelling',
    refund,
    waitingOn: progress.kind === 'completed' ? null : (progress.row.waiting_on ?? 'Another request is taking its steps now.'),
  };
}

/**
 * Takes a cancellation's remaining steps as far as they go now; `claimed` when the caller holds its
 * claim already. A refund the provider refused is asked for again only when `retryRefusedRefund`
 * (staff asking), never by the job.
 */
export async function advanceCancellation(deps: CancelDeps, id: number, { claimed, retryRefusedRefund }: { claimed: boolean; retryRefusedRefund: boolean }): Promise<Progress> {
  const row = claimed ? await cancellationRow(deps.em, id) : await claim(deps.em, id);
  if (!row) {
    const current = await cancellationRow(deps.em, id);
    return { kind: current.status === 'in_progress' ? 'busy' : (current.status as Exclude<CancellationStatus, 'in_progress'>), row: current };
  }
  try {
    const printed = await cancelAtPrintify(deps, row);
    if (printed) return printed;
    const refunded = await refundWhatIsLeft(deps, await cancellationRow(deps.em, id), retryRefusedRefund);
    if (refunded) return refunded;
    return { kind: 'completed', row: await finish(deps, id) };
  } catch (error) {
    // A provider that could not be reached, or anything unforeseen: the job takes the steps again.
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'waiting', row: await pause(deps.em, id, `${reason} The cancellation is tried again shortly.`) };
  }
}

/** Step 1: the print provider's order cancelled (or none there); a Progress when the cancellation cannot go on. */
async function cancelAtPrintify(deps: CancelDeps, row: CancellationRow): Promise<Progress | null> {
  if (row.printify_done_at) return null;
  const order = await afterSaleSql(deps.em)
    .selectFrom('orders')
    .select(['order_number', 'printify_order_id', 'printify_submitting_at'])
    .where('id', '=', row.order_id)
    .executeTakeFirstOrThrow();
  const { printify } = deps.services;
  let printifyId = order.printify_order_id;
  if (order.printify_order_id || order.printify_submitting_at) {
    if (!printify) return { kind: 'waiting', row: await pause(deps.em, row.id, 'The print provider is not configured, so its order cannot be cancelled.') };
    // A submission whose answer was lost may have made the order there: look for it by our number.
    printifyId ??= await printify.api.findOrder(order.order_number);
  }
  if (printifyId && printify) {
    try {
      await printify.api.cancelOrder(printifyId);
    } catch (error) {
      if (!isPrintifyRefusal(error)) throw error;
      // Refused: unless an earlier try (whose answer was lost) had cancelled it, printing has begun.
      const status = await printify.api.orderStatus(printifyId);
      if (status !== 'canceled') return { kind: 'refused', row: await refuse(deps, row, printifyId, status) };
    }
  }
  await deps.em.fork().transactional(async (tx) => {
    if (printifyId && !order.printify_order_id) await recordPrintOrder(tx, row.order_id, printifyId);
    if (printifyId) await recordPrintCancelled(tx, row.order_id);
    await afterSaleSql(tx).updateTable('order_cancellations').set({ printify_done_at: new Date(), waiting_on: null }).where('id', '=', row.id).execute();
  });
  return null;
}

/** Printify has begun printing: the cancellation ends refused, and the order goes back to where it stood (or on, into production). */
async function refuse(deps: CancelDeps, row: CancellationRow, printifyId: string, printifyStatus: string | null): Promise<CancellationRow> {
  const why = `Printify refused to cancel its order ${printifyId}: ${TOO_LATE}`;
  await deps.em.fork().transactional(async (tx) => {
    await lockOrderById(tx, row.order_id);
    await afterSaleSql(tx)
      .updateTable('order_cancellations')
      .set({ status: 'refused', waiting_on: why, attempt_at: null, completed_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    // The column's check constraint keeps it inside ORDER_STATUSES.
    await transitionOrder(tx, row.order_id, row.from_status as OrderStatus, actorOf(row), { cancellationRefused: why });
  });
  if (printifyStatus) await setPrintifyStatus(deps.em, printifyId, printifyStatus);
  return cancellationRow(deps.em, row.id);
}

/** Step 2: what is left of the payment refunded; a Progress when the refund is not settled yet, or was refused. */
async function refundWhatIsLeft(deps: CancelDeps, row: CancellationRow, retryRefused: boolean): Promise<Progress | null> {
  let refund = row.refund_id === null ? null : await refundRow(deps.em, row.refund_id);
  if (!refund || (refund.status === 'failed' && retryRefused)) {
    const requested = await deps.em.fork().transactional(async (tx) => {
      const order = await lockOrderById(tx, row.order_id);
      // Paid by nothing (a coupon covered it), or refunded already (in the provider's dashboard, say).
      if (!wasPaid(order) || leftCents(order, await inFlightCents(tx, order.id)) <= 0) return null;
      const { row: made } = await requestRefund(
        tx,
        deps.services.jobs,
        order,
        { all: true },
        { reason: row.reason, actor: actorOf(row), purpose: 'cancellation', idempotencyKey: `cancellation:${row.id}` },
      );
      await afterSaleSql(tx).updateTable('order_cancellations').set({ refund_id: made.id }).where('id', '=', row.id).execute();
      return made;
    });
    refund = requested && (await settleClaimed(deps, requested));
  } else if (refund.status === 'requested') {
    const claimed = await claimRefund(deps.em, refund.id);
    refund = claimed ? await settleClaimed(deps, claimed) : await awaitSettled(deps.em, refund.id);
  }
  if (refund?.status === 'requested') {
    return { kind: 'waiting', row: await pause(deps.em, row.id, refund.failure ?? 'The refund awaits the payment provider’s answer.') };
  }
  if (refund?.status === 'failed') {
    const waitingOn = `${refund.failure ?? 'The payment provider refused the refund.'} Refund the payment in the provider's dashboard, then cancel the order again to finish.`;
    return { kind: 'stuck', row: await pause(deps.em, row.id, waitingOn) };
  }
  return null;
}

/** Prints that come back: every line, less what settled refunds by line put back in stock already. */
async function linesToRestock(tx: EntityManager, orderId: number) {
  const db = afterSaleSql(tx);
  const items = await db.selectFrom('order_items').select(['id', 'product_id', 'quantity']).where('order_id', '=', orderId).execute();
  const restocked = await db
    .selectFrom('order_refunds')
    .select('lines')
    .where('order_id', '=', orderId)
    .where('restocked', '=', true)
    .where('status', 'in', ['pending', 'succeeded'])
    .execute();
  const back = quantitiesByLine(restocked.map(({ lines }) => lines));
  return perProduct(items.map((item) => ({ productId: item.product_id, quantity: item.quantity - (back.get(item.id) ?? 0) })).filter((line) => line.quantity > 0));
}

/** Step 3, in one transaction: stock and coupon use back, the order cancelled, the customer e-mailed, the audit row. */
async function finish(deps: CancelDeps, id: number): Promise<CancellationRow> {
  await deps.em.fork().transactional(async (tx) => {
    const row = await cancellationRow(tx, id);
    const order = await lockOrderById(tx, row.order_id);
    const refund: RefundRow | null = row.refund_id === null ? null : await refundRow(tx, row.refund_id);
    await restock(tx, await linesToRestock(tx, order.id));
    if (order.coupon_code) await returnCouponUse(tx, order.coupon_code);
    await transitionOrder(tx, order.id, 'cancelled', actorOf(row), { reason: row.reason, ...(refund ? { refundId: refund.id, amount: refund.amount } : {}) });
    await afterSaleSql(tx)
      .updateTable('order_cancellations')
      .set({ status: 'completed', completed_at: new Date(), attempt_at: null, waiting_on: null })
      .where('id', '=', id)
      .execute();
    const to = order.guest_email ?? (await customerEmail(tx, order.user_id));
    if (refund && to) {
      await queueMail(
        deps.services.jobs,
        tx,
        orderRefundNotice({
          to,
          locale: (await mailReader(tx, order.id)).locale,
          orderNumber: order.order_number,
          refundId: refund.id,
          amountMinor: refund.amount_minor!,
          currency: order.currency.trim(),
          giftCardCents: toCents(refund.gift_card_amount),
          lines: [],
          cancelled: true,
          supportEmail: deps.services.supportEmail,
        }),
      );
    }
    await recordAudit(tx, {
      actor: staffOf(row),
      action: 'order.cancel',
      target: { type: 'order', id: order.order_number },
      before: { status: row.from_status, amountRefunded: refund ? centsToDecimal(toCents(order.amount_refunded) - toCents(refund.amount)) : order.amount_refunded },
      after: { status: 'cancelled', reason: row.reason, refund: refund && refundOf(toView(refund)) },
    });
  });
  return cancellationRow(deps.em, id);
}

/** An order's newest cancellation, as the back office shows it; null when it was never cancelled. */
export async function cancellationOf(em: EntityManager, orderId: number): Promise<OrderCancellationView | null> {
  const row = await afterSaleSql(em).selectFrom('order_cancellations').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row) return null;
  return {
    // The column's check constraint keeps it inside CANCELLATION_STATUSES.
    status: row.status as CancellationStatus,
    reason: row.reason,
    actorEmail: row.actor_email,
    startedAt: new Date(row.created_at).toISOString(),
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    waitingOn: row.waiting_on,
  };
}

/** Raised to have pg-boss come back later: a provider could not be asked, or another request is taking the steps. */
class NotDoneYet extends Error {}

/**
 * The cancellation's job, queued with it: after the delay that leaves it to the request that started
 * it, it takes whatever steps are left, and is tried again with backoff until they are all done. A
 * refund the payment provider refused stops it: that waits for staff, on the order's page.
 */
export function cancelOrderJob(deps: { services: CancelDeps['services']; fork: () => EntityManager }): JobDefinition<{ cancellationId: number }> {
  return {
    name: CANCEL_ORDER_JOB,
    queue: {
      // 1 min, 2, 4 … then hourly, for about four days: a provider's outage is ridden out.
      retryLimit: 100,
      retryDelay: 60,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: 300,
      deleteAfterSeconds: 30 * 24 * 3600,
    },
    async run({ cancellationId }) {
      const progress = await advanceCancellation({ em: deps.fork(), services: deps.services }, cancellationId, { claimed: false, retryRefusedRefund: false });
      if (progress.kind === 'waiting' || progress.kind === 'busy') {
        throw new NotDoneYet(`Cancellation ${cancellationId} is not done yet: ${progress.row.waiting_on ?? 'another request is taking its steps'}`);
      }
    },
  };
}
