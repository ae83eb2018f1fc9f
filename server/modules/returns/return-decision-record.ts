import type { EntityManager } from '@mikro-orm/postgresql';
import { RETURN_DECISIONS, type ReturnAction, type ReturnClaim, type ReturnReason } from '../../../src/returns.ts';
import { DEFAULT_LOCALE, isLocale } from '../../../src/locales.ts';
import type { ReturnStatus } from '../../../src/statuses.ts';
import type { Services } from '../request-scope.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { titlesIn } from '../catalogue/index.ts';
import { queueMail } from '../mail/index.ts';
import { sizeOfItem } from '../order/index.ts';
import { RETURN_NOT_FOUND } from './admin-returns.ts';
import { returnDecisionEmail } from './return-decision-email.ts';
import { returnsSql } from './tables.ts';

/**
 * A staff decision on a return as it is written down, whichever decision it is: the return's row
 * locked first (so two decisions on one return run one at a time), then its new status, its history
 * row, the audit row and the customer's e-mail, in the decision's transaction.
 */

export type DecisionDeps = { em: EntityManager; services: Pick<Services, 'payments' | 'jobs' | 'supportEmail' | 'clock' | 'metrics'> };

export async function lockReturn(tx: EntityManager, id: number) {
  const row = await returnsSql(tx)
    .selectFrom('return_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
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
      'i.product_id',
      'p.title',
      sizeOfItem(eb.ref('p.variants'), eb.ref('i.variant_id')).as('size'),
      // The customer's language: their account's choice, else the one they asked for the return in.
      eb.fn.coalesce('u.locale', 'r.locale').as('locale'),
    ])
    .where('r.id', '=', id)
    .forUpdate('r')
    .executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND', RETURN_NOT_FOUND);
  // The columns' check constraints keep them to the statuses and reasons.
  return { ...row, status: row.status as ReturnStatus, reason: row.reason as ReturnReason, locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE };
}
export type LockedReturn = Awaited<ReturnType<typeof lockReturn>>;

/** What a decision changes on the return beside its status, and what its audit row and e-mail say. */
export interface DecisionOutcome {
  changes: { refund_id?: number; replacement_order_id?: number; claim?: ReturnClaim };
  refundAmount?: string;
  replacementOrderNumber?: string;
}

/** In `tx`, under lockReturn's lock: the decision's status, history, audit row and e-mail. */
export async function recordDecision(
  tx: EntityManager,
  deps: DecisionDeps,
  request: LockedReturn,
  decision: { action: ReturnAction; note: string | null; staff: AuditActor },
  { changes, refundAmount, replacementOrderNumber }: DecisionOutcome,
): Promise<void> {
  const to = RETURN_DECISIONS[decision.action].to;
  const db = returnsSql(tx);
  await db
    .updateTable('return_requests')
    .set({ ...changes, status: to, updated_at: new Date() })
    .where('id', '=', request.id)
    .execute();
  await db
    .insertInto('return_events')
    .values({ return_request_id: request.id, action: decision.action, from_status: request.status, to_status: to, note: decision.note, actor_email: decision.staff.email })
    .execute();
  await recordAudit(tx, {
    actor: decision.staff,
    action: 'return.decide',
    target: { type: 'return_request', id: request.id },
    before: { status: request.status },
    after: { status: to, decision: decision.action, note: decision.note, refundAmount: refundAmount ?? null, replacementOrderNumber: replacementOrderNumber ?? null },
  });
  await queueMail(
    deps.services.jobs,
    tx,
    returnDecisionEmail({
      to: request.customer_email,
      locale: request.locale,
      returnId: request.id,
      orderNumber: request.order_number,
      title: (await titlesIn(tx, request.locale, [request.product_id])).get(request.product_id) ?? request.title,
      size: request.size,
      reason: request.reason,
      action: decision.action,
      note: decision.note,
      replacementOrderNumber,
      supportEmail: deps.services.supportEmail,
    }),
  );
}
