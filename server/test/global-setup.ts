import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { initORM } from '../db.ts';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';
import { TEMPLATE_DATABASE } from './database-names.ts';

/**
 * One embedded PostgreSQL for the whole test run. The committed migrations are applied once to a
 * template database; each worker then clones it (CREATE DATABASE ... TEMPLATE), which is fast.
 */
export default async function setup(project: TestProject) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  const db = await startEmbeddedPostgres({ dir: path.join(scratch, 'cluster'), ephemeral: true });

  const admin = await initORM(db.url);
  await admin.em.getConnection().execute(`create database ${TEMPLATE_DATABASE}`);
  await admin.close();
  const template = await initORM(withDatabase(db.url, TEMPLATE_DATABASE));
  await template.close();
  // pg-boss installs its schema on start, as the app does; done once here, every clone has it.
  const boss = new PgBoss({ connectionString: withDatabase(db.url, TEMPLATE_DATABASE), schema: 'pgboss', supervise: false, schedule: false, registerInstance: false });
  await boss.start();
  await boss.stop({ graceful: false });

  project.provide('postgresUrl', db.url);
  return async () => {
    await db.stop();
    await rm(scratch, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
