import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import config from '../mikro-orm.config.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts';
import type { Env } from './env.ts';
import type { BackedUpDatabase } from './integrations/backups/index.ts';
import { grantAppRole, JOB_SCHEMA, roleOf, type RunSql } from './postgres/app-role.ts';

/** Where the shop's database is, and as whom (postgres/app-role.ts). */
export interface DatabaseUrls {
  /** The shop's connections (the ORM, the job queue): the app's role. */
  url: string;
  /**
   * The tables' owner, who runs the migrations and grants the app's role its rights; undefined when
   * DATABASE_URL is given without DATABASE_OWNER_URL: then one role does both, and owns the tables.
   */
  ownerUrl?: string | undefined;
}

export interface DatabaseServer extends DatabaseUrls {
  /** How a backup reaches it, and the WAL archive it keeps (the embedded cluster with WAL_ARCHIVE). */
  backups: { database: BackedUpDatabase; walArchive: string | undefined };
  /** Stops the embedded cluster; a no-op for a server given by DATABASE_URL. */
  stop(): Promise<void>;
}

type DatabaseSettings = Pick<Env, 'DATABASE_URL' | 'DATABASE_OWNER_URL' | 'DATA_DIR' | 'BACKUP_DIR' | 'WAL_ARCHIVE' | 'PG_BIN_DIR'>;

/** DATABASE_URL (and DATABASE_OWNER_URL) when set, else an embedded PostgreSQL cluster under DATA_DIR/postgres. */
export async function databaseServer(env: DatabaseSettings, log: (line: string) => void): Promise<DatabaseServer> {
  if (env.DATABASE_URL) {
    return { url: env.DATABASE_URL, ownerUrl: env.DATABASE_OWNER_URL, backups: externalBackups(env), stop: async () => {} };
  }
  const embedded = await startEmbeddedPostgres({ dir: path.join(env.DATA_DIR, 'postgres'), log, archiveTo: env.WAL_ARCHIVE ? env.BACKUP_DIR : undefined });
  return { url: embedded.url, ownerUrl: embedded.ownerUrl, backups: embeddedBackups(embedded), stop: embedded.stop };
}

/** How a backup reaches a database given by DATABASE_URL: pg_dump, as the tables' owner (DATABASE_OWNER_URL, else DATABASE_URL's role). */
export const externalBackups = (env: Pick<Env, 'DATABASE_URL' | 'DATABASE_OWNER_URL' | 'PG_BIN_DIR'>) => ({
  database: { kind: 'external' as const, ownerUrl: (env.DATABASE_OWNER_URL ?? env.DATABASE_URL)!, tools: { PG_BIN_DIR: env.PG_BIN_DIR } },
  walArchive: undefined,
});

/** How a backup reaches an embedded cluster (one this process started, or a running shop's): its files, as its superuser. */
export const embeddedBackups = (embedded: Pick<EmbeddedDatabase, 'clusterDir' | 'ownerUrl' | 'passwordFiles' | 'walArchive'>) => ({
  database: { kind: 'embedded' as const, clusterDir: embedded.clusterDir, ownerUrl: embedded.ownerUrl, passwordFiles: embedded.passwordFiles },
  walArchive: embedded.walArchive,
});

/** SQL text run on the ORM's connection. */
export const sqlOn = (orm: MikroORM): RunSql => (text) => orm.em.getConnection().execute(text);

/**
 * Brings the schema up to date with the committed migrations, as the tables' owner, who then grants
 * the app's role its rights; and connects the ORM as the app.
 */
export async function initORM({ url, ownerUrl }: DatabaseUrls, logger: (message: string) => void = () => {}): Promise<MikroORM> {
  const owner = await MikroORM.init({ ...config, clientUrl: ownerUrl ?? url, logger, pool: { min: 0, max: 1 } });
  try {
    await owner.migrator.up();
    // pg-boss installs itself into its schema (as the app's role, which may not create schemas).
    if (ownerUrl) await grantAppRole(sqlOn(owner), roleOf(url));
    else await sqlOn(owner)(`create schema if not exists ${JOB_SCHEMA}`);
  } finally {
    await owner.close();
  }
  return MikroORM.init({ ...config, clientUrl: url, logger, pool: { min: 0, max: 10 } });
}
