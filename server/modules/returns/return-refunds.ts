import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { reasonLabel, refusedDecision, type AdminReturn, type ReturnDecisionInput } from '../../../src/returns.ts';
import type { JobDefinition } from '../../integrations/jobs/job-queue.ts';
import { awaitSettled, requestRefund, RETURN_REFUND_SETTLED_JOB, settleClaimed } from '../after-sale/index.ts';
import type { AuditActor } from '../audit/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { lockOrder } from '../order/index.ts';
import { returnView } from './admin-returns.ts';
import { lockReturn, recordDecision, type DecisionDeps } from './return-decision-record.ts';
import { returnsSql } from './tables.ts';

/**
 * Refunding a return: its line at what was paid for it, through the order refunds as recorded steps
 * (after-sale/): the refund is requested under the return's lock, keyed by the return (`return:<id>`,
 * so asking again is the same refund), then asked of the payment provider outside any transaction,
 * and the return becomes refunded once the provider has made it: at once, or when the settling job
 * (or the provider's webhook) settles a refund whose answer was late, through the job below.
 */

/** The order refund's reason: the return and why, with staff's note, which the order's page shows. */
const refundReason = (id: number, reason: Parameters<typeof reasonLabel>[0], note: string | null) =>
  `Return #${id}: ${reasonLabel(reason)}${note ? ` (${note})` : ''}`;

export async function refundReturn(deps: DecisionDeps, input: z.output<typeof ReturnDecisionInput>, staff: AuditActor): Promise<AdminReturn> {
  const { row, created } = await deps.em.fork().transactional(async (tx) => {
    const request = await lockReturn(tx, input.id);
    const refused = refusedDecision('refund', request.status, request.reason);
    if (refused) throw new DomainError('CONFLICT', refused);
    const requested = await requestRefund(
      tx,
      deps.services.jobs,
      await lockOrder(tx, request.order_number),
      { lines: [{ orderItemId: request.order_item_id, quantity: request.quantity }], restock: false },
      { reason: refundReason(request.id, request.reason, input.note), actor: { kind: 'admin', email: staff.email }, purpose: 'return', idempotencyKey: `return:${request.id}` },
    );
    if (requested.created) await returnsSql(tx).updateTable('return_requests').set({ refund_id: requested.row.id }).where('id', '=', request.id).execute();
    return requested;
  });
  const settled = created ? await settleClaimed(deps, row) : row.status === 'requested' ? await awaitSettled(deps.em, row.id) : row;
  if (settled.status === 'failed') throw new DomainError('CONFLICT', `${settled.failure ?? 'The payment provider refused the refund.'} The return stays as it was.`);
  if (settled.status !== 'requested') await finishReturnRefund(deps.em, deps, settled.id, { staff, note: input.note });
  return (await returnView(deps.em, input.id))!;
}

/**
 * The return whose refund was settled becomes refunded, with its history, audit row and e-mail:
 * once, whether the request that asked or the job below gets there first.
 */
async function finishReturnRefund(em: EntityManager, deps: DecisionDeps, refundId: number, decision: { staff: AuditActor; note: string | null }): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const found = await returnsSql(tx).selectFrom('return_requests').select('id').where('refund_id', '=', refundId).executeTakeFirst();
    if (!found) return;
    const request = await lockReturn(tx, found.id);
    if (refusedDecision('refund', request.status, request.reason)) return;
    const refund = await returnsSql(tx).selectFrom('order_refunds').select(['amount', 'status']).where('id', '=', refundId).executeTakeFirstOrThrow();
    if (refund.status !== 'succeeded' && refund.status !== 'pending') return;
    await recordDecision(tx, deps, request, { action: 'refund', ...decision }, { changes: { refund_id: refundId }, refundAmount: refund.amount });
  });
}

/**
 * Announced by the after-sale module when a return's refund is settled later than its request (the
 * provider's answer was lost or late): the return is finished then, by the admin who asked.
 */
export function returnRefundSettledJob(deps: { services: DecisionDeps['services']; fork: () => EntityManager }): JobDefinition<{ refundId: number }> {
  return {
    name: RETURN_REFUND_SETTLED_JOB,
    queue: { retryLimit: 10, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, deleteAfterSeconds: 7 * 24 * 3600 },
    async run({ refundId }) {
      const em = deps.fork();
      const refund = await returnsSql(em).selectFrom('order_refunds').select('actor_email').where('id', '=', refundId).executeTakeFirst();
      if (!refund?.actor_email) return;
      await finishReturnRefund(em, { em, services: deps.services }, refundId, { staff: { email: refund.actor_email, role: 'admin' }, note: null });
    },
  };
}
