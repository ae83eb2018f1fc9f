import type { EntityManager } from '@mikro-orm/postgresql';
import { shopDate } from '../../../src/shop-time.ts';
import {
  backupFile,
  checkByRestore,
  listBackups,
  removeBackups,
  takeBackup,
  verifyChecksum,
} from '../../integrations/backups/index.ts';
import type { JobDefinition } from '../../integrations/jobs/job-queue.ts';
import type { Services } from '../request-scope.ts';
import { backupFailedEmail } from './backup-mail.ts';
import type { BackupSetup } from './backup-setup.ts';
import { lastRestoreCheck } from './backup-status.ts';
import { backupsToLetGo } from './retention.ts';
import { backupsSql } from './tables.ts';
import { queueMail } from '../mail/index.ts';

/**
 * The backup the shop takes by itself every night (BACKUP_AT, New York time): one per night of the
 * shop's calendar across instances, whichever instance's queue runs it (the night's row in
 * backup_runs is claimed first). Each is checked after writing: read again against its checksum, and
 * once a week restored into a scratch cluster. Then retention lets go of what BACKUP_KEEP_* no longer
 * keeps, with the archived WAL only those used. A failure is retried twice; the last one e-mails the
 * admins.
 */

export const NIGHTLY_BACKUP_JOB = 'backups.nightly';

/** A run left 'running' this long ago was taken by an instance that died: another may take the night over. */
const ABANDONED_AFTER_MS = 6 * 3600_000;
const RESTORE_CHECK_EVERY_MS = 7 * 24 * 3600_000;
const RETRIES = 2;

/** The job's cron: every day at BACKUP_AT, in New York (JobQueue.schedule's tz). */
export function nightlyCron(at: string): string {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  return `${minutes} ${hours} * * *`;
}

export function nightlyBackupJob({ services, fork, setup }: { services: Services; fork: () => EntityManager; setup: BackupSetup }): JobDefinition<object> {
  return {
    name: NIGHTLY_BACKUP_JOB,
    queue: { policy: 'singleton', retryLimit: RETRIES, retryDelay: 600, retryBackoff: true, expireInSeconds: 6 * 3600, deleteAfterSeconds: 14 * 24 * 3600 },
    async run(_data, attempt) {
      await takeNightlyBackup(fork(), services, setup, { lastAttempt: attempt.retryCount >= RETRIES });
    },
  };
}

/**
 * Tonight's backup, unless another instance has taken it or is taking it; what it did, for the log.
 * `lastAttempt`: a failure now is final, and the admins are told.
 */
export async function takeNightlyBackup(
  em: EntityManager,
  services: Pick<Services, 'clock' | 'jobs' | 'log' | 'supportEmail'>,
  setup: BackupSetup,
  { lastAttempt }: { lastAttempt: boolean },
): Promise<'taken' | 'taken elsewhere'> {
  const startedAt = services.clock();
  const night = shopDate(startedAt);
  const run = await claimNight(em, night, startedAt);
  if (run === undefined) return 'taken elsewhere';
  try {
    const written = await takeBackup(setup.database, backupFile(setup.dir, setup.database, startedAt));
    await verifyChecksum(written.file);
    const restoreChecked = (await restoreCheckDue(em, startedAt)) ? await checkByRestore(setup.database, written.file) : undefined;
    await backupsSql(em)
      .updateTable('backup_runs')
      .set({
        status: 'good',
        finished_at: services.clock(),
        file: written.file,
        bytes: written.bytes,
        sha256: written.sha256,
        restore_checked_at: restoreChecked ? services.clock() : null,
        error: null,
      })
      .where('id', '=', run)
      .execute();
    services.log.info({ night, file: written.file, bytes: written.bytes, restoreChecked }, 'nightly backup taken');
    const letGo = backupsToLetGo(await listBackups(setup.dir), setup.keep);
    await removeBackups(setup.dir, letGo, setup.walArchive);
    return 'taken';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await backupsSql(em).updateTable('backup_runs').set({ status: 'failed', finished_at: services.clock(), error: message }).where('id', '=', run).execute();
    if (lastAttempt) {
      await em.transactional((tx) => queueMail(services.jobs, tx, backupFailedEmail(setup.alertTo, { night, error: message }, services.supportEmail)));
    }
    throw error;
  }
}

/**
 * Claims `night` for this instance: a new row, or one whose run failed (a retry) or was abandoned.
 * Undefined when another instance has the night: done, or under way.
 */
async function claimNight(em: EntityManager, night: string, now: Date): Promise<number | undefined> {
  const claimed = await backupsSql(em)
    .insertInto('backup_runs')
    .values({ night, status: 'running', started_at: now })
    .onConflict((conflict) =>
      conflict
        .column('night')
        .doUpdateSet({ status: 'running', started_at: now, finished_at: null, error: null })
        .where((eb) =>
          eb.or([eb('backup_runs.status', '=', 'failed'), eb.and([eb('backup_runs.status', '=', 'running'), eb('backup_runs.started_at', '<', new Date(now.getTime() - ABANDONED_AFTER_MS))])]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  return claimed?.id;
}

/** Whether no backup has been proven by a restore in the last week. */
async function restoreCheckDue(em: EntityManager, now: Date): Promise<boolean> {
  const last = await lastRestoreCheck(em);
  return !last || now.getTime() - last.getTime() >= RESTORE_CHECK_EVERY_MS;
}
