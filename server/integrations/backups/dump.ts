import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { ConfigError } from '../../env.ts';
import { withClient } from '../../postgres/with-client.ts';
import { fileChecksum, writeChecksum, type WrittenBackup } from './backup-file.ts';

/**
 * The backup of a database the shop does not run itself (DATABASE_URL): pg_dump's custom format (one
 * consistent snapshot, taken while the shop runs), restored by pg_restore. A program older than the
 * server refuses it, so they are looked for where an owner installs them (postgresql-client-<major>).
 * The embedded cluster needs neither: base-backup.ts.
 */

const run = promisify(execFile);

export interface ToolPlaces {
  /** The owner's choice: when set, the only place looked in. */
  PG_BIN_DIR?: string | undefined;
}

/**
 * `name` of at least the server's major version, the closest one: a newer pg_dump reads an older
 * server, but a dump is best restored by the same major (newer ones write settings an older server
 * does not know). Looked for in PG_BIN_DIR alone when it is set, else in Debian's
 * /usr/lib/postgresql/<major>/bin (postgresql-client-<major>) and PATH.
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
  throw new ConfigError(
    `${name} ${serverMajor} or newer is needed for this PostgreSQL ${serverMajor} database, and there is none ${where} (${seen}). ` +
      `Install postgresql-client-${serverMajor} (Debian and Ubuntu: \`apt-get install postgresql-client-${serverMajor}\`, from apt.postgresql.org ` +
      'when the release has none that new), or set PG_BIN_DIR to a folder that holds it.',
  );
}

/** The folders looked in, in order (see postgresTool). */
async function toolDirs({ PG_BIN_DIR }: ToolPlaces): Promise<string[]> {
  if (PG_BIN_DIR) return [path.resolve(PG_BIN_DIR)];
  const under = async (root: string, inner: string) =>
    existsSync(root) ? (await readdir(root)).filter((entry) => !entry.startsWith('.')).map((entry) => path.join(root, entry, inner)) : [];
  return [
    ...(await under('/usr/lib/postgresql', 'bin')),
    ...(process.env.PATH ?? '').split(path.delimiter).filter((dir) => path.isAbsolute(dir)),
  ];
}

/** The major version a PostgreSQL program prints for --version (e.g. `pg_dump (PostgreSQL) 18.6`), if it runs. */
export async function toolMajor(file: string): Promise<number | undefined> {
  const { stdout } = await run(file, ['--version']).catch(() => ({ stdout: '' }));
  const major = /\(PostgreSQL\) (\d+)/.exec(stdout)?.[1];
  return major === undefined ? undefined : Number(major);
}

/**
 * Runs pg_dump or pg_restore against `url`; the password goes in the child's environment, never on its
 * command line (which any user of the machine can read). On failure, the tool's own words.
 */
export async function runTool(file: string, args: string[], url: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  try {
    await run(file, [...args, `--dbname=${target.href}`], {
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${path.basename(file)} failed: ${(stderr ?? (error as Error).message).trim()}`, { cause: error });
  }
}

/** The server's major version (pg_dump must be at least as new). */
export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
  return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
}

/** A pg_dump of the whole database at `ownerUrl` (as the tables' owner, who may read them all) into `target`, with its checksum beside it. */
export async function takeDump(ownerUrl: string, target: string, places: ToolPlaces): Promise<WrittenBackup> {
  const startedAt = new Date();
  const major = await withClient(ownerUrl, serverMajor);
  const pgDump = await postgresTool('pg_dump', major, places);
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  try {
    await runTool(pgDump, ['--format=custom', `--file=${partial}`], ownerUrl);
    await chmod(partial, 0o600);
    const { sha256, bytes } = await fileChecksum(partial);
    await rename(partial, target);
    await writeChecksum(target, sha256);
    return { file: target, bytes, sha256, startedAt, finishedAt: new Date() };
  } finally {
    await rm(partial, { force: true });
  }
}
