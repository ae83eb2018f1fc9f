import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, parseEnv, type Env } from '../env.ts';
import { DatabaseInUseError } from '../postgres/leftover-postmaster.ts';
import { postgresTool } from './client-tools.ts';
import { openDatabase, runTool, serverMajor } from './database-access.ts';
import { withClient } from '../postgres/with-client.ts';

/**
 * `npm run backup [-- FILE]`: a consistent pg_dump (custom format, one snapshot) of the shop's whole
 * database, the return photos and sessions in it, to FILE or DATA_DIR/backups/. Prints the file's
 * path as its last line, for scripts.
 */

export async function backup(env: Env, file: string | undefined): Promise<string> {
  const database = await openDatabase(env, { create: false });
  try {
    const major = await withClient(database.url, serverMajor);
    const pgDump = await postgresTool('pg_dump', major, env);
    const target = path.resolve(file ?? path.join(env.DATA_DIR, 'backups', `canvas-shop-${new Date().toISOString().replace(/[:.]/g, '-')}.dump`));
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await runTool(pgDump, ['--format=custom', `--file=${target}`], database.url);
    return target;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  try {
    const file = await backup(parseEnv(), process.argv[2]);
    console.log(file);
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
