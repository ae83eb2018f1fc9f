import { existsSync } from 'node:fs';
import { ConfigError, parseEnv, type Env } from '../env.ts';
import { DatabaseInUseError } from '../postgres/leftover-postmaster.ts';
import { postgresTool } from './client-tools.ts';
import { holdsShop, openDatabase, runTool, serverMajor } from './database-access.ts';
import { withClient } from '../postgres/with-client.ts';

/**
 * `npm run restore -- FILE [--replace]`: a backup (backup.ts) into the shop's database, which must
 * be empty: one that already holds a shop is refused, unless --replace says to drop it first. The
 * shops on it must be stopped; the embedded cluster's own shop is checked for.
 */

export async function restore(env: Env, file: string, { replace }: { replace: boolean }): Promise<void> {
  if (!existsSync(file)) throw new ConfigError(`There is no backup file ${file}.`);
  const database = await openDatabase(env, { create: true });
  try {
    if (database.servedByRunningShop) throw new ConfigError(`The database in ${database.label} is in use: stop the shop, then restore.`);
    const pgRestore = await withClient(database.url, async (client) => {
      const tool = await postgresTool('pg_restore', await serverMajor(client), env);
      if (await holdsShop(client)) {
        if (!replace) {
          throw new ConfigError(
            `The database ${database.label} already holds a shop: restoring into it would mix two shops. ` +
              'Run `npm run restore -- FILE --replace` to drop what it holds first.',
          );
        }
        // Everything the shop keeps is in these two schemas (the job queue in pgboss).
        await client.query('drop schema if exists pgboss cascade; drop schema public cascade; create schema public');
      }
      return tool;
    });
    await runTool(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file], database.url);
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  try {
    if (!file || args.some((arg) => arg.startsWith('--') && arg !== '--replace')) {
      throw new ConfigError('Usage: npm run restore -- FILE [--replace]');
    }
    await restore(parseEnv(), file, { replace: args.includes('--replace') });
    console.log(`Restored ${file}.`);
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
