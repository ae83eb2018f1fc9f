import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { JobDefinition } from '../../integrations/jobs/job-queue.ts';
import { PaymentError, type ProviderRefundStatus } from '../../integrations/payments/index.ts';
import type { Services } from '../request-scope.ts';
import { recordAudit } from '../audit/index.ts';
import { perProduct, restock } from '../catalogue/index.ts';
import { toCents } from '../../../src/money.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { queueMail } from '../mail/index.ts';
import { refundToGiftCard } from '../gift-cards/index.ts';
import { lockOrderById, mailReader, recordRefunded, type OrderActor } from '../order/index.ts';
import { orderRefundNotice } from './order-refund-email.ts';
import { refundedLines, SETTLE_REFUND_JOB } from './refund-requests.ts';
import { refundRow, toView, type LockedOrder, type RefundRow } from './refund-rows.ts';
import { afterSaleSql } from './tables.ts';

/**
 * The rest of a refund's recorded steps: outside any transaction, the payment provider is asked with
 * an idempotency key derived from the refund's row; then its answer is recorded in a second short
 * transaction (completeRefund): the money on the order, its status and timeline, the restock, the
 * customer's e-mail and the audit row. One asker at a time holds a refund's claim; whatever stops
 * between the steps (a crash, a timeout, the provider down) is finished by the settling job, which
 * first looks for the refund among the payment's refunds at the provider (it carries its row's id)
 * before asking again with the same key. So each provider refund has one row, whoever reports it.
 */

export type AfterSaleDeps = { em: EntityManager; services: Pick<Services, 'payments' | 'jobs' | 'supportEmail' | 'metrics'> };

/**
 * A claim older than this is taken over: longer than a provider call with its retry (about 9 s for
 * Stripe), so a live asker is never overtaken.
 */
const CLAIM_LAPSES_SECONDS = 60;

/** A refund that returns from the provider with the money on its way (a bank refund stays pending for days). */
const MONEY_MOVED: ReadonlySet<ProviderRefundStatus> = new Set(['pending', 'succeeded']);

/**
 * The job that finishes a return once its refund is settled (returns/ defines it): announced here by
 * name, so that this module never imports the returns module that starts return refunds.
 */
export const RETURN_REFUND_SETTLED_JOB = 'returns.refund-settled';

/** Stripe's key for the refund a row records: scoped by the payment, whose id the provider never reuses (row ids restart with a database). */
const providerKey = (paymentIntentId: string, refundId: number) => `order-refund-${paymentIntentId}-${refundId}`;

/** Takes the claim on a requested refund; null when it is settled or another asker holds it. */
export async function claimRefund(em: EntityManager, refundId: number): Promise<RefundRow | null> {
  const claimed = await afterSaleSql(em)
    .updateTable('order_refunds')
    .set({ attempt_at: sql<Date>`now()` })
    .where('id', '=', refundId)
    .where('status', '=', 'requested')
    .where((eb) => eb.or([eb('attempt_at', 'is', null), eb('attempt_at', '<', sql<Date>`now() - make_interval(secs => ${CLAIM_LAPSES_SECONDS})`)]))
    .returningAll()
    .executeTakeFirst();
  return claimed ?? null;
}

/** Lets the claim go, saying what the refund waits on: the next asker may take it at once. */
async function release(em: EntityManager, refundId: number, waitingOn: string): Promise<RefundRow> {
  await afterSaleSql(em).updateTable('order_refunds').set({ attempt_at: null, failure: waitingOn }).where('id', '=', refundId).where('status', '=', 'requested').execute();
  return refundRow(em, refundId);
}

/** The provider refused the refund: nothing moved, and the refusal is kept with it. */
async function failRefund(em: EntityManager, refundId: number, failure: string): Promise<RefundRow> {
  await afterSaleSql(em)
    .updateTable('order_refunds')
    .set({ status: 'failed', failure, settled_at: new Date(), attempt_at: null })
    .where('id', '=', refundId)
    .where('status', '=', 'requested')
    .execute();
  return refundRow(em, refundId);
}

async function paymentOf(em: EntityManager, orderId: number): Promise<string> {
  const order = await afterSaleSql(em).selectFrom('orders').select('payment_intent_id').where('id', '=', orderId).executeTakeFirstOrThrow();
  // A refund is only requested of an order with a payment (refund-requests.ts).
  return order.payment_intent_id!;
}

/**
 * Outside any transaction, with the claim on `row` held: asks the provider once and records its
 * answer. A refusal fails the refund; a provider that cannot be reached leaves it requested, its claim
 * let go, for the settling job; the answer is the row as it then stands. A provider that refuses the
 * shop itself (its keys) is a 502, the refund left for the job to try again.
 */
export async function settleClaimed(deps: AfterSaleDeps, row: RefundRow): Promise<RefundRow> {
  // All of it back to the gift card: nothing to ask of a provider, settled at once.
  if (row.amount_minor === 0) return completeRefund(deps, row.id, { id: null, status: 'succeeded' });
  const paymentIntentId = await paymentOf(deps.em, row.order_id);
  try {
    const made = await deps.services.payments.refundPayment(paymentIntentId, {
      // Rows from before refunds were recorded steps were all settled; every requested one has its amount.
      amountMinor: row.amount_minor!,
      reason: row.reason,
      idempotencyKey: providerKey(paymentIntentId, row.id),
      shopRefundId: String(row.id),
    });
    return await completeRefund(deps, row.id, { id: made.refundId, status: made.status });
  } catch (error) {
    if (!(error instanceof PaymentError)) {
      await release(deps.em, row.id, 'The last try to ask the payment provider failed; it is asked again shortly.');
      throw error;
    }
    if (error.code === 'refund_refused') return failRefund(deps.em, row.id, error.message);
    const waiting = await release(deps.em, row.id, `${error.message} The refund is asked for again shortly.`);
    if (error.code === 'provider_error') throw new DomainError('BAD_GATEWAY', `${error.message} The refund is asked for again shortly.`);
    return waiting;
  }
}

/**
 * Waits for another asker of the same refund (a double click, a replayed request) to record the
 * provider's answer; answers the row as it is then, still requested if that asker could not get one.
 */
export async function awaitSettled(em: EntityManager, refundId: number, timeoutMs = 15_000): Promise<RefundRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await refundRow(em, refundId);
    if (row.status !== 'requested' || row.attempt_at === null || Date.now() > deadline) return row;
    await sleep(100);
  }
}

/**
 * Records the provider's answer about a requested refund, once: the first of the request, the job and
 * the webhook to report it settles it, the others find it settled. Answers the row as it then stands.
 */
export async function completeRefund(deps: AfterSaleDeps, refundId: number, provided: { id: string | null; status: ProviderRefundStatus }): Promise<RefundRow> {
  const outcome = await deps.em.fork().transactional(async (tx) => {
    const order = await lockOrderById(tx, (await refundRow(tx, refundId)).order_id);
    const row = await afterSaleSql(tx)
      .updateTable('order_refunds')
      .set({ status: provided.status, provider_refund_id: provided.id, settled_at: new Date(), attempt_at: null, failure: null })
      .where('id', '=', refundId)
      .where('status', '=', 'requested')
      .returningAll()
      .executeTakeFirst();
    if (!row) return { row: await refundRow(tx, refundId), moved: false };
    if (!MONEY_MOVED.has(provided.status)) return { row, moved: false };
    await recordMoneyBack(tx, deps, order, row);
    return { row, moved: true };
  });
  if (outcome.moved) deps.services.metrics.refunds.inc({ kind: 'order' });
  return outcome.row;
}

/**
 * In `tx`, under the order's lock: what a refund the provider made does to the order: the amount
 * refunded and the status (recordRefunded), the lines' prints back in stock when asked, the customer's
 * e-mail, and the admin's audit row. A cancellation's refund leaves the e-mail and the audit to the
 * cancellation's last step, and a return's hands the return on to the returns module.
 */
export async function recordMoneyBack(tx: EntityManager, deps: AfterSaleDeps, order: LockedOrder, row: RefundRow): Promise<void> {
  const actor: OrderActor = row.actor_kind === 'admin' ? { kind: 'admin', email: row.actor_email ?? '' } : { kind: row.actor_kind as Exclude<OrderActor['kind'], 'admin'> };
  const after = await recordRefunded(tx, order.id, row.amount, actor, { refundId: row.id, amount: row.amount, reason: row.reason });
  const toCard = toCents(row.gift_card_amount);
  if (toCard > 0) await refundToGiftCard(tx, { orderId: order.id, cents: toCard });
  if (row.restocked && row.lines) await restock(tx, perProduct(await stockLines(tx, row)));
  if (row.purpose === 'cancellation') return;

  const to = order.guest_email ?? (await customerEmail(tx, order.user_id));
  if (to) {
    const reader = await mailReader(tx, order.id);
    await queueMail(
      deps.services.jobs,
      tx,
      orderRefundNotice({
        to,
        locale: reader.locale,
        orderNumber: order.order_number,
        refundId: row.id,
        amountMinor: row.amount_minor!,
        currency: order.currency.trim(),
        giftCardCents: toCard,
        lines: await refundedLines(tx, row, reader),
        cancelled: false,
        supportEmail: deps.services.supportEmail,
      }),
    );
  }
  if (row.purpose === 'return') await deps.services.jobs.send(tx, RETURN_REFUND_SETTLED_JOB, { refundId: row.id });
  if (row.purpose === 'refund' && actor.kind === 'admin') {
    await recordAudit(tx, {
      actor: { email: actor.email, role: 'admin' },
      action: 'order.refund',
      target: { type: 'order', id: order.order_number },
      before: { status: order.status, amountRefunded: order.amount_refunded },
      after: { status: after.status, amountRefunded: after.amountRefunded, refund: refundOf(toView(row)) },
    });
  }
}

/** What the audit trail keeps of a refund. */
export const refundOf = ({ id, amount, lines, reason, restocked, providerRefundId }: ReturnType<typeof toView>) => ({ id, amount, lines, reason, restocked, providerRefundId });

/** A refund's lines with the print each one is of, for the stock. */
async function stockLines(tx: EntityManager, row: RefundRow) {
  const items = await afterSaleSql(tx).selectFrom('order_items').select(['id', 'product_id']).where('order_id', '=', row.order_id).execute();
  return (row.lines ?? []).map(({ orderItemId, quantity }) => ({ productId: items.find((item) => item.id === orderItemId)!.product_id, quantity }));
}

export async function customerEmail(tx: EntityManager, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  return (await afterSaleSql(tx).selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email ?? null;
}

/** Raised to have pg-boss come back later: another asker holds the refund now, or the provider could not be asked. */
class NotSettledYet extends Error {}

/**
 * The settling job, queued with every refund (refund-requests.ts): after the delay that leaves it to
 * the request that made it, it finishes a refund still requested. Its answer may have been lost on the
 * way (a crash, a timeout), so the provider's refunds of the payment are read first and the one
 * carrying this row's id is recorded; only when there is none is the provider asked, with the same key.
 */
export function settleRefundJob(deps: { services: AfterSaleDeps['services']; fork: () => EntityManager }): JobDefinition<{ refundId: number }> {
  return {
    name: SETTLE_REFUND_JOB,
    queue: {
      // 1 min, 2, 4 … then every 6 hours, for about a week: a provider's outage is ridden out.
      retryLimit: 40,
      retryDelay: 60,
      retryBackoff: true,
      retryDelayMax: 6 * 3600,
      expireInSeconds: 120,
      deleteAfterSeconds: 30 * 24 * 3600,
    },
    async run({ refundId }) {
      const settle = { em: deps.fork(), services: deps.services };
      const claimed = await claimRefund(settle.em, refundId);
      if (!claimed) {
        const row = await refundRow(settle.em, refundId);
        if (row.status === 'requested') throw new NotSettledYet(`Refund ${refundId} is being asked for by another request; trying again later.`);
        return;
      }
      if (claimed.amount_minor === 0) {
        await settleClaimed(settle, claimed);
        return;
      }
      const paymentIntentId = await paymentOf(settle.em, claimed.order_id);
      let made;
      try {
        made = (await deps.services.payments.listRefunds(paymentIntentId)).find((refund) => refund.shopRefundId === String(refundId));
      } catch (error) {
        await release(settle.em, refundId, 'The payment provider could not be asked; it is asked again shortly.');
        throw error;
      }
      const row = made ? await completeRefund(settle, refundId, made) : await settleClaimed(settle, claimed);
      if (row.status === 'requested') throw new NotSettledYet(`Refund ${refundId}: ${row.failure ?? 'not settled yet'}`);
    },
  };
}
