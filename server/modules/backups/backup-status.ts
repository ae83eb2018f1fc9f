import type { EntityManager } from '@mikro-orm/postgresql';
import { shopDate } from '../../../src/shop-time.ts';
import type { JobDefinition } from '../../integrations/jobs/job-queue.ts';
import { queueMail } from '../mail/index.ts';
import type { Services } from '../request-scope.ts';
import { backupStaleEmail } from './backup-mail.ts';
import { backupsSql } from './tables.ts';

/**
 * How the shop's backups stand, from the nightly runs' log: for the Overview, /metrics
 * (shop_backup_age_seconds) and the hourly watch that e-mails the admins when the last good backup
 * is older than STALE_AFTER_HOURS. A shop with no good backup yet counts from its installation (its
 * first migration), so one whose nightly backup never runs is found out too.
 */

export const STALE_AFTER_HOURS = 36;
export const BACKUP_WATCH_JOB = 'backups.watch';
/** Every hour, at a minute no other schedule uses. */
export const BACKUP_WATCH_CRON = '23 * * * *';

export interface BackupStatus {
  lastGood: { finishedAt: Date; bytes: number; file: string; restoreCheckedAt: Date | null } | null;
  /** The latest run, when it failed after the last good one (or is under way). */
  latest: { night: string; status: 'running' | 'failed'; startedAt: Date; error: string | null } | null;
  /** When a restore into a scratch cluster last proved a backup whole. */
  restoreCheckedAt: Date | null;
  /** Seconds since the last good backup finished, or since the shop was installed when there is none. */
  ageSeconds: number;
  stale: boolean;
}

export async function backupStatus(em: EntityManager, now: Date): Promise<BackupStatus> {
  const sql = backupsSql(em);
  const [good, latest, restoreCheckedAt, installed] = await Promise.all([
    sql.selectFrom('backup_runs').select(['finished_at', 'bytes', 'file', 'restore_checked_at']).where('status', '=', 'good').orderBy('finished_at', 'desc').limit(1).executeTakeFirst(),
    sql.selectFrom('backup_runs').select(['night', 'status', 'started_at', 'error']).orderBy('night', 'desc').limit(1).executeTakeFirst(),
    lastRestoreCheck(em),
    installedAt(em),
  ]);
  const since = good?.finished_at ?? installed;
  const ageSeconds = Math.max(0, Math.round((now.getTime() - new Date(since).getTime()) / 1000));
  return {
    lastGood: good ? { finishedAt: new Date(good.finished_at!), bytes: Number(good.bytes), file: good.file!, restoreCheckedAt: good.restore_checked_at ? new Date(good.restore_checked_at) : null } : null,
    latest: latest && latest.status !== 'good' ? { night: String(latest.night), status: latest.status as 'running' | 'failed', startedAt: new Date(latest.started_at), error: latest.error } : null,
    restoreCheckedAt,
    ageSeconds,
    stale: ageSeconds > STALE_AFTER_HOURS * 3600,
  };
}

/** When a restore into a scratch cluster last proved a backup whole, if ever. */
export async function lastRestoreCheck(em: EntityManager): Promise<Date | null> {
  const last = await backupsSql(em).selectFrom('backup_runs').select((eb) => eb.fn.max('restore_checked_at').as('at')).executeTakeFirst();
  return last?.at ? new Date(last.at) : null;
}

/** When the shop's database was first migrated: its installation. */
async function installedAt(em: EntityManager): Promise<Date> {
  const [row] = await em.getConnection().execute<{ at: Date | null }[]>('select min(executed_at) as at from mikro_orm_migrations');
  return row?.at ? new Date(row.at) : new Date();
}

/** The hourly watch: the admins hear once a day while the last good backup is too old. True when it is. */
export function backupWatchJob({ services, fork, alertTo }: { services: Services; fork: () => EntityManager; alertTo: readonly string[] }): JobDefinition<object> {
  return {
    name: BACKUP_WATCH_JOB,
    queue: { policy: 'singleton', retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 600, deleteAfterSeconds: 24 * 3600 },
    async run() {
      await watchBackups(fork(), services, alertTo);
    },
  };
}

export async function watchBackups(em: EntityManager, services: Pick<Services, 'clock' | 'jobs' | 'supportEmail'>, alertTo: readonly string[]): Promise<boolean> {
  const now = services.clock();
  const status = await backupStatus(em, now);
  if (!status.stale) return false;
  const mail = backupStaleEmail(alertTo, { lastGoodAt: status.lastGood?.finishedAt ?? null, today: shopDate(now) }, services.supportEmail);
  // Today's went out an hour ago, or earlier: the mail queue would skip it, but need not be asked.
  const sent = await backupsSql(em).selectFrom('sent_emails').select('message_id').where('message_id', '=', mail.key).executeTakeFirst();
  if (!sent) await em.transactional((tx) => queueMail(services.jobs, tx, mail));
  return true;
}
