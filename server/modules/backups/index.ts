/**
 * The backups the shop takes by itself: the nightly job, its log (backup_runs), how they stand, and
 * the admins' alerts. The files are made by integrations/backups. What other parts of the shop may
 * call is exported here; the rest of the folder is its inside.
 */
export { BACKUP_WATCH_CRON, BACKUP_WATCH_JOB, backupStatus, backupWatchJob, STALE_AFTER_HOURS, type BackupStatus } from './backup-status.ts';
export type { BackupSetup } from './backup-setup.ts';
export { NIGHTLY_BACKUP_JOB, nightlyBackupJob, nightlyCron } from './nightly-backup.ts';
