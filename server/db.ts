import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import config from '../mikro-orm.config.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

export interface DatabaseServer {
  url: string;
  /** Stops the embedded cluster; a no-op for a server given by DATABASE_URL. */
  stop(): Promise<void>;
}

/** DATABASE_URL when set, else an embedded PostgreSQL cluster under DATA_DIR/postgres. */
export async function databaseServer(
  env: { DATABASE_URL?: string | undefined; DATA_DIR: string },
  log: (line: string) => void,
): Promise<DatabaseServer> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => {} };
  const embedded = await startEmbeddedPostgres({ dir: path.join(env.DATA_DIR, 'postgres'), log });
  return { url: embedded.url, stop: embedded.stop };
}

/** Connects the ORM and brings the schema up to date with the committed migrations. */
export async function initORM(url: string, logger: (message: string) => void = () => {}): Promise<MikroORM> {
  const orm = await MikroORM.init({ ...config, clientUrl: url, logger, pool: { min: 0, max: 10 } });
  try {
    await orm.migrator.up();
  } catch (error) {
    await orm.close();
    throw error;
  }
  return orm;
}
