import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { DomainError } from '../../../src/domain-error.ts';
import type { AdminReview, ReviewDecisionInput, ReviewStatus } from '../../../src/reviews.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import type { Clock } from '../common/index.ts';
import { adminReview, REVIEW_NOT_FOUND } from './review-reads.ts';
import { reviewsSql } from './tables.ts';

const DECIDED: Record<ReviewDecisionInput['action'], ReviewStatus> = { approve: 'approved', reject: 'rejected' };

/**
 * A staff member's decision on a review: approved, it shows on its print's page; rejected, it never
 * does. A decided review may be decided again (an approved one taken down, a rejected one let up),
 * each time under a lock on its row and audited as `review.decide` in the same transaction.
 */
export async function decideReview(em: EntityManager, clock: Clock, input: z.output<typeof ReviewDecisionInput>, staff: AuditActor): Promise<AdminReview> {
  const to = DECIDED[input.action];
  return em.fork().transactional(async (tx) => {
    const db = reviewsSql(tx);
    const before = await db.selectFrom('reviews').select(['status', 'decision_note']).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new DomainError('NOT_FOUND', REVIEW_NOT_FOUND);
    if (before.status === to) throw new DomainError('CONFLICT', `This review is ${to} already.`);
    await db
      .updateTable('reviews')
      .set({ status: to, decision_note: input.note, decided_by: staff.email.toLowerCase(), decided_at: clock(), updated_at: clock() })
      .where('id', '=', input.id)
      .execute();
    await recordAudit(tx, {
      actor: staff,
      action: 'review.decide',
      target: { type: 'review', id: input.id },
      before: { status: before.status, note: before.decision_note },
      after: { status: to, note: input.note },
    });
    return adminReview(tx, input.id);
  });
}
