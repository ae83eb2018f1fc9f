import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A cluster's postmaster.pid, which the postmaster writes when it starts and removes when it stops. */
export interface LockFile {
  pid: number;
  /** 'starting', 'ready' or 'stopping' (line 8, PostgreSQL's pidfile.h). */
  status: string | undefined;
  /** The TCP port it listens on (line 4). */
  port: number;
}

export async function readLockFile(clusterDir: string): Promise<LockFile | undefined> {
  const text = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  return { pid: Number.parseInt(lines[0] ?? '', 10), status: lines[7]?.trim(), port: Number.parseInt(lines[3] ?? '', 10) };
}
