import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import config from '../../mikro-orm.config.ts';
import { TEMPLATE_DATABASE, workerDatabase } from './database-names.ts';
import { withDatabase } from './global-setup.ts';

/**
 * The worker's own database, cloned from the migrated template the first time a test file in
 * this worker asks for it. Tests in a file share it; `resetDatabase` empties it between tests.
 * The ORM and the job queue connect as the app's role, as the shop does; the superuser, who owns the
 * tables, makes the database and empties it.
 */

let orm: Promise<MikroORM> | undefined;
let owner: Promise<pg.Client> | undefined;

/** The cluster's default database as its superuser: for making databases. */
export function postgresUrl(): string {
  return inject('postgresUrl');
}

/** A database of the test cluster as the app's role (the shop's DATABASE_URL) and as its owner (DATABASE_OWNER_URL). */
export function databaseUrls(database: string): { url: string; ownerUrl: string } {
  return { url: withDatabase(inject('appPostgresUrl'), database), ownerUrl: withDatabase(postgresUrl(), database) };
}

/** The worker's database as the app's role: what the shop under test connects as. */
export function testDatabaseUrl(): string {
  return databaseUrls(workerDatabase()).url;
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

/** One connection to the worker's database as its owner, for what the app's role may not do. */
export function ownerClient(): Promise<pg.Client> {
  owner ??= testOrm().then(async () => {
    const client = new pg.Client({ connectionString: databaseUrls(workerDatabase()).ownerUrl });
    await client.connect();
    return client;
  });
  return owner;
}

export async function closeTestOrm(): Promise<void> {
  const [current, client] = [orm, owner];
  orm = owner = undefined;
  await (await client)?.end();
  await (await current)?.close();
}

/** Empties every table (and restarts ids), keeping the schema and the migrations table; the job queue too. */
export async function resetDatabase(): Promise<void> {
  const client = await ownerClient();
  const { rows: tables } = await client.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations'",
  );
  // The audit trail refuses TRUNCATE by a trigger (audit/admin-audit.entity.ts); the superuser's replica role skips triggers.
  const names = tables.map((table) => `"${table.tablename}"`).join(', ');
  await client.query(
    `begin; delete from pgboss.job; set local session_replication_role = replica; truncate ${names} restart identity cascade; commit;`,
  );
}
