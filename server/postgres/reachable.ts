import { chmod, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * As root the embedded PostgreSQL runs as the `postgres` user, who can only use what every user
 * may reach: these tell such places from private ones, and make them.
 */

/** The first folder from `dir` up to / that other users may not enter (no o+x), if any. */
export async function closedToOthers(dir: string): Promise<string | undefined> {
  for (let folder = dir; ; folder = path.dirname(folder)) {
    if (((await stat(folder)).mode & 0o001) === 0) return folder;
    if (folder === path.dirname(folder)) return undefined;
  }
}

/** mkdir -p, with every folder it makes open to all (755) whatever the umask. */
export async function mkdirOpen(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true });
  if (first === undefined) return;
  for (let folder = dir; folder.startsWith(first); folder = path.dirname(folder)) await chmod(folder, 0o755);
}
