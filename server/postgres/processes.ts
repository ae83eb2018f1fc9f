import { readFile, stat } from 'node:fs/promises';

/**
 * Whether a pid still belongs to a PostgreSQL process of a given cluster, read from /proc (Linux).
 * A pid named in an old postmaster.pid may since belong to anything, even to another cluster's
 * postgres. A postmaster changes into its data directory and its children inherit that, so the
 * working directory, compared by device and inode (immune to symlinks and renames), says which
 * cluster a postgres process serves.
 */
export async function postgresServing(pid: number, clusterDir: string): Promise<{ ppid: number; args: string[] } | undefined> {
  const statLine = await readIfOurs(`/proc/${pid}/stat`);
  if (statLine === undefined) return undefined;
  // "pid (name) state ppid ...": the name may hold spaces and parentheses, so split after the last ')'.
  const close = statLine.lastIndexOf(')');
  const name = statLine.slice(statLine.indexOf('(') + 1, close);
  const [state, ppid] = statLine.slice(close + 2).split(' ');
  // An exited process its parent has not reaped yet (a container's PID 1 often never does) is gone too.
  if (name !== 'postgres' || state === 'Z' || state === 'X') return undefined;
  const [cwd, cluster, cmdline] = await Promise.all([
    statIfOurs(`/proc/${pid}/cwd`),
    stat(clusterDir),
    readIfOurs(`/proc/${pid}/cmdline`),
  ]);
  if (!cwd || cwd.dev !== cluster.dev || cwd.ino !== cluster.ino || cmdline === undefined) return undefined;
  return { ppid: Number(ppid), args: cmdline.split('\0') };
}

function readIfOurs(file: string): Promise<string | undefined> {
  return readFile(file, 'utf8').catch(undefinedIfNotOurs);
}

function statIfOurs(file: string) {
  return stat(file).catch(undefinedIfNotOurs);
}

/**
 * ENOENT or ESRCH: the process has exited. EACCES or EPERM: it belongs to another user, so it is not
 * our cluster's (that runs as us, or as root sees every process). Anything else is no answer.
 */
function undefinedIfNotOurs(error: NodeJS.ErrnoException): undefined {
  if (['ENOENT', 'ESRCH', 'EACCES', 'EPERM'].includes(error.code ?? '')) return undefined;
  throw error;
}
