import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { PRINTIFY_CLAIM_DAYS, reasonLabel, refusedDecision, type AdminReturn, type ReturnClaim, type ReturnDecisionInput } from '../../../src/returns.ts';
import { addDays, shopDate } from '../../../src/shop-time.ts';
import type { AuditActor } from '../audit/index.ts';
import { ADMINS_ONLY } from '../auth/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { placeReplacement } from '../order/index.ts';
import { photoUrl, returnView } from './admin-returns.ts';
import { lockReturn, recordDecision, type DecisionDeps, type DecisionOutcome, type LockedReturn } from './return-decision-record.ts';
import { refundReturn } from './return-refunds.ts';
import { returnsSql } from './tables.ts';

export type { DecisionDeps } from './return-decision-record.ts';

/**
 * What staff decide on a return, and everything that follows from it: approve, reject and receive
 * change the return; a replacement is a reprint at no charge with the claim Printify's reprint policy
 * asks for, all in one transaction; a refund moves money, as recorded steps (return-refunds.ts). The
 * customer is e-mailed what happens next (return-decision-record.ts).
 */

/** The reprint claim: the print provider's order, the customer's photos and words, and Printify's deadline. */
async function claimOf(tx: EntityManager, request: LockedReturn): Promise<ReturnClaim> {
  const photos = await returnsSql(tx).selectFrom('return_photos').select('id').where('return_request_id', '=', request.id).orderBy('position').execute();
  const deliveredAt = request.delivered_at === null ? null : new Date(request.delivered_at);
  return {
    printifyOrderId: request.printify_order_id,
    reason: reasonLabel(request.reason),
    comments: request.comments,
    photoUrls: photos.map(({ id }) => photoUrl(id)),
    deliveredAt: deliveredAt?.toISOString() ?? null,
    deadline: deliveredAt ? addDays(shopDate(deliveredAt), PRINTIFY_CLAIM_DAYS) : null,
  };
}

/** Support staff decide returns but move no money: a refund is an admin's. Audited as `return.decide`. */
export async function decideReturn(deps: DecisionDeps, input: z.output<typeof ReturnDecisionInput>, staff: AuditActor): Promise<AdminReturn> {
  if (input.action === 'refund') {
    if (staff.role !== 'admin') throw new DomainError('FORBIDDEN', ADMINS_ONLY);
    return refundReturn(deps, input, staff);
  }
  const actor = { kind: 'admin' as const, email: staff.email };
  await deps.em.fork().transactional(async (tx) => {
    const request = await lockReturn(tx, input.id);
    const refused = refusedDecision(input.action, request.status, request.reason);
    if (refused) throw new DomainError('CONFLICT', refused);
    const outcome: DecisionOutcome = { changes: {} };
    if (input.action === 'replace') {
      const replacement = await placeReplacement(tx, deps.services, { orderId: request.order_id, orderItemId: request.order_item_id, returnId: request.id }, actor);
      outcome.changes = { replacement_order_id: replacement.id, claim: await claimOf(tx, request) };
      outcome.replacementOrderNumber = replacement.orderNumber;
    }
    await recordDecision(tx, deps, request, { action: input.action, note: input.note, staff }, outcome);
  });
  return (await returnView(deps.em, input.id))!;
}
