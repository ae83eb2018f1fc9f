import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../src/locales.ts';
import { inEnglish, type ShopText } from '../../../src/shop-text.ts';
import type { RefundStatus } from '../../../src/statuses.ts';
import type { JobDefinition, JobQueue } from '../../integrations/jobs/job-queue.ts';
import type { ShopMetrics } from '../../integrations/metrics.ts';
import type { PaymentProvider } from '../../integrations/payments/index.ts';
import { asJsonb } from '../common/index.ts';
import { queueMail } from '../mail/index.ts';
import { refundNotice } from './refund-email.ts';
import { checkoutSql } from './tables.ts';

/**
 * A paid payment that cannot become an order goes back to the shopper (DESIGN.md section 5: nobody
 * pays without an order). The decision is a row, written in the transaction that found the order
 * impossible, with the job that carries it out; the unique payment id makes it one row and one refund
 * per payment, and the provider's idempotency key makes a retried job replay the same refund.
 */

export const REFUND_JOB = 'payment.refund';

export interface RefundDecision {
  paymentIntentId: string;
  checkoutId: string;
  amountMinor: number;
  currency: string;
  email: string | null;
  /** What the shopper is told went wrong, in their language where it is told. */
  reason: ShopText;
  /** The checkout's language: the notice's. */
  locale: Locale;
}

/** In `tx`: records that the payment goes back and queues the refund; nothing when it was recorded before. */
export async function decideRefund(tx: EntityManager, jobs: JobQueue, decision: RefundDecision): Promise<void> {
  const row = await checkoutSql(tx)
    .insertInto('payment_refunds')
    .values({
      payment_intent_id: decision.paymentIntentId,
      checkout_id: decision.checkoutId,
      amount_minor: decision.amountMinor,
      currency: decision.currency,
      email: decision.email,
      reason: inEnglish(decision.reason),
      reason_said: asJsonb(decision.reason),
      locale: decision.locale,
    })
    .onConflict((conflict) => conflict.column('payment_intent_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) await jobs.send(tx, REFUND_JOB, { refundId: row.id });
}

/** The refund already decided for a payment, if any. */
export async function refundOf(em: EntityManager, paymentIntentId: string): Promise<{ reason: ShopText; status: RefundStatus } | null> {
  const row = await checkoutSql(em)
    .selectFrom('payment_refunds')
    .select(['reason', 'reason_said', 'status'])
    .where('payment_intent_id', '=', paymentIntentId)
    .executeTakeFirst();
  return row ? { reason: reasonOf(row), status: row.status as RefundStatus } : null;
}

/** A refund's reason as a catalog text; a row older than reason_said has its English only. */
const reasonOf = (row: { reason: string; reason_said: ShopText | null }): ShopText => row.reason_said ?? { text: row.reason };

/** Raised to have pg-boss try again later: a bank debit still processing cannot be refunded yet. */
class NotYet extends Error {}

export function refundJob(deps: {
  payments: PaymentProvider;
  metrics: ShopMetrics;
  jobs: JobQueue;
  fork: () => EntityManager;
  supportEmail: string;
}): JobDefinition<{ refundId: number }> {
  return {
    name: REFUND_JOB,
    queue: {
      // 1 min, 2, 4 … then every 6 hours: a provider outage is ridden out, and an ACH debit that is
      // still processing (up to 4 business days) is refunded once it has cleared.
      retryLimit: 40,
      retryDelay: 60,
      retryBackoff: true,
      retryDelayMax: 6 * 3600,
      expireInSeconds: 120,
      deleteAfterSeconds: 30 * 24 * 3600,
    },
    async run({ refundId }) {
      const db = checkoutSql(deps.fork());
      const refund = await db.selectFrom('payment_refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
      if (!refund || refund.status !== 'pending') return;

      const intent = await deps.payments.retrieveIntent(refund.payment_intent_id);
      let status: Exclude<RefundStatus, 'pending'>;
      let providerRefundId: string | null = null;
      switch (intent?.status) {
        case 'succeeded':
          providerRefundId = (await deps.payments.refundPayment(refund.payment_intent_id, { amountMinor: refund.amount_minor, reason: refund.reason })).refundId;
          status = 'refunded';
          break;
        case 'requires_capture': {
          const after = await deps.payments.cancelIntent(refund.payment_intent_id);
          if (after !== 'canceled') throw new NotYet(`The authorisation of ${refund.payment_intent_id} is ${after}; trying again later.`);
          status = 'canceled';
          break;
        }
        case 'processing':
          throw new NotYet(`${refund.payment_intent_id} is still processing; it is refunded once it clears.`);
        default:
          // Failed, cancelled or unknown to the provider: no money moved.
          status = 'not_charged';
      }

      const recorded = await deps.fork().transactional(async (tx) => {
        const settled = await checkoutSql(tx)
          .updateTable('payment_refunds')
          .set({ status, provider_refund_id: providerRefundId, settled_at: new Date() })
          .where('id', '=', refundId)
          .where('status', '=', 'pending')
          .returning('id')
          .executeTakeFirst();
        if (!settled || !refund.email) return settled;
        await queueMail(
          deps.jobs,
          tx,
          refundNotice({
            to: refund.email,
            locale: isLocale(refund.locale) ? refund.locale : DEFAULT_LOCALE,
            checkoutId: refund.checkout_id,
            reason: reasonOf(refund),
            amountMinor: refund.amount_minor,
            currency: refund.currency,
            outcome: status,
            supportEmail: deps.supportEmail,
          }),
        );
        return settled;
      });
      if (recorded && status === 'refunded') deps.metrics.refunds.inc({ kind: 'payment' });
    },
  };
}

/** For the admin: every payment that could not become an order, newest first. */
export async function listRefunds(em: EntityManager, limit: number) {
  const rows = await checkoutSql(em)
    .selectFrom('payment_refunds')
    .select(['id', 'payment_intent_id', 'amount_minor', 'currency', 'email', 'reason', 'status', 'provider_refund_id', 'created_at', 'settled_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    paymentIntentId: row.payment_intent_id,
    amountMinor: row.amount_minor,
    currency: row.currency,
    email: row.email,
    reason: row.reason,
    status: row.status as RefundStatus,
    providerRefundId: row.provider_refund_id,
    createdAt: new Date(row.created_at).toISOString(),
    settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
  }));
}
