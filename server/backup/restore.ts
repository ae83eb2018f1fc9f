import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { shopWallClock } from '../../src/shop-time.ts';
import { ConfigError, parseEnv } from '../env.ts';
import {
  BackupError,
  localPostgres,
  postgresTool,
  restoreBaseBackup,
  runTool,
  saveUnarchivedWal,
  serverMajor,
  verifyChecksum,
  walArchiveDir,
  type RecoveryTarget,
} from '../integrations/backups/index.ts';
import { clusterLocation } from '../postgres/cluster-location.ts';
import { clearLeftoverPostmaster, DatabaseInUseError } from '../postgres/leftover-postmaster.ts';
import { passwordFilesOf } from '../postgres/password-files.ts';
import { postgresUser } from '../postgres/postmaster.ts';
import { withClient } from '../postgres/with-client.ts';
import { embeddedDir, holdsShop, openDatabase, runningCluster, type DatabaseSettings } from './database-access.ts';

/**
 * `npm run restore -- FILE [--replace] [--to TIME]`: a backup (backup.ts) made the shop's database
 * again, which must hold no shop (--replace says to replace it). The shop must be stopped.
 * - A base backup of the embedded cluster (.tar.gz) becomes DATA_DIR/postgres, as it was when the
 *   backup ended, or with --to as it was at TIME (New York time, "2026-11-28 14:05", or ISO 8601 with
 *   an offset; or `latest`), replayed from the WAL archive. Replacing a cluster, its WAL not yet
 *   archived is saved into the archive first, so a moment from its last minute can still be reached.
 * - A pg_dump (.dump) goes into DATABASE_URL's database.
 */

const USAGE = 'Usage: npm run restore -- FILE [--replace] [--to "YYYY-MM-DD HH:MM" (New York time) | ISO-TIME-WITH-OFFSET | latest]';

export async function restore(env: DatabaseSettings, file: string, { replace, to }: { replace: boolean; to: RecoveryTarget }): Promise<string> {
  if (!existsSync(file)) throw new ConfigError(`There is no backup file ${file}.`);
  if (file.endsWith('.tar.gz')) return restoreEmbedded(env, file, { replace, to });
  if (to.until !== 'backup-end') throw new ConfigError('--to needs a base backup of the embedded database (.tar.gz): a pg_dump holds one moment only.');
  return restoreDump(env, file, { replace });
}

async function restoreEmbedded(env: DatabaseSettings, file: string, { replace, to }: { replace: boolean; to: RecoveryTarget }): Promise<string> {
  if (env.DATABASE_URL) {
    throw new ConfigError(`${file} is a backup of the embedded database, and this shop uses DATABASE_URL: unset DATABASE_URL to restore it as the embedded database.`);
  }
  const dir = embeddedDir(env);
  if (existsSync(dir) && (await runningCluster(dir))) throw new ConfigError(`The database in ${dir} is in use: stop the shop, then restore.`);
  await clearLeftoverPostmaster(dir);
  const clusterDir = await clusterLocation(dir);
  const runAs = await postgresUser();
  const walArchive = env.WAL_ARCHIVE ? await walArchiveDir(env.BACKUP_DIR, runAs) : undefined;

  // The cluster replaced is kept aside until the restore has worked, and put back if it has not.
  let aside: string | undefined;
  if (existsSync(clusterDir) && (await readdir(clusterDir)).length > 0) {
    if (!replace) {
      throw new ConfigError(`${dir} already holds a database: restoring into it would mix two shops. Run \`npm run restore -- FILE --replace\` to replace it.`);
    }
    if (walArchive) await saveUnarchivedWal(clusterDir, walArchive, runAs);
    aside = `${clusterDir}.replaced-${Date.now()}`;
    await rename(clusterDir, aside);
    await mkdir(clusterDir, { mode: 0o700 });
  }
  try {
    const { manifest, passwords } = await restoreBaseBackup(file, clusterDir, { install: await localPostgres(), target: to, walArchive });
    const files = passwordFilesOf(dir);
    for (const role of ['superuser', 'app'] as const) await writeFile(files[role], `${passwords[role]}\n`, { mode: 0o600 });
    if (aside) await rm(aside, { recursive: true, force: true });
    const reached = to.until === 'time' ? `as it was at ${to.time.toISOString()}` : to.until === 'latest' ? 'to the last WAL archived' : `as it was at ${manifest.finishedAt}`;
    return `Restored ${file} into ${dir}, ${reached}.`;
  } catch (error) {
    if (aside) {
      await rm(clusterDir, { recursive: true, force: true });
      await rename(aside, clusterDir);
    }
    throw error instanceof BackupError ? new ConfigError(error.message) : error;
  }
}

async function restoreDump(env: DatabaseSettings, file: string, { replace }: { replace: boolean }): Promise<string> {
  // Dumps made before checksums were written have none: those are restored as they are.
  if (existsSync(`${file}.sha256`)) await verifyChecksum(file).catch((error: unknown) => Promise.reject(error instanceof BackupError ? new ConfigError(error.message) : error));
  const database = await openDatabase(env, { create: true });
  try {
    if (database.servedByRunningShop) throw new ConfigError(`The database in ${database.label} is in use: stop the shop, then restore.`);
    const pgRestore = await withClient(database.url, async (client: pg.Client) => {
      const tool = await postgresTool('pg_restore', await serverMajor(client), env);
      if (await holdsShop(client)) {
        if (!replace) {
          throw new ConfigError(
            `The database ${database.label} already holds a shop: restoring into it would mix two shops. ` +
              'Run `npm run restore -- FILE --replace` to drop what it holds first.',
          );
        }
        // Everything the shop keeps is in these two schemas (the job queue in pgboss).
        await client.query('drop schema if exists pgboss cascade; drop schema public cascade; create schema public');
      }
      return tool;
    });
    await runTool(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file], database.url);
    return `Restored ${file}.`;
  } finally {
    await database.close();
  }
}

/** --to's value: `latest`, an ISO 8601 time with its offset, or a New York wall-clock time. */
export function recoveryTarget(value: string | undefined): RecoveryTarget {
  if (value === undefined) return { until: 'backup-end' };
  if (value === 'latest') return { until: 'latest' };
  const withOffset = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/.test(value);
  const wallClock = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(:\d{2})?)$/.exec(value);
  const time = withOffset ? new Date(value.replace(' ', 'T')) : wallClock ? shopWallClock(wallClock[1]!, wallClock[2]!) : undefined;
  if (!time || Number.isNaN(time.getTime())) throw new ConfigError(`--to ${value} is not a time. ${USAGE}`);
  return { until: 'time', time };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  try {
    const toAt = args.indexOf('--to');
    const to = recoveryTarget(toAt >= 0 ? args[toAt + 1] : undefined);
    const rest = toAt >= 0 ? args.filter((_, index) => index !== toAt && index !== toAt + 1) : args;
    const file = rest.find((arg) => !arg.startsWith('--'));
    if (!file || rest.some((arg) => arg.startsWith('--') && arg !== '--replace') || rest.filter((arg) => !arg.startsWith('--')).length > 1) throw new ConfigError(USAGE);
    console.log(await restore(parseEnv(), path.resolve(file), { replace: rest.includes('--replace'), to }));
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
