import type { z } from 'zod';
import type { RefundOrderInput, RefundReceipt } from '../../../src/admin-orders.ts';
import type { AuditActor } from '../audit/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { lockOrder } from '../order/index.ts';
import { requestRefund, type RefundSpec } from './refund-requests.ts';
import { receiptOf } from './refund-rows.ts';
import { awaitSettled, settleClaimed, type AfterSaleDeps } from './refund-settlement.ts';

/**
 * An admin's refund of an order, as recorded steps: requested under the order's lock, then asked of
 * the payment provider outside any transaction, then settled (refund-requests.ts, refund-settlement.ts).
 * The answer is the settled refund; one whose provider did not answer stays requested, and the answer
 * says so (the REST path answers 202): the settling job finishes it.
 */

type Input = z.output<typeof RefundOrderInput>;

/**
 * An admin's Idempotency-Key, kept in a namespace of its own: it names one refund of this admin's on
 * this order (the key is unique per order), and can never name one of the shop's own (`return:…`,
 * `cancellation:…`) however it is spelt.
 */
export const adminKey = (staff: AuditActor, key: string) => `admin:${staff.email}:${key}`;

const specOf = (input: Input): RefundSpec => (input.lines ? { lines: input.lines, restock: input.restock } : { amount: input.amount! });

export async function refundOrder(deps: AfterSaleDeps, input: Input, staff: AuditActor): Promise<RefundReceipt> {
  const { row, created } = await deps.em.fork().transactional(async (tx) =>
    requestRefund(tx, deps.services.jobs, await lockOrder(tx, input.orderNumber), specOf(input), {
      reason: input.reason,
      actor: { kind: 'admin', email: staff.email },
      purpose: 'refund',
      idempotencyKey: input.idempotencyKey ? adminKey(staff, input.idempotencyKey) : null,
    }),
  );
  // The same refund asked again while the first request asks the provider waits for its answer.
  const settled = created ? await settleClaimed(deps, row) : row.status === 'requested' ? await awaitSettled(deps.em, row.id) : row;
  if (settled.status === 'failed') throw new DomainError('CONFLICT', `${settled.failure ?? 'The payment provider refused the refund.'} Nothing was refunded.`);
  return receiptOf(deps.em, settled);
}
