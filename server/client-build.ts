import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * `npm start` builds the client when its build is missing or older than its sources, so a fresh
 * clone needs no separate build step.
 */

export const ROOT = path.resolve(import.meta.dirname, '..');
export const CLIENT_DIST = path.join(ROOT, 'dist', 'client');
/** The pages as a module for the server (vite.config.ts, PAGE_DRAWER); beside the client's build. */
export const PAGE_DRAWER = path.join(ROOT, 'dist', 'page-drawer', 'entry-server.js');
const PAGE_DRAWER_ENTRY = 'entry-server.tsx';

const SOURCES = ['client', 'src', 'vite.config.ts', 'package-lock.json'];

async function newestMtime(entry: string): Promise<number> {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  const files = await readdir(full, { recursive: true, withFileTypes: true });
  return files
    .filter((file) => file.isFile())
    .reduce((newest, file) => Math.max(newest, statSync(path.join(file.parentPath, file.name)).mtimeMs), 0);
}

export async function clientBuildIsStale(): Promise<boolean> {
  const index = path.join(CLIENT_DIST, 'index.html');
  if (!existsSync(index) || !existsSync(PAGE_DRAWER)) return true;
  const built = statSync(index).mtimeMs;
  const newest = Math.max(...(await Promise.all(SOURCES.map(newestMtime))));
  return newest > built;
}

/**
 * Always a production build, in a child process: Vite's build takes about a gigabyte, which a
 * process keeps once it has had it, so a shop that built its client in-process stayed at 1.16 GB
 * resident instead of the ~230 MB serving needs. The child's NODE_ENV is production whatever ours is:
 * Vite lets NODE_ENV win over the mode, and the browser tests run under Vitest (NODE_ENV=test), so
 * otherwise they would test React's development build.
 */
export async function buildClient(): Promise<void> {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  // The client, then the same pages for the server to draw first screens with (server/http/page-drawing.ts).
  for (const extra of [[], ['--ssr', PAGE_DRAWER_ENTRY]]) {
    const child = spawn(
      process.execPath,
      [vite, 'build', ...extra, '--config', path.join(ROOT, 'vite.config.ts'), '--mode', 'production', '--logLevel', 'warn'],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
    );
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    if (code !== 0) throw new Error(`The client build failed (vite build${extra.length ? ' --ssr' : ''} exited with ${signal ?? code}).`);
  }
}
