/**
 * Backups of the shop's database, to files: a hot base backup of the embedded cluster with its WAL
 * archive for point-in-time recovery (nothing to install), or pg_dump for a database the shop does not
 * run (DATABASE_URL). The job that takes them nightly is modules/backups; `npm run backup` and
 * `npm run restore` are server/backup/.
 */
export { BackupError, verifyChecksum, type WrittenBackup } from './backup-file.ts';
export { backupFile, listBackups, removeBackups, takeBackup, type BackedUpDatabase, type KeptBackup } from './backup-set.ts';
export { restoreBaseBackup, type PostgresInstall, type RecoveryTarget } from './cluster-restore.ts';
export { checkByRestore, localPostgres } from './restore-check.ts';
export { postgresTool, runTool, serverMajor, type ToolPlaces } from './dump.ts';
export { archiveSettings, saveUnarchivedWal, walArchiveDir } from './wal-archive.ts';
