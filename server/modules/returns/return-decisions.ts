import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  PRINTIFY_CLAIM_DAYS,
  RETURN_DECISIONS,
  reasonLabel,
  refusedDecision,
  type AdminReturn,
  type ReturnClaim,
  type ReturnDecisionInput,
  type ReturnReason,
} from '../../../src/returns.ts';
import { addDays, shopDate } from '../../../src/shop-time.ts';
import type { ReturnStatus } from '../../../src/statuses.ts';
import type { Services } from '../request-scope.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { ADMINS_ONLY } from '../auth/gate.ts';
import { refundOrderIn } from '../checkout/index.ts';
import { DomainError } from '../common/domain-error.ts';
import { sqlOf } from '../common/typed-sql.ts';
import { queueMail } from '../mail/mail-queue.ts';
import { sizeOfItem } from '../order/order.queries.ts';
import { placeReplacement } from '../order/replacement.ts';
import { photoUrl, RETURN_NOT_FOUND, returnView } from './admin-returns.ts';
import { returnDecisionEmail } from './return-decision-email.ts';

/**
 * What staff decide on a return, and everything that follows from it, all in one transaction: the
 * return's new status and its history row, the refund of its line (through the order refunds, the one
 * way money leaves, keyed by the return so that a repeated decision is one refund), or a reprint at
 * no charge with the claim Printify's reprint policy asks for, and the customer's e-mail saying what
 * happens next. The return's row is locked first, so two decisions on one return run one at a time.
 */

export type DecisionDeps = { em: EntityManager; services: Pick<Services, 'payments' | 'jobs' | 'supportEmail' | 'clock' | 'metrics'> };

async function lockReturn(tx: EntityManager, id: number) {
  const row = await sqlOf(tx)
    .selectFrom('return_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select((eb) => [
      'r.id',
      'r.status',
      'r.reason',
      'r.comments',
      'r.customer_email',
      'r.order_id',
      'r.order_item_id',
      'o.order_number',
      'o.printify_order_id',
      'o.delivered_at',
      'i.quantity',
      'p.title',
      sizeOfItem(eb.ref('p.variants'), eb.ref('i.variant_id')).as('size'),
    ])
    .where('r.id', '=', id)
    .forUpdate('r')
    .executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND', RETURN_NOT_FOUND);
  // The columns' check constraints keep them to the statuses and reasons.
  return { ...row, status: row.status as ReturnStatus, reason: row.reason as ReturnReason };
}
type LockedReturn = Awaited<ReturnType<typeof lockReturn>>;

/** The reprint claim: the print provider's order, the customer's photos and words, and Printify's deadline. */
async function claimOf(tx: EntityManager, request: LockedReturn): Promise<ReturnClaim> {
  const photos = await sqlOf(tx).selectFrom('return_photos').select('id').where('return_request_id', '=', request.id).orderBy('position').execute();
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
  if (input.action === 'refund' && staff.role !== 'admin') throw new DomainError('FORBIDDEN', ADMINS_ONLY);
  const actor = { kind: 'admin' as const, email: staff.email };
  await deps.em.fork().transactional(async (tx) => {
    const request = await lockReturn(tx, input.id);
    const refused = refusedDecision(input.action, request.status, request.reason);
    if (refused) throw new DomainError('CONFLICT', refused);
    const to = RETURN_DECISIONS[input.action].to;
    const changes: { refund_id?: number; replacement_order_id?: number; claim?: ReturnClaim } = {};
    let replacementOrderNumber: string | undefined;
    let refundAmount: string | undefined;

    if (input.action === 'refund') {
      const { refund } = await refundOrderIn(
        tx,
        deps,
        {
          orderNumber: request.order_number,
          lines: [{ orderItemId: request.order_item_id, quantity: request.quantity }],
          reason: `Return #${request.id}: ${reasonLabel(request.reason)}`,
          restock: false,
          idempotencyKey: `return-${request.id}`,
        },
        actor,
      );
      changes.refund_id = refund.id;
      refundAmount = refund.amount;
    } else if (input.action === 'replace') {
      const replacement = await placeReplacement(tx, deps.services, { orderId: request.order_id, orderItemId: request.order_item_id, returnId: request.id }, actor);
      changes.replacement_order_id = replacement.id;
      changes.claim = await claimOf(tx, request);
      replacementOrderNumber = replacement.orderNumber;
    }

    const db = sqlOf(tx);
    await db
      .updateTable('return_requests')
      .set({ ...changes, status: to, updated_at: new Date() })
      .where('id', '=', request.id)
      .execute();
    await db
      .insertInto('return_events')
      .values({ return_request_id: request.id, action: input.action, from_status: request.status, to_status: to, note: input.note, actor_email: staff.email })
      .execute();
    await recordAudit(tx, {
      actor: staff,
      action: 'return.decide',
      target: { type: 'return_request', id: request.id },
      before: { status: request.status },
      after: { status: to, decision: input.action, note: input.note, refundAmount: refundAmount ?? null, replacementOrderNumber: replacementOrderNumber ?? null },
    });
    await queueMail(
      deps.services.jobs,
      tx,
      returnDecisionEmail({
        to: request.customer_email,
        returnId: request.id,
        orderNumber: request.order_number,
        item: request.size ? `${request.title} (${request.size} canvas)` : request.title,
        reason: request.reason,
        action: input.action,
        note: input.note,
        replacementOrderNumber,
        supportEmail: deps.services.supportEmail,
      }),
    );
  });
  return (await returnView(deps.em, input.id))!;
}
