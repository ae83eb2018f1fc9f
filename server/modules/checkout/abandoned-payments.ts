import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../common/index.ts';
import type { JobDefinition, JobQueue } from '../../integrations/jobs/job-queue.ts';
import { PaymentError, type PaymentProvider } from '../../integrations/payments/index.ts';
import { expireHolds, EXPIRY_BATCH } from './holds.ts';
import { snapshotPayment } from './snapshot.ts';

/**
 * Payments whose hold has ended (replaced by the shopper's newer payment, or expired) are cancelled at
 * the provider, so they can no longer be paid. A payment that was completed anyway in the meantime is
 * still settled: it takes the stock afresh or is refunded (settle.ts).
 */

export const CANCEL_PAYMENT_JOB = 'payment.cancel';
export const EXPIRE_HOLDS_JOB = 'reservations.expire';

/** In `tx`, with the release of their holds: have the checkouts' payments cancelled. */
export async function cancelPayments(tx: EntityManager, jobs: JobQueue, checkoutIds: readonly string[]): Promise<void> {
  for (const checkoutId of checkoutIds) await jobs.send(tx, CANCEL_PAYMENT_JOB, { checkoutId });
}

export function cancelPaymentJob(payments: PaymentProvider, fork: () => EntityManager): JobDefinition<{ checkoutId: string }> {
  return {
    name: CANCEL_PAYMENT_JOB,
    queue: { retryLimit: 10, retryDelay: 10, retryBackoff: true, retryDelayMax: 1800, expireInSeconds: 60, deleteAfterSeconds: 7 * 24 * 3600 },
    async run({ checkoutId }) {
      // None when opening the payment failed: then there is nothing to cancel.
      const paymentIntentId = await snapshotPayment(fork(), checkoutId);
      if (!paymentIntentId) return;
      try {
        // A payment that succeeded or is under way stays as it is: its report settles it.
        await payments.cancelIntent(paymentIntentId);
      } catch (error) {
        if (!(error instanceof PaymentError && error.code === 'intent_not_found')) throw error;
      }
    },
  };
}

/** Every minute: holds past their time give their stock back, and their payments are cancelled. */
export function expireHoldsJob(deps: { jobs: JobQueue; fork: () => EntityManager; clock: Clock }): JobDefinition<object> {
  return {
    name: EXPIRE_HOLDS_JOB,
    // One sweep at a time across instances; a second would only find the first one's rows locked.
    queue: { policy: 'singleton', retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 300, deleteAfterSeconds: 24 * 3600 },
    async run() {
      for (let expired = EXPIRY_BATCH; expired === EXPIRY_BATCH; ) {
        expired = await deps.fork().transactional(async (tx) => {
          const checkoutIds = await expireHolds(tx, deps.clock());
          await cancelPayments(tx, deps.jobs, checkoutIds);
          return checkoutIds.length;
        });
      }
    },
  };
}

/** pg-boss cron: every minute, its finest step, so a hold outlives its time by a minute at most. */
export const EXPIRE_HOLDS_CRON = '* * * * *';
