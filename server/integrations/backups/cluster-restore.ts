import { createReadStream, existsSync } from 'node:fs';
import { chown, lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { freePort } from '../../postgres/free-port.ts';
import { loopbackOnly, startPostmaster, type RunAs } from '../../postgres/postmaster.ts';
import { DATA_PREFIX, MANIFEST, SHOP_PREFIX, type BackupManifest } from './base-backup.ts';
import { BackupError, verifyChecksum } from './backup-file.ts';
import { untar } from './tar.ts';
import { archiveSettings, restoreCommand } from './wal-archive.ts';

/**
 * A base backup (base-backup.ts) made into a running cluster again: unpacked into an empty folder,
 * then replayed by PostgreSQL itself, as an archive recovery that ends either where the backup ends
 * or at a chosen moment (with the WAL archive), and is promoted to a new timeline: so the restored
 * cluster's WAL never takes the names of the old one's in the archive.
 */

export interface PostgresInstall {
  installDir: string;
  runAs: RunAs | undefined;
}

/** Where replay stops: at the backup's end, at an instant (the last transaction committed by then), or at the end of the archive. */
export type RecoveryTarget = { until: 'backup-end' } | { until: 'time'; time: Date } | { until: 'latest' };

export interface Restored {
  manifest: BackupManifest;
  /** The passwords of the cluster's roles as the backup holds them, to be kept beside it again (password-files.ts). */
  passwords: { superuser: string; app: string };
}

/**
 * Unpacks `file` into `clusterDir` (empty or missing) and replays it to `target`; `check` runs on the
 * recovered cluster, as its superuser, before it is stopped again.
 */
export async function restoreBaseBackup<T>(
  file: string,
  clusterDir: string,
  { install, target, walArchive, check }: { install: PostgresInstall; target: RecoveryTarget; walArchive?: string | undefined; check?: (client: pg.Client) => Promise<T> },
): Promise<Restored & { checked: T | undefined }> {
  await verifyChecksum(file);
  if (existsSync(clusterDir) && (await readdir(clusterDir)).length > 0) throw new BackupError(`${clusterDir} is not empty.`);
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const extras = await mkdtemp(path.join(tmpdir(), 'canvas-shop-restore-'));
  try {
    await untar(createReadStream(file).pipe(createGunzip()), async (entry) => {
      const [top, ...rest] = entry.name.split('/');
      if (top === DATA_PREFIX && entry.kind !== 'other') return path.join(clusterDir, ...rest);
      if (top === SHOP_PREFIX && entry.kind !== 'other') return path.join(extras, ...rest);
      return undefined;
    });
    const manifest = JSON.parse(await readFile(path.join(extras, MANIFEST), 'utf8')) as BackupManifest;
    if (target.until === 'time' && target.time < new Date(manifest.finishedAt)) {
      throw new BackupError(
        `This backup was finished at ${manifest.finishedAt}, after ${target.time.toISOString()}: restore an older backup to reach that moment.`,
      );
    }
    if (target.until !== 'backup-end' && !walArchive) throw new BackupError('Replaying past the backup needs the WAL archive (WAL_ARCHIVE=on).');
    const password = async (role: string) => (await readFile(path.join(extras, `${role}.password`), 'utf8')).trim();
    const passwords = { superuser: await password('superuser'), app: await password('app') };
    await writeFile(path.join(clusterDir, 'recovery.signal'), '', { mode: 0o600 });
    if (install.runAs) await chownTree(clusterDir, install.runAs);
    const checked = await replay(clusterDir, install, recoverySettings(target, walArchive), passwords.superuser, check);
    return { manifest, passwords, checked };
  } catch (error) {
    await rm(clusterDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(extras, { recursive: true, force: true });
  }
}

function recoverySettings(target: RecoveryTarget, walArchive: string | undefined): string[] {
  // Along the backup's own history: an archive that also holds a later restore's timeline (forked
  // before this backup ended, say) is not followed onto it, which PostgreSQL would refuse.
  const settings = ['-c', 'recovery_target_action=promote', '-c', 'recovery_target_timeline=current'];
  // The new timeline's history is archived at once: a later recovery follows it from there.
  if (walArchive) settings.push('-c', `restore_command=${restoreCommand(walArchive)}`, ...archiveSettings(walArchive));
  // Without an archive, a command that finds nothing: replay then reads the backup's own pg_wal.
  else settings.push('-c', 'restore_command=false', '-c', 'archive_mode=off');
  if (target.until === 'backup-end') settings.push('-c', 'recovery_target=immediate');
  // A numeric offset: PostgreSQL reads no zone abbreviation here, 'Z' among them.
  if (target.until === 'time') settings.push('-c', `recovery_target_time=${target.time.toISOString().replace('T', ' ').replace('Z', '+00')}`);
  return settings;
}

/** Starts the cluster to replay, waits for the promotion that ends recovery, runs `check`, and stops it. */
async function replay<T>(
  clusterDir: string,
  install: PostgresInstall,
  settings: string[],
  password: string | undefined,
  check: ((client: pg.Client) => Promise<T>) | undefined,
): Promise<T | undefined> {
  let lines: string[] = [];
  // The server's last words, for the message when it cannot replay.
  const log = (line: string) => {
    lines = [...lines, line].slice(-30);
  };
  const port = await freePort();
  let postmaster;
  try {
    postmaster = await startPostmaster({ installDir: install.installDir, clusterDir, runAs: install.runAs, log }, [...loopbackOnly(port), ...settings]);
  } catch (error) {
    throw new BackupError(`PostgreSQL could not replay the backup: ${(error as Error).message}\n${lines.join('').trim()}`);
  }
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  try {
    await client.connect();
    for (;;) {
      const { rows } = await client.query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering');
      if (!rows[0]!.recovering) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return check ? await check(client) : undefined;
  } catch (error) {
    throw new BackupError(`PostgreSQL could not replay the backup: ${(error as Error).message}\n${lines.join('').trim()}`);
  } finally {
    await client.end().catch(() => {});
    await postmaster.stop();
  }
}

async function chownTree(dir: string, runAs: RunAs): Promise<void> {
  await chown(dir, runAs.uid, runAs.gid);
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!(await lstat(file)).isSymbolicLink()) await chown(file, runAs.uid, runAs.gid);
  }
}
