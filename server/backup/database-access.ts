import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';
import { ConfigError } from '../env.ts';
import { readLockFile } from '../postgres/lock-file.ts';
import { postgresServing } from '../postgres/processes.ts';

/**
 * What `npm run backup` and `npm run restore` work on: the shop's database, as the shop finds it
 * (DATABASE_URL, else the embedded cluster in DATA_DIR/postgres, whether its shop runs or not), as the
 * tables' owner (DATABASE_OWNER_URL, the embedded cluster's superuser), and running pg_dump and
 * pg_restore on it (client-tools.ts finds them).
 */

const run = promisify(execFile);

export interface Database {
  url: string;
  /** Said in messages: where the database is, without its password. */
  label: string;
  /** Whether a running shop serves it (known for the embedded cluster only). */
  servedByRunningShop: boolean;
  /** Stops what was started to reach it (an embedded cluster whose shop is not running). */
  close(): Promise<void>;
}

export async function openDatabase(
  env: { DATABASE_URL?: string | undefined; DATABASE_OWNER_URL?: string | undefined; DATA_DIR: string },
  { create }: { create: boolean },
): Promise<Database> {
  if (env.DATABASE_URL) {
    // The app's role may not read the tables it has no rights on, nor make them on a restore.
    const owner = env.DATABASE_OWNER_URL ?? env.DATABASE_URL;
    const url = new URL(owner);
    return { url: owner, label: `${url.host}${url.pathname}`, servedByRunningShop: false, close: async () => {} };
  }
  const dir = path.resolve(env.DATA_DIR, 'postgres');
  if (!existsSync(dir) && !create) throw new ConfigError(`There is no database in ${dir}: check DATA_DIR (or set DATABASE_URL).`);
  const running = existsSync(dir) ? await runningCluster(dir) : undefined;
  if (running) return { url: running, label: `${dir} (its shop is running)`, servedByRunningShop: true, close: async () => {} };
  // Started for this run alone, as the shop starts it, and stopped again.
  const embedded = await startEmbeddedPostgres({ dir });
  return { url: embedded.ownerUrl, label: dir, servedByRunningShop: false, close: embedded.stop };
}

/** The URL of the postmaster a running shop keeps on `dir` (its lock file says the port), if any, as its superuser. */
async function runningCluster(dir: string): Promise<string | undefined> {
  const clusterDir = await realpath(dir);
  const lock = await readLockFile(clusterDir);
  if (!lock || !Number.isInteger(lock.pid) || !(await postgresServing(lock.pid, clusterDir))) return undefined;
  const password = (await readFile(`${dir}.password`, 'utf8')).trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${lock.port}/postgres`;
}

export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
  return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
}

/** Whether the database holds a shop already: its migrations table or its orders. */
export async function holdsShop(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ shop: boolean }>(
    "select to_regclass('public.mikro_orm_migrations') is not null or to_regclass('public.orders') is not null as shop",
  );
  return rows[0]!.shop;
}

/**
 * Runs pg_dump or pg_restore against `url`; the password goes in the child's environment, never on its
 * command line (which any user of the machine can read). On failure, the tool's own words.
 */
export async function runTool(file: string, args: string[], url: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  try {
    await run(file, [...args, `--dbname=${target.href}`], {
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${path.basename(file)} failed: ${(stderr ?? (error as Error).message).trim()}`, { cause: error });
  }
}
