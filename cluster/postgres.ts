import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../server/postgres/free-port.ts';

/**
 * Debian's PostgreSQL (package postgresql), in a cluster of its own in a temporary directory, on a
 * loopback port: what a shop owner's server runs, started by the test and never the system's
 * service. As root it runs as the `postgres` user the package made. The shop's database and roles
 * are made by deploy/database-roles.sql, run with psql as deploy/README.md says.
 */

const run = promisify(execFile);
const PASSWORD = 'cluster-test-password';
const ROLES_SQL = path.resolve(import.meta.dirname, '..', 'deploy', 'database-roles.sql');
const OWNER_PASSWORD = 'cluster-test-owner-password';
const APP_PASSWORD = 'cluster-test-app-password';

export interface DebianPostgres {
  /** postgresql://… of the shop's database as the superuser: the test's own look at the rows. */
  url: string;
  /** The shop's database as the role the shop serves requests as (DATABASE_URL). */
  appUrl: string;
  /** The shop's database as the tables' owner (DATABASE_OWNER_URL). */
  ownerUrl: string;
  port: number;
  /** Stops the postmaster fast (as a restart or a failover does) and starts it again on the same port. */
  restart(options?: { downMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

export async function debianBin(name: string): Promise<string> {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? (await readdir(root)).sort((a, b) => Number(b) - Number(a)) : [];
  const found = majors.map((major) => path.join(root, major, 'bin', name)).find((file) => existsSync(file));
  if (!found) throw new Error(`Debian's PostgreSQL is not installed (no ${name} in ${root}): apt-get install postgresql`);
  return found;
}

export async function startDebianPostgres(): Promise<DebianPostgres> {
  const asRoot = userInfo().uid === 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-cluster-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  // setpriv executes the program in its own process (runuser would stay its parent and keep signals from it).
  const as = (file: string, args: string[]) =>
    (asRoot ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', file, ...args]] : [file, args]) as [string, string[]];
  const passwordFile = path.join(dir, 'pw');
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o644 });
  await run(...as(await debianBin('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${passwordFile}`, '--no-sync']));
  const port = await freePort();
  const postgres = await debianBin('postgres');
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(
      ...as(postgres, [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${dir}`,
        '-c',
        'max_connections=200',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
      ]),
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ready = await run(await debianBin('pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).then(
        () => true,
        () => false,
      );
      if (ready) return;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`Debian's PostgreSQL did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stopPostmaster = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    // Fast shutdown: open connections are cut, as when the database is restarted by its host.
    process.kill(child.pid!, 'SIGINT');
    await exited;
  };
  await start();
  await run(
    await debianBin('psql'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-v', `owner_password=${OWNER_PASSWORD}`, '-v', `app_password=${APP_PASSWORD}`, '-f', ROLES_SQL],
    { env: { ...process.env, PGPASSWORD: PASSWORD } },
  );
  const database = (user: string, password: string) => `postgresql://${user}:${password}@127.0.0.1:${port}/canvas_shop`;

  return {
    url: database('postgres', PASSWORD),
    appUrl: database('canvas_shop_app', APP_PASSWORD),
    ownerUrl: database('canvas_shop', OWNER_PASSWORD),
    port,
    async restart({ downMs = 1000 } = {}) {
      await stopPostmaster();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
    },
    async stop() {
      await stopPostmaster();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
