import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import config from '../../mikro-orm.config.ts';
import { TEMPLATE_DATABASE, workerDatabase } from './database-names.ts';
import { withDatabase } from './global-setup.ts';

/**
 * The worker's own database, cloned from the migrated template the first time a test file in
 * this worker asks for it. Tests in a file share it; `resetDatabase` empties it between tests.
 */

let orm: Promise<MikroORM> | undefined;

export function postgresUrl(): string {
  return inject('postgresUrl');
}

export function testDatabaseUrl(): string {
  return withDatabase(postgresUrl(), workerDatabase());
}

async function ensureWorkerDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [workerDatabase()]);
    if (!rowCount) await client.query(`create database ${workerDatabase()} template ${TEMPLATE_DATABASE}`);
  } finally {
    await client.end();
  }
}

export function testOrm(): Promise<MikroORM> {
  orm ??= ensureWorkerDatabase().then(() =>
    MikroORM.init({ ...config, clientUrl: testDatabaseUrl(), pool: { min: 0, max: 30 } }),
  );
  return orm;
}

export async function closeTestOrm(): Promise<void> {
  if (!orm) return;
  const current = await orm;
  orm = undefined;
  await current.close();
}

/** Empties every table (and restarts ids), keeping the schema and the migrations table; the job queue too. */
export async function resetDatabase(): Promise<void> {
  const { em } = await testOrm();
  await em.getConnection().execute('delete from pgboss.job');
  const tables = await em
    .getConnection()
    .execute<{ tablename: string }[]>(
      "select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations'",
    );
  if (tables.length === 0) return;
  // The audit trail refuses TRUNCATE by a trigger (audit/admin-audit.entity.ts); a superuser's replica role skips triggers.
  const names = tables.map((table) => `"${table.tablename}"`).join(', ');
  await em
    .getConnection()
    .execute(`begin; set local session_replication_role = replica; truncate ${names} restart identity cascade; commit;`);
}
