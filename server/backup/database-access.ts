import { existsSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { embeddedBackups, externalBackups, type DatabaseServer } from '../db.ts';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';
import { ConfigError, type Env } from '../env.ts';
import { walArchiveDir } from '../integrations/backups/index.ts';
import { readLockFile } from '../postgres/lock-file.ts';
import { passwordFilesOf } from '../postgres/password-files.ts';
import { postgresUser } from '../postgres/postmaster.ts';
import { postgresServing } from '../postgres/processes.ts';

/**
 * What `npm run backup` and `npm run restore` work on: the shop's database, as the shop finds it
 * (DATABASE_URL, else the embedded cluster in DATA_DIR/postgres, whether its shop runs or not), as the
 * tables' owner (DATABASE_OWNER_URL, the embedded cluster's superuser).
 */

export type DatabaseSettings = Pick<Env, 'DATABASE_URL' | 'DATABASE_OWNER_URL' | 'DATA_DIR' | 'BACKUP_DIR' | 'WAL_ARCHIVE' | 'PG_BIN_DIR'>;

export interface Database {
  /** As the tables' owner. */
  url: string;
  /** Said in messages: where the database is, without its password. */
  label: string;
  /** Whether a running shop serves it (known for the embedded cluster only). */
  servedByRunningShop: boolean;
  backups: DatabaseServer['backups'];
  /** Stops what was started to reach it (an embedded cluster whose shop is not running). */
  close(): Promise<void>;
}

/** The embedded cluster's folder as DATA_DIR names it (it may be a symlink to where it lives). */
export const embeddedDir = (env: Pick<Env, 'DATA_DIR'>) => path.resolve(env.DATA_DIR, 'postgres');

export async function openDatabase(env: DatabaseSettings, { create }: { create: boolean }): Promise<Database> {
  if (env.DATABASE_URL) {
    // The app's role may not read the tables it has no rights on, nor make them on a restore.
    const owner = env.DATABASE_OWNER_URL ?? env.DATABASE_URL;
    const url = new URL(owner);
    return { url: owner, label: `${url.host}${url.pathname}`, servedByRunningShop: false, backups: externalBackups(env), close: async () => {} };
  }
  const dir = embeddedDir(env);
  if (!existsSync(dir) && !create) throw new ConfigError(`There is no database in ${dir}: check DATA_DIR (or set DATABASE_URL).`);
  const running = existsSync(dir) ? await runningCluster(dir) : undefined;
  if (running) {
    const walArchive = env.WAL_ARCHIVE ? await walArchiveDir(env.BACKUP_DIR, await postgresUser()) : undefined;
    const backups = embeddedBackups({ clusterDir: await realpath(dir), ownerUrl: running, passwordFiles: passwordFilesOf(dir), walArchive });
    return { url: running, label: `${dir} (its shop is running)`, servedByRunningShop: true, backups, close: async () => {} };
  }
  // Started for this run alone, as the shop starts it, and stopped again.
  const embedded = await startEmbeddedPostgres({ dir, archiveTo: env.WAL_ARCHIVE ? env.BACKUP_DIR : undefined });
  return { url: embedded.ownerUrl, label: dir, servedByRunningShop: false, backups: embeddedBackups(embedded), close: embedded.stop };
}

/** The URL of the postmaster a running shop keeps on `dir` (its lock file says the port), if any, as its superuser. */
export async function runningCluster(dir: string): Promise<string | undefined> {
  const clusterDir = await realpath(dir);
  const lock = await readLockFile(clusterDir);
  if (!lock || !Number.isInteger(lock.pid) || !(await postgresServing(lock.pid, clusterDir))) return undefined;
  const password = (await readFile(passwordFilesOf(dir).superuser, 'utf8')).trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${lock.port}/postgres`;
}

/** Whether the database holds a shop already: its migrations table or its orders. */
export async function holdsShop(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ shop: boolean }>(
    "select to_regclass('public.mikro_orm_migrations') is not null or to_regclass('public.orders') is not null as shop",
  );
  return rows[0]!.shop;
}
