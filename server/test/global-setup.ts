import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { initORM } from '../db.ts';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';
import { JOB_SCHEMA } from '../postgres/app-role.ts';
import { withClient } from '../postgres/with-client.ts';
import { TEMPLATE_DATABASE } from './database-names.ts';

/**
 * One embedded PostgreSQL for the whole test run. The committed migrations are applied once to a
 * template database, by its superuser, who grants the app's role its rights as the shop does at
 * start; each worker then clones it (CREATE DATABASE ... TEMPLATE, grants included), which is fast.
 * The shop under test connects as the app's role, as it does in production, so every test shows its
 * rights are enough; the superuser only makes and empties the databases.
 */
export default async function setup(project: TestProject) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  const db = await startEmbeddedPostgres({ dir: path.join(scratch, 'cluster'), ephemeral: true });

  await withClient(db.ownerUrl, (admin) => admin.query(`create database ${TEMPLATE_DATABASE}`));
  const template = { url: withDatabase(db.url, TEMPLATE_DATABASE), ownerUrl: withDatabase(db.ownerUrl, TEMPLATE_DATABASE) };
  await (await initORM(template)).close();
  // pg-boss installs its schema on start, as the app does; done once here, every clone has it.
  const boss = new PgBoss({ connectionString: template.url, schema: JOB_SCHEMA, createSchema: false, supervise: false, schedule: false, registerInstance: false });
  await boss.start();
  await boss.stop({ graceful: false });

  project.provide('postgresUrl', db.ownerUrl);
  project.provide('appPostgresUrl', db.url);
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
    /** The cluster's default database as its superuser, who owns the tables. */
    postgresUrl: string;
    /** The same as the app's role (postgres/app-role.ts), which the shop under test connects as. */
    appPostgresUrl: string;
  }
}
