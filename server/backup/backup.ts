import path from 'node:path';
import { ConfigError, parseEnv } from '../env.ts';
import { backupFile, takeBackup } from '../integrations/backups/index.ts';
import { DatabaseInUseError } from '../postgres/leftover-postmaster.ts';
import { openDatabase, type DatabaseSettings } from './database-access.ts';

/**
 * `npm run backup [-- FILE]`: a backup of the shop's whole database (the return photos and sessions
 * in it) to FILE or BACKUP_DIR, while the shop runs or not: a base backup of the embedded cluster
 * (canvas-shop-<time>.tar.gz), or a pg_dump of DATABASE_URL's (.dump), each with FILE.sha256 beside
 * it. Prints the file's path as its last line, for scripts.
 */

export async function backup(env: DatabaseSettings, file: string | undefined): Promise<string> {
  const database = await openDatabase(env, { create: false });
  try {
    const target = file ? path.resolve(file) : backupFile(env.BACKUP_DIR, database.backups.database, new Date());
    return (await takeBackup(database.backups.database, target)).file;
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
