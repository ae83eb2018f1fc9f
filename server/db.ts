import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import config from '../mikro-orm.config.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
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
  /** Stops the embedded cluster; a no-op for a server given by DATABASE_URL. */
  stop(): Promise<void>;
}

/** DATABASE_URL (and DATABASE_OWNER_URL) when set, else an embedded PostgreSQL cluster under DATA_DIR/postgres. */
export async function databaseServer(
  env: { DATABASE_URL?: string | undefined; DATABASE_OWNER_URL?: string | undefined; DATA_DIR: string },
  log: (line: string) => void,
): Promise<DatabaseServer> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, ownerUrl: env.DATABASE_OWNER_URL, stop: async () => {} };
  const embedded = await startEmbeddedPostgres({ dir: path.join(env.DATA_DIR, 'postgres'), log });
  return { url: embedded.url, ownerUrl: embedded.ownerUrl, stop: embedded.stop };
}

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
