import type { EntityManager } from '@mikro-orm/postgresql';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  CONTACT_THANKS,
  type ContactMessageInput,
  type ContactReceipt,
  type ContactSubmissionListInput,
  type ContactSubmissionView,
  type SetContactStatusInput,
} from '../../../src/contact.ts';
import type { Page } from '../../../src/paging.ts';
import type { ContactStatus } from '../../../src/statuses.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { countOf, idPageOf, type Columns } from '../common/index.ts';
import { queueMail } from '../mail/index.ts';
import type { RequestScope } from '../request-scope.ts';
import { contactNotice } from './contact-notice.ts';
import { ContactSubmissionSchema } from './contact-submission.entity.ts';
import { contactSql } from './tables.ts';

/** User agents run to a few hundred characters; anything longer is not a browser's and is cut. */
const USER_AGENT_KEPT = 500;

/**
 * A message from /contact: stored as pending with where it came from, and support told by e-mail, in
 * one transaction with the IP's count (contact-limits.ts), so a refused message leaves nothing.
 */
export async function receiveContactMessage(ctx: RequestScope, input: z.output<typeof ContactMessageInput>): Promise<ContactReceipt> {
  const { services } = ctx;
  await ctx.em.transactional(async (tx) => {
    await services.contactLimits.take(tx, ctx.ip);
    const submission = tx.create(ContactSubmissionSchema, {
      ...input,
      ipAddress: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, USER_AGENT_KEPT) ?? null,
      status: 'pending',
    });
    await tx.flush();
    await queueMail(
      services.jobs,
      tx,
      contactNotice({ ...input, id: submission.id, receivedAt: submission.createdAt }, services.supportEmail, services.publicUrl),
    );
  });
  return { received: true, message: CONTACT_THANKS };
}

const COLUMNS = ['id', 'name', 'email', 'phone', 'subject', 'message', 'ip_address', 'user_agent', 'status', 'created_at'] as const;

/**
 * The messages, newest first, a page at a time (keyset on the id, which grows with every message, so
 * a page never repeats or skips one however many arrive meanwhile); `status` keeps only those in it.
 */
export async function listContactSubmissions(
  em: EntityManager,
  { status, cursor, limit }: z.output<typeof ContactSubmissionListInput>,
): Promise<Page<ContactSubmissionView>> {
  const matching = contactSql(em)
    .selectFrom('contact_submissions')
    .$if(status !== undefined, (query) => query.where('status', '=', status!));
  return idPageOf(
    { cursor, limit },
    async (below, take) =>
      (
        await matching
          .select(COLUMNS)
          .$if(below !== undefined, (query) => query.where('id', '<', below!))
          .orderBy('id', 'desc')
          .limit(take)
          .execute()
      ).map(toView),
    () => countOf(matching),
  );
}

function toView(row: Pick<Selectable<Columns<'contact_submissions'>>, (typeof COLUMNS)[number]>): ContactSubmissionView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    status: row.status as ContactStatus,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Marks a message processed, spam or pending again, audited; 404 for an id that names none. */
export async function setContactStatus(em: EntityManager, { id, status }: z.output<typeof SetContactStatusInput>, actor: AuditActor) {
  return em.fork().transactional(async (tx) => {
    const db = contactSql(tx);
    const before = await db.selectFrom('contact_submissions').select('status').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new DomainError('NOT_FOUND', 'There is no message with that id.');
    const updated = await db.updateTable('contact_submissions').set({ status }).where('id', '=', id).returning(['id', 'status']).executeTakeFirstOrThrow();
    await recordAudit(tx, { actor, action: 'contact.set_status', target: { type: 'contact_message', id }, before: { status: before.status }, after: { status } });
    return { id: updated.id, status: updated.status as ContactStatus };
  });
}
