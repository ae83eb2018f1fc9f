import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chown, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { reachableLocation } from '../../postgres/cluster-location.ts';
import type { RunAs } from '../../postgres/postmaster.ts';

/**
 * Point-in-time recovery's other half: every WAL segment the embedded cluster completes is copied,
 * gzipped, into the archive beside the backups (BACKUP_DIR/wal) by PostgreSQL's own archiver, so a
 * base backup plus the segments after it replay to any moment since. A segment is archived when full
 * or ARCHIVE_TIMEOUT_SECONDS after a write, so at most a minute of orders waits in pg_wal alone.
 */

/** Where root's archive goes when BACKUP_DIR lies in a folder the `postgres` user may not enter. */
const ARCHIVES_HOME = '/var/lib/canvas-art-shop/wal-archive';
const ARCHIVE_TIMEOUT_SECONDS = 60;
const SEGMENT = /^[0-9A-F]{24}\.gz$/;

/** The archive's folder, made for the user PostgreSQL runs as (its archiver writes there): BACKUP_DIR/wal or where that links to. */
export async function walArchiveDir(backupDir: string, runAs: RunAs | undefined): Promise<string> {
  // The backups hold every customer's data and the database's passwords: BACKUP_DIR is for its owner only.
  await mkdir(path.resolve(backupDir), { recursive: true, mode: 0o700 });
  const dir = await reachableLocation(path.join(path.resolve(backupDir), 'wal'), ARCHIVES_HOME);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (runAs) await chown(dir, runAs.uid, runAs.gid);
  return dir;
}

/** A path in single quotes for sh, with PostgreSQL's % doubled (the archiver replaces %f and %p). */
const quoted = (dir: string) => `'${dir.replaceAll("'", "'\\''").replaceAll('%', '%%')}'`;

/**
 * The postmaster's settings that archive into `dir`. A segment already there is taken as archived
 * (a retry after a crash between copying and PostgreSQL noting it); written under a temporary name,
 * flushed and renamed, so a segment in the archive is whole. New segments are made empty (sparse)
 * rather than recycled from old ones or filled with zeros: the tail of a segment switched early then
 * gzips to nothing, and a switch a minute costs no 16 MB write.
 */
export function archiveSettings(dir: string): string[] {
  const file = `${quoted(dir)}/%f.gz`;
  const command = `f=${file}; test -f "$f" || { gzip -c %p > "$f.partial" && sync "$f.partial" && mv "$f.partial" "$f"; }`;
  return ['-c', 'archive_mode=on', '-c', `archive_command=${command}`, '-c', `archive_timeout=${ARCHIVE_TIMEOUT_SECONDS}`, '-c', 'wal_recycle=off', '-c', 'wal_init_zero=off'];
}

/** How a recovery fetches a segment (or a timeline's history) from the archive; failing when it is not there ends replay. */
export const restoreCommand = (dir: string) => `f=${quoted(dir)}/%f.gz; test -f "$f" && gunzip -c "$f" > %p`;

/**
 * Removes the segments archived before `oldestBackup` began: the segment a backup starts in is still
 * being written when it begins, so everything archived earlier lies before it, of use to no backup kept.
 */
export async function pruneWalArchive(dir: string, oldestBackup: Date): Promise<number> {
  if (!existsSync(dir)) return 0;
  let removed = 0;
  for (const name of await readdir(dir)) {
    if (!SEGMENT.test(name)) continue;
    const file = path.join(dir, name);
    if ((await stat(file)).mtime < oldestBackup) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Copies into the archive the segments of a stopped cluster's pg_wal that the archiver had not copied
 * yet, the one being written included (the last minute's orders), as the manual's recovery steps say
 * to save them before the cluster's files go. Segments made ahead and never written (zeros) are left.
 */
export async function saveUnarchivedWal(clusterDir: string, archiveDir: string, runAs: RunAs | undefined): Promise<void> {
  const walDir = path.join(clusterDir, 'pg_wal');
  if (!existsSync(walDir)) return;
  for (const name of await readdir(walDir)) {
    const target = path.join(archiveDir, `${name}.gz`);
    if (!/^[0-9A-F]{24}$/.test(name) || existsSync(target) || !(await written(path.join(walDir, name)))) continue;
    await pipeline(createReadStream(path.join(walDir, name)), createGzip(), createWriteStream(`${target}.partial`, { mode: 0o600, flush: true }));
    if (runAs) await chown(`${target}.partial`, runAs.uid, runAs.gid);
    await rename(`${target}.partial`, target);
  }
}

/** Whether a segment holds WAL: its first page starts with the page magic, where one made ahead holds zeros. */
async function written(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer.readUInt16LE(0) !== 0;
  } finally {
    await handle.close();
  }
}
