import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What every backup file has, whichever way it was made: a checksum beside it (FILE.sha256, in
 * sha256sum's format, so `sha256sum -c` checks a copy made off the machine too), written once the
 * file is whole; a backup without one was never finished.
 */

/** A backup that cannot be used, and why, in words for the owner. */
export class BackupError extends Error {}

export interface WrittenBackup {
  file: string;
  bytes: number;
  sha256: string;
  startedAt: Date;
  finishedAt: Date;
}

export const checksumFile = (file: string) => `${file}.sha256`;

export const writeChecksum = (file: string, sha256: string) => writeFile(checksumFile(file), `${sha256}  ${path.basename(file)}\n`, { mode: 0o600 });

export async function fileChecksum(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Reads the backup again and compares it with its checksum; throws a BackupError naming what is wrong. */
export async function verifyChecksum(file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  const sidecar = checksumFile(file);
  if (!existsSync(sidecar)) throw new BackupError(`${file} has no checksum beside it (${path.basename(sidecar)}): it was never finished.`);
  const expected = (await readFile(sidecar, 'utf8')).split(/\s+/)[0];
  const { sha256 } = await fileChecksum(file);
  if (sha256 !== expected) throw new BackupError(`${file} is damaged: its SHA-256 is ${sha256}, not ${expected} as written when it was made.`);
}
