import { defineEntity, p, type InferEntity, type TriggerDef } from '@mikro-orm/core';
import { AUDIT_TARGET_TYPES } from '../../../src/audit.ts';
import { STAFF_ROLES } from '../../../src/statuses.ts';
import { createdAt, oneOf, serialId } from '../columns.ts';

/**
 * Refuses every change to a written row, whoever asks (the table's owner and a superuser too): a
 * statement trigger before UPDATE, DELETE and TRUNCATE raises, so the statement fails and its
 * transaction with it. Only a superuser who turns triggers off for their session
 * (session_replication_role, which the tests' reset between tests uses) gets past it, and only the
 * table's owner can disable or drop it: the shop connects as neither (postgres/app-role.ts).
 */
const APPEND_ONLY: TriggerDef = {
  name: 'admin_audit_append_only',
  timing: 'before',
  events: ['update', 'delete', 'truncate'],
  forEach: 'statement',
  expression: `create or replace function "admin_audit_admin_audit_append_only_fn"() returns trigger language plpgsql as $$ begin
  raise exception 'The audit trail is append-only: its rows cannot be changed or removed.' using errcode = 'insufficient_privilege';
end $$;
create trigger "admin_audit_append_only" before update or delete or truncate on "admin_audit" for each statement execute function "admin_audit_admin_audit_append_only_fn"()`,
};

/**
 * The back office's audit trail (audit.ts writes it): one row per write an admin or a support person
 * made, with who, when, what and the target as it was and became. Append-only: a trigger (migration
 * AdminAudit) refuses every UPDATE, DELETE and TRUNCATE, whoever asks. The target is text, not a
 * foreign key, so a row outlives a deleted coupon or whitelist entry.
 */
export const AdminAuditSchema = defineEntity({
  name: 'AdminAudit',
  tableName: 'admin_audit',
  indexes: [{ properties: ['targetType', 'targetId', 'id'] }, { properties: ['action', 'id'] }],
  triggers: [APPEND_ONLY],
  properties: {
    id: serialId(),
    createdAt: createdAt(),
    actorEmail: p.string().length(255),
    actorRole: p.string().length(20).check(oneOf('actor_role', STAFF_ROLES)),
    /** `area.verb` (src/audit.ts); not a closed list here, so a new action needs no migration. */
    action: p.string().length(60).check("action ~ '^[a-z_]+\\.[a-z_]+$'"),
    targetType: p.string().length(40).check(oneOf('target_type', AUDIT_TARGET_TYPES)),
    targetId: p.string().length(140),
    before: p.json<unknown>().nullable(),
    after: p.json<unknown>().nullable(),
  },
});

export type AdminAudit = InferEntity<typeof AdminAuditSchema>;
