import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readLockFile } from './lock-file.ts';
import { startedBy } from './postmaster.ts';
import { postgresServing } from './processes.ts';

/**
 * A shop that dies without stopping its database (kill -9, a crash, a power cut) can leave its
 * postmaster running, or its postmaster.pid behind, and PostgreSQL then refuses to start on that
 * cluster ('lock file "postmaster.pid" already exists'). Before starting, the shop clears that up.
 * It stops a postmaster only when it runs on this very cluster and no live shop owns it. A shop is
 * the parent of the postmaster it starts, and names itself on that postmaster's command line; a
 * postmaster whose parent is no longer the one named has outlived its shop.
 */

export class DatabaseInUseError extends Error {}

export async function clearLeftoverPostmaster(clusterDir: string): Promise<void> {
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
  const shop = startedBy(postmaster.args);
  if (shop !== undefined && postmaster.ppid === shop) {
    throw new DatabaseInUseError(
      `The database in ${clusterDir} belongs to a shop that is still running (PID ${shop}). ` +
        `Stop that shop first (kill ${shop}), or give this one another DATA_DIR.`,
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
