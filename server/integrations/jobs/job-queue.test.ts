import { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../../postgres/app-role.ts';
import { testDatabaseUrl, testOrm } from '../../test/database.ts';
import { JobQueue } from './job-queue.ts';

/**
 * Stopping an instance with a long job under way (a batch of share images runs for up to a minute):
 * the queue stops within its grace, whatever the job does, and the job is left for a later run
 * rather than counted as done. The process gives its whole stop 10 s (server/start.ts).
 */

const SLOW_JOB = 'test.slow';
const FAILING_JOB = 'test.failing';
let release: () => void = () => {};
afterAll(() => release());

describe('the job queue', () => {
  it('stops while a long job still runs, and leaves that job to run again', async () => {
    const orm = await testOrm();
    const queue = JobQueue.connect(testDatabaseUrl(), { error() {}, info() {} }, { JOB_SUPERVISE_SECONDS: 10 });
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    let finished = false;
    queue.define({
      name: SLOW_JOB,
      queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
      run: async () => {
        started();
        await new Promise<void>((resolve) => (release = resolve));
        finished = true;
      },
    });
    await queue.start({ work: true });
    await queue.send(orm.em.fork(), SLOW_JOB, {});
    await running;

    await queue.stop();
    expect(finished).toBe(false);

    // Read by a pg-boss of its own: the queue's closed with it.
    const boss = new PgBoss({ connectionString: testDatabaseUrl(), schema: JOB_SCHEMA, createSchema: false, supervise: false, schedule: false, registerInstance: false });
    boss.on('error', () => {});
    await boss.start();
    try {
      const [job] = await boss.findJobs(SLOW_JOB);
      expect(job?.state).toBe('retry');
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it('says a job that fails because the shop is stopping was cut short, not that it failed; a failure otherwise is an error', async () => {
    const orm = await testOrm();
    const logged: { level: string; message: string }[] = [];
    const queue = JobQueue.connect(
      testDatabaseUrl(),
      { error: (_fields, message) => logged.push({ level: 'error', message }), info: (_fields, message) => logged.push({ level: 'info', message }) },
      { JOB_SUPERVISE_SECONDS: 10 },
    );
    const running: (() => void)[] = [];
    let failJob: (error: Error) => void = () => {};
    queue.define({
      name: FAILING_JOB,
      queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
      run: () =>
        new Promise<void>((_resolve, reject) => {
          failJob = reject;
          running.shift()?.();
        }),
    });
    await queue.start({ work: true });
    const started = () => new Promise<void>((resolve) => running.push(resolve));

    // While the shop runs: an error.
    let begun = started();
    await queue.send(orm.em.fork(), FAILING_JOB, {});
    await begun;
    failJob(new Error('the print provider answered 500'));
    await expect.poll(() => logged).toEqual([{ level: 'error', message: 'job failed; it will be retried' }]);

    // While it stops, as when its database shuts down under the job: cut short.
    begun = started();
    await queue.send(orm.em.fork(), FAILING_JOB, {});
    await begun;
    const stopping = queue.stop();
    failJob(new Error('the database system is shutting down'));
    await stopping;
    expect(logged).toEqual([
      { level: 'error', message: 'job failed; it will be retried' },
      { level: 'info', message: 'job cut short by the shop stopping; it will run again' },
    ]);
  });
});
