import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PasswordFiles } from '../../postgres/password-files.ts';
import { checksumFile, type WrittenBackup } from './backup-file.ts';
import { takeBaseBackup } from './base-backup.ts';
import { takeDump, type ToolPlaces } from './dump.ts';
import { pruneWalArchive } from './wal-archive.ts';

/**
 * The backups in BACKUP_DIR as the shop sees them: canvas-shop-<UTC time>.tar.gz for the embedded
 * cluster (base-backup.ts), .dump for a database given by DATABASE_URL (dump.ts), each with its
 * checksum, and the WAL archive in BACKUP_DIR/wal.
 */

/** The shop's database, as a backup reaches it. */
export type BackedUpDatabase =
  | { kind: 'embedded'; clusterDir: string; ownerUrl: string; passwordFiles: PasswordFiles }
  | { kind: 'external'; ownerUrl: string; tools: ToolPlaces };

const NAME = /^canvas-shop-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(tar\.gz|dump)$/;

export interface KeptBackup {
  file: string;
  takenAt: Date;
}

/** The name a backup taken at `at` gets: its UTC time, so names sort as the backups were taken. */
export function backupFile(dir: string, database: BackedUpDatabase, at: Date): string {
  return path.join(path.resolve(dir), `canvas-shop-${at.toISOString().replace(/[:.]/g, '-')}.${database.kind === 'embedded' ? 'tar.gz' : 'dump'}`);
}

/** A backup of the whole database now, into `file`. */
export function takeBackup(database: BackedUpDatabase, file: string): Promise<WrittenBackup> {
  return database.kind === 'embedded' ? takeBaseBackup(database, file) : takeDump(database.ownerUrl, file, database.tools);
}

/** The finished backups in `dir` (those with their checksum), oldest first. */
export async function listBackups(dir: string): Promise<KeptBackup[]> {
  if (!existsSync(dir)) return [];
  const names = await readdir(dir);
  const kept: KeptBackup[] = [];
  for (const name of names.sort()) {
    const match = NAME.exec(name);
    if (!match || !names.includes(path.basename(checksumFile(name)))) continue;
    const [, day, hours, minutes, seconds, millis] = match;
    kept.push({ file: path.join(path.resolve(dir), name), takenAt: new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`) });
  }
  return kept;
}

/** Deletes backups with their checksums, then the archived WAL that only they could use. */
export async function removeBackups(dir: string, gone: readonly KeptBackup[], walArchive: string | undefined): Promise<void> {
  for (const backup of gone) await Promise.all([rm(backup.file, { force: true }), rm(checksumFile(backup.file), { force: true })]);
  if (!walArchive) return;
  const oldest = (await listBackups(dir)).find((backup) => backup.file.endsWith('.tar.gz'));
  if (oldest) await pruneWalArchive(walArchive, oldest.takenAt);
}
