import { PgBoss } from 'pg-boss';
import { JobQueue } from '../integrations/jobs/job-queue.ts';
import { JOB_SCHEMA } from '../postgres/app-role.ts';
import { testDatabaseUrl, testOrm } from './database.ts';

/**
 * pg-boss on the worker's database, one per test file (like the ORM): it only stores and hands out jobs.
 * Nothing polls or runs schedules: a test runs the queued jobs when it chooses, with `drain()`.
 */

const SILENT = { error() {}, info() {} };

let shared: Promise<PgBoss> | undefined;

/** The file's pg-boss itself, for a test that plays a part pg-boss plays in production (a forward, a worker). */
export function testBoss(): Promise<PgBoss> {
  shared ??= (async () => {
    // The worker's database is cloned on first use.
    await testOrm();
    const boss = new PgBoss({
      connectionString: testDatabaseUrl(),
      schema: JOB_SCHEMA,
      createSchema: false,
      max: 3,
      supervise: false,
      schedule: false,
      registerInstance: false,
    });
    boss.on('error', () => {});
    await boss.start();
    return boss;
  })();
  return shared;
}

/** A queue for one app or set of services, sharing the file's pg-boss; the test starts it (without workers). */
export async function testJobQueue(): Promise<JobQueue> {
  return new JobQueue(await testBoss(), SILENT, { ownsBoss: false });
}

export async function closeTestBoss(): Promise<void> {
  if (!shared) return;
  const boss = await shared;
  shared = undefined;
  await boss.stop({ graceful: false });
}
