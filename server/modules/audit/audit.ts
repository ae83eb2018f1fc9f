import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { AuditAction, AuditEntry, AuditExportInput, AuditListInput, AuditTargetType } from '../../../src/audit.ts';
import type { Page } from '../../../src/paging.ts';
import type { StaffRole } from '../../../src/statuses.ts';
import { countOf, csvLines, idPageOf, likeContaining, type Columns, type CsvColumns } from '../common/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { auditSql } from './tables.ts';

/**
 * The back office's audit trail (admin_audit, append-only): each write a staff member makes records
 * who, what, to what, and the target before and after, in the transaction of the write, so a write
 * and its row commit or roll back together. Read newest first by the Audit tab and its CSV file.
 */

/** Who acted: the signed-in staff member, as the gate (auth/gate.ts) and `ctx.staff` give them. */
export interface AuditActor {
  email: string;
  role: StaffRole;
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  target: { type: AuditTargetType; id: string | number };
  /** The target as it was, as it became: plain JSON; null for nothing (before a creation, after a removal). */
  before: unknown;
  after: unknown;
}

/** As JSON text: pg would write a JavaScript array as a PostgreSQL array. */
const jsonb = (value: unknown) => (value === null || value === undefined ? null : sql<unknown>`${JSON.stringify(value)}::jsonb`);

/**
 * Records one action. Call it with the entity manager of the write's own transaction (inside
 * `em.transactional(async (tx) => …)`, pass `tx`), after the write, so the row exists exactly when the
 * write committed.
 */
export async function recordAudit(em: EntityManager, { actor, action, target, before, after }: AuditRecord): Promise<void> {
  await auditSql(em)
    .insertInto('admin_audit')
    .values({
      actor_email: actor.email.toLowerCase(),
      actor_role: actor.role,
      action,
      target_type: target.type,
      target_id: String(target.id),
      before: jsonb(before),
      after: jsonb(after),
    })
    .execute();
}

/**
 * For a write that cannot be one transaction (the Printify actions import products one by one, asking
 * Printify between them): runs it, then records its outcome, the answer as `after` or, when it failed
 * part way and may have changed some things, `{ error }`, and passes the failure on.
 */
export async function auditOutcome<T>(em: EntityManager, record: Omit<AuditRecord, 'before' | 'after'>, run: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (error) {
    const message = error instanceof DomainError ? error.message : 'It failed on our side.';
    await recordAudit(em, { ...record, before: null, after: { error: message } });
    throw error;
  }
  await recordAudit(em, { ...record, before: null, after: result });
  return result;
}

type Filters = z.output<typeof AuditExportInput>;

function auditMatching(em: EntityManager, { actor, target, action }: Filters) {
  let query = auditSql(em).selectFrom('admin_audit');
  if (actor) query = query.where((eb) => eb(eb.fn('lower', ['actor_email']), 'like', likeContaining(actor.toLowerCase())));
  if (action) query = query.where('action', '=', action);
  if (target) {
    const split = target.indexOf(':');
    query =
      split < 0
        ? query.where('target_type', '=', target)
        : query.where('target_type', '=', target.slice(0, split)).where('target_id', '=', target.slice(split + 1));
  }
  return query;
}

const toEntry = (row: Selectable<Columns<'admin_audit'>>): AuditEntry => ({
  id: row.id,
  at: new Date(row.created_at).toISOString(),
  actorEmail: row.actor_email,
  // The columns' check constraints keep them to the lists; the action's format only (src/audit.ts lists them).
  actorRole: row.actor_role as StaffRole,
  action: row.action as AuditAction,
  targetType: row.target_type as AuditTargetType,
  targetId: row.target_id,
  before: row.before ?? null,
  after: row.after ?? null,
});

async function pageOfAudit(em: EntityManager, filters: Filters, below: number | undefined, take: number): Promise<AuditEntry[]> {
  const rows = await auditMatching(em, filters)
    .selectAll()
    .$if(below !== undefined, (query) => query.where('id', '<', below!))
    .orderBy('id', 'desc')
    .limit(take)
    .execute();
  return rows.map(toEntry);
}

/** One page, newest first. */
export async function listAudit(em: EntityManager, { cursor, limit, ...filters }: z.output<typeof AuditListInput>): Promise<Page<AuditEntry>> {
  return idPageOf(
    { cursor, limit },
    (below, take) => pageOfAudit(em, filters, below, take),
    () => countOf(auditMatching(em, filters)),
  );
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

const COLUMNS: CsvColumns<AuditEntry> = [
  ['When (UTC)', (row) => row.at],
  ['Staff', (row) => row.actorEmail],
  ['Role', (row) => row.actorRole],
  ['Action', (row) => row.action],
  ['Target', (row) => row.targetType],
  ['Target id', (row) => row.targetId],
  ['Before (JSON)', (row) => json(row.before)],
  ['After (JSON)', (row) => json(row.after)],
];

/** Every row the filters match, newest first, as CSV lines (GET /api/admin/audit.csv). */
export const auditCsv = (em: EntityManager, filters: Filters, batch?: number): AsyncGenerator<string> =>
  csvLines(COLUMNS, (below, take) => pageOfAudit(em, filters, below, take), batch);
