import { chmod, lstat, mkdir, mkdtemp, realpath, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { closedToOthers, mkdirOpen } from './reachable.ts';

/** Root's home for clusters whose DATA_DIR the `postgres` user cannot reach. */
const CLUSTERS_HOME = '/var/lib/canvas-art-shop/postgres';

/**
 * The directory the cluster asked for at `dir` (DATA_DIR/postgres) really lives in. For anyone but
 * root that is `dir`. Root's PostgreSQL runs as the `postgres` user, who must be able to walk down
 * to the cluster; when a folder above DATA_DIR lets no other user in (a clone in /root or in a
 * `mktemp -d` folder), the cluster gets a directory of its own under CLUSTERS_HOME instead, and
 * `dir` becomes a symlink to it, so DATA_DIR still shows where its data is. Root never opens up
 * the user's folders above DATA_DIR.
 */
export async function clusterLocation(dir: string): Promise<string> {
  await mkdir(path.dirname(dir), { recursive: true });
  if (process.getuid?.() !== 0) return dir;
  // DATA_DIR is the shop's own folder; opening it exposes nothing where a folder above is closed.
  await chmod(path.dirname(dir), 0o755);
  return reachableLocation(dir, CLUSTERS_HOME);
}

/**
 * Where a folder the `postgres` user writes (a cluster, the WAL archive) really lives, by the rule
 * above: `dir` itself when that user can walk down to it (or we are not root), else a folder of its
 * own under `home`, with `dir` a symlink to it.
 */
export async function reachableLocation(dir: string, home: string): Promise<string> {
  await mkdir(path.dirname(dir), { recursive: true });
  if (process.getuid?.() !== 0) return dir;
  const existing = await lstat(dir).catch(() => undefined);
  if (existing?.isSymbolicLink()) {
    const target = await realpath(dir).catch(() => undefined);
    if (target) return target;
    // Its folder was deleted: make a new one, as for a DATA_DIR without one.
    await rm(dir);
  }
  const closed = await closedToOthers(path.dirname(dir));
  if (!closed) return dir;
  if (existing?.isDirectory()) {
    throw new Error(
      `PostgreSQL runs as the "postgres" user, who cannot enter ${closed} to reach ${dir}. ` +
        `Move that directory to a place others may enter and leave a symlink to it at ${dir}, or set DATA_DIR elsewhere.`,
    );
  }
  await mkdirOpen(home);
  const target = await mkdtemp(path.join(home, `${slug(dir)}-`));
  await symlink(target, dir);
  return target;
}

/** The tail of the path, as a name that tells an administrator whose cluster it is. */
function slug(dir: string): string {
  return dir.replace(/[^\w.]+/g, '-').replace(/^-/, '').slice(-60);
}
