import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { postgresServing } from './processes.ts';

/**
 * A shop that dies without stopping its database (kill -9, a crash, a power cut) can leave its
 * postmaster running, or its postmaster.pid behind, and PostgreSQL then refuses to start on that
 * cluster ('lock file "postmaster.pid" already exists'). Before starting, the shop clears that up.
 * It stops a postmaster only when it runs on this very cluster and no live shop owns it: the shop
 * that starts a postmaster is its parent and writes its own pid beside the cluster, so a postmaster
 * whose parent is still that pid belongs to a running shop.
 */

export class DatabaseInUseError extends Error {}

export interface LockFile {
  pid: number;
  /** 'starting', 'ready' or 'stopping' (line 8, PostgreSQL's pidfile.h). */
  status: string | undefined;
}

export async function readLockFile(clusterDir: string): Promise<LockFile | undefined> {
  const text = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  return { pid: Number.parseInt(lines[0] ?? '', 10), status: lines[7]?.trim() };
}

/** `ownerFile` holds the pid of the shop that started the cluster's postmaster, if one did. */
export async function clearLeftoverPostmaster(clusterDir: string, ownerFile: string): Promise<void> {
  // Processes can only be told apart through /proc; elsewhere PostgreSQL's own lock check decides.
  if (process.platform !== 'linux') return;
  const lock = await readLockFile(clusterDir);
  if (!lock) return;
  const postmaster = Number.isInteger(lock.pid) ? await postgresServing(lock.pid, clusterDir) : undefined;
  if (!postmaster) {
    // Its pid is free, or was taken by another program (after a reboot, say), which postgres would mistake for a live postmaster.
    await rm(path.join(clusterDir, 'postmaster.pid'), { force: true });
    return;
  }
  const owner = Number.parseInt(await readFile(ownerFile, 'utf8').catch(() => ''), 10);
  if (postmaster.ppid === owner) {
    throw new DatabaseInUseError(
      `The database in ${clusterDir} belongs to a shop that is still running (PID ${owner}). ` +
        `Stop that shop first (kill ${owner}), or give this one another DATA_DIR.`,
    );
  }
  await stopLeftover(lock.pid, clusterDir);
}

/** SIGINT is PostgreSQL's fast shutdown (roll back, checkpoint, exit); SIGQUIT, should that hang, its immediate one. */
async function stopLeftover(pid: number, clusterDir: string): Promise<void> {
  for (const [signal, patienceMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    signalIfAlive(pid, signal);
    const deadline = Date.now() + patienceMs;
    while (Date.now() < deadline) {
      if (!(await postgresServing(pid, clusterDir))) return;
      await sleep(100);
    }
  }
  throw new Error(`PostgreSQL (PID ${pid}), left running on ${clusterDir}, does not stop: stop it, then start the shop again.`);
}

function signalIfAlive(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
