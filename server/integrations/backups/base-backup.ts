import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import type { PasswordFiles } from '../../postgres/password-files.ts';
import { writeChecksum, type WrittenBackup } from './backup-file.ts';
import { bytesEntry, fileEntry, tarStream, type TarEntry } from './tar.ts';

/**
 * A hot backup of the embedded cluster with nothing but the shop: PostgreSQL's low-level base backup
 * (the manual's "Making a Base Backup Using the Low Level API"). pg_backup_start() checkpoints and
 * marks where replay must begin; the cluster's files are copied while the shop keeps writing; then
 * pg_backup_stop() gives the backup label, and the WAL written between the two is copied too. A
 * temporary replication slot, made first, keeps that WAL in pg_wal until it is copied. Restored, the
 * files plus that WAL replay to one consistent moment: the end of the backup.
 *
 * The archive (tar.ts, gzipped) holds `data/` (the cluster, with backup_label and its WAL in
 * data/pg_wal) and `canvas-shop/` (MANIFEST, and the cluster's two passwords, superuser.password and
 * app.password, which the restored roles still have). Beside it, FILE.sha256 in sha256sum's format.
 */

export const DATA_PREFIX = 'data';
export const SHOP_PREFIX = 'canvas-shop';
export const MANIFEST = 'backup.json';

export interface BackupManifest {
  format: 1;
  kind: 'base';
  startedAt: string;
  finishedAt: string;
  /** The server's version (a base backup restores into the same major only). */
  postgresVersion: string;
}

export interface BaseBackupSource {
  /** The cluster's data directory, as the shop's process reads it. */
  clusterDir: string;
  /** The cluster as its superuser: pg_backup_start() and the slot need it. */
  ownerUrl: string;
  /** The files beside the cluster that hold its superuser's and app role's passwords. */
  passwordFiles: PasswordFiles;
}

/** Copied as empty directories: what the server makes afresh at start (the manual's list). */
const EMPTIED = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);
/** Left out: the running server's own files, and labels a restore writes itself. */
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'recovery.signal', 'standby.signal', 'current_logfiles']);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

export async function takeBaseBackup(source: BaseBackupSource, target: string): Promise<WrittenBackup> {
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const client = new pg.Client({ connectionString: source.ownerUrl, application_name: 'canvas-shop-backup' });
  await client.connect();
  const partial = `${target}.partial`;
  try {
    const startedAt = new Date();
    // Dropped with this connection, whatever happens.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [`canvas_shop_backup_${process.pid}_${Date.now()}`]);
    const { rows } = await client.query<{ file: string; version: string }>(
      "select pg_walfile_name(pg_backup_start($1, true)) as file, current_setting('server_version') as version",
      [`canvas-shop ${startedAt.toISOString()}`],
    );
    const { file: startWalFile, version } = rows[0]!;

    async function* entries(): AsyncGenerator<TarEntry> {
      yield* clusterFiles(source.clusterDir);
      const stop = await client.query<{ labelfile: string; file: string }>('select labelfile, pg_walfile_name(lsn) as file from pg_backup_stop(false)');
      const { labelfile, file: stopWalFile } = stop.rows[0]!;
      yield bytesEntry(`${DATA_PREFIX}/backup_label`, Buffer.from(labelfile));
      yield* walBetween(source.clusterDir, startWalFile, stopWalFile);
      const manifest: BackupManifest = { format: 1, kind: 'base', startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString(), postgresVersion: version };
      yield { kind: 'directory', name: SHOP_PREFIX, mode: 0o700 };
      yield bytesEntry(`${SHOP_PREFIX}/${MANIFEST}`, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      for (const role of ['superuser', 'app'] as const) yield bytesEntry(`${SHOP_PREFIX}/${role}.password`, await readFile(source.passwordFiles[role]));
    }

    const hash = createHash('sha256');
    let bytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    // The archive holds the database's passwords and every customer's data: for its owner only.
    await pipeline(Readable.from(tarStream(entries())), createGzip({ level: 3 }), measure, createWriteStream(partial, { mode: 0o600, flush: true }));
    const sha256 = hash.digest('hex');
    await rename(partial, target);
    await writeChecksum(target, sha256);
    return { file: target, bytes, sha256, startedAt, finishedAt: new Date() };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    // Ends a backup still under way (an error while copying): the server aborts it with the session.
    await client.end();
  }
}

/** The cluster's files under data/, in directory order, as the running server has them now. */
async function* clusterFiles(clusterDir: string): AsyncGenerator<TarEntry> {
  yield { kind: 'directory', name: DATA_PREFIX, mode: 0o700 };
  async function* walk(relative: string): AsyncGenerator<TarEntry> {
    const dir = path.join(clusterDir, relative);
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
    for (const name of names.sort()) {
      const inside = relative ? `${relative}/${name}` : name;
      if (!relative && LEFT_OUT.has(name)) continue;
      if (name.startsWith('pgsql_tmp')) continue;
      const stat = await lstat(path.join(dir, name)).catch(() => undefined);
      // Gone since it was listed (a dropped table, a finished sort): the WAL says it went.
      if (!stat) continue;
      if (stat.isDirectory()) {
        yield { kind: 'directory', name: `${DATA_PREFIX}/${inside}`, mode: stat.mode };
        if (!relative && EMPTIED.has(name)) {
          if (name === 'pg_wal') yield { kind: 'directory', name: `${DATA_PREFIX}/pg_wal/archive_status`, mode: stat.mode };
          continue;
        }
        yield* walk(inside);
      } else if (stat.isFile()) {
        yield fileEntry(`${DATA_PREFIX}/${inside}`, path.join(dir, name), stat.size, stat.mode);
      }
    }
  }
  yield* walk('');
}

/** The WAL segments from the backup's start to its end (the slot keeps them), and the timelines' history files. */
async function* walBetween(clusterDir: string, first: string, last: string): AsyncGenerator<TarEntry> {
  const walDir = path.join(clusterDir, 'pg_wal');
  for (const name of (await readdir(walDir)).sort()) {
    const wanted = WAL_SEGMENT.test(name) ? name.slice(0, 8) === first.slice(0, 8) && name >= first && name <= last : name.endsWith('.history');
    if (!wanted) continue;
    const stat = await lstat(path.join(walDir, name));
    yield fileEntry(`${DATA_PREFIX}/pg_wal/${name}`, path.join(walDir, name), stat.size, stat.mode);
  }
}
