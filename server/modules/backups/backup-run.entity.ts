import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { oneOf, serialId } from '../columns.ts';

export const BACKUP_RUN_STATUSES = ['running', 'good', 'failed'] as const;

/**
 * One nightly backup (nightly-backup.ts): claimed by the instance that takes it, one per night of the
 * shop's calendar across instances (the unique night), then good, with its file, or failed, with why.
 * The files themselves are BACKUP_DIR's; this is their log, which every instance reads for /metrics,
 * the Overview and the alert of a backup too old.
 */
export const BackupRunSchema = defineEntity({
  name: 'BackupRun',
  tableName: 'backup_runs',
  properties: {
    id: serialId(),
    /** The shop's calendar day (New York) the run is that night's backup of. */
    night: p.string().columnType('date').unique(),
    status: p.string().length(10).check(oneOf('status', BACKUP_RUN_STATUSES)),
    startedAt: p.datetime(),
    finishedAt: p.datetime().nullable(),
    file: p.text().nullable(),
    bytes: p.bigint('number').nullable(),
    sha256: p.string().length(64).nullable(),
    /** When this backup was last restored into a scratch cluster and found whole (once a week). */
    restoreCheckedAt: p.datetime().nullable(),
    error: p.text().nullable(),
  },
});

export type BackupRun = InferEntity<typeof BackupRunSchema>;
