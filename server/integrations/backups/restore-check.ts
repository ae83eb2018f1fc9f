import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { installedPostgres, runnablePostgres } from '../../postgres/binaries.ts';
import { postgresUser } from '../../postgres/postmaster.ts';
import { withClient } from '../../postgres/with-client.ts';
import { BackupError } from './backup-file.ts';
import type { BackedUpDatabase } from './backup-set.ts';
import { restoreBaseBackup, type PostgresInstall } from './cluster-restore.ts';
import { postgresTool, serverMajor } from './dump.ts';

const run = promisify(execFile);

/** The PostgreSQL the embedded cluster runs, as this process may run it (as `postgres` when root). */
export async function localPostgres(): Promise<PostgresInstall> {
  return { installDir: await runnablePostgres(await installedPostgres()), runAs: await postgresUser() };
}

/**
 * Proves a backup restores: a base backup is restored into a scratch cluster (in the system's
 * temporary folder, deleted after) and its shop's orders counted; a dump is read whole by pg_restore.
 * Says what it found; throws a BackupError when the backup does not restore.
 */
export async function checkByRestore(database: BackedUpDatabase, file: string): Promise<string> {
  if (database.kind === 'external') {
    const pgRestore = await postgresTool('pg_restore', await withClient(database.ownerUrl, serverMajor), database.tools);
    const { stdout } = await run(pgRestore, ['--list', file], { maxBuffer: 64 * 1024 * 1024 }).catch((error: { stderr?: string }) => {
      throw new BackupError(`pg_restore cannot read ${file}: ${error.stderr?.trim() ?? String(error)}`);
    });
    return `pg_restore read its ${stdout.split('\n').filter((line) => line && !line.startsWith(';')).length} entries`;
  }
  const scratch = await mkdtemp(path.join(tmpdir(), 'canvas-shop-restore-check-'));
  try {
    const { checked } = await restoreBaseBackup(file, scratch, {
      install: await localPostgres(),
      target: { until: 'backup-end' },
      check: async (client) => (await client.query<{ orders: number }>('select count(*)::integer as orders from orders')).rows[0]!.orders,
    });
    return `restored into a scratch cluster, holding ${checked} orders`;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
