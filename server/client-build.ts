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
 * Always a production build. Vite lets NODE_ENV from the process win over the mode, and the browser
 * tests run under Vitest (NODE_ENV=test): without this they would test React's development build.
 */
export async function buildClient(): Promise<void> {
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
    // Then the same pages for the server to draw first screens with (server/http/page-drawing.ts).
    await build({ configFile: path.join(ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'warn', build: { ssr: PAGE_DRAWER_ENTRY } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
