import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AUDIT_TARGET_TYPES } from '../../../src/audit.ts';
import { STAFF_ROLES } from '../../../src/statuses.ts';
import { appendOnly, createdAt, oneOf, serialId } from '../columns.ts';

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
  triggers: [appendOnly('admin_audit', 'admin_audit_admin_audit_append_only_fn', 'The audit trail is append-only: its rows cannot be changed or removed.')],
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
