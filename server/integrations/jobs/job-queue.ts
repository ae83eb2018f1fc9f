import { setTimeout as delay } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fromKysely, PgBoss, type Job, type Queue } from 'pg-boss';
import { JOB_SCHEMA } from '../../postgres/app-role.ts';
import type { QueueCounts } from '../metrics.ts';

/**
 * Background work through pg-boss, a job queue in the shop's own PostgreSQL (DESIGN.md sections 1, 7):
 * e-mail, refunds, provider calls and scheduled sweeps. A job is written in the transaction that causes
 * it (`send(tx, …)`), so it exists exactly when what it announces was committed; any instance may work
 * it, pg-boss retries it with backoff when it throws, and a crash leaves it queued, never lost.
 *
 * The shop's code sees only this class: job definitions (name, retry policy, what to run), sending,
 * schedules, and for tests a `drain` that runs every ready job now, in the caller's process.
 */

/** How long stopping waits for running jobs (see JobQueue.stop). */
const STOP_GRACE_MS = 4000;

export interface JobLog {
  error(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
}

/** The attempt being run: pg-boss counts retries from 0. */
export interface JobAttempt {
  id: string;
  retryCount: number;
}

export interface JobDefinition<T extends object> {
  /** The queue's name; one queue per kind of job. */
  name: string;
  /**
   * Retries, expiry and retention for its jobs, and its policy ('singleton': one job at a time across
   * instances). Every queue here backs off (retryBackoff with a retryDelay of at least a second),
   * which `drain` relies on to finish.
   */
  queue: Omit<Queue, 'name'> & { retryDelay: number; retryBackoff: true };
  /** Runs one job; a throw fails this attempt and pg-boss retries it later. */
  run(data: T, attempt: JobAttempt): Promise<void>;
  /** How many of its jobs one instance runs at once. */
  concurrency?: number;
}

export interface DrainResult {
  completed: number;
  failed: { name: string; error: string }[];
}

/**
 * How soon the queue comes back to a job that did not finish, as the environment says
 * (docs/operations.md, "Configuration"). The defaults suit a shop; a test that kills a shop mid-job
 * sets both short, so the restarted one takes over the dead worker's jobs within seconds.
 */
export interface JobTiming {
  /** How often this instance looks for jobs whose worker stopped heartbeating or that ran out of time. */
  JOB_SUPERVISE_SECONDS: number;
  /** The first wait before a failed job runs again (backoff doubles it); undefined: each queue's own. */
  JOB_RETRY_DELAY_SECONDS?: number | undefined;
}

/** Workers poll this often when idle; a job sent while they sleep waits at most this long. */
const POLLING_INTERVAL_SECONDS = 1;

export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private readonly schedules = new Map<string, { cron: string; tz: string; catchUp: boolean }>();
  private working = false;
  private stopped = false;

  private readonly ownsBoss: boolean;
  private readonly retryDelaySeconds: number | undefined;

  constructor(
    private readonly boss: PgBoss,
    private readonly log: JobLog,
    {
      ownsBoss = true,
      retryDelaySeconds,
    }: {
      /** Whether stop() also stops pg-boss (and closes its pool): false when the boss is shared. */
      ownsBoss?: boolean;
      /** Replaces every queue's first retry delay (JOB_RETRY_DELAY_SECONDS). */
      retryDelaySeconds?: number | undefined;
    } = {},
  ) {
    this.ownsBoss = ownsBoss;
    this.retryDelaySeconds = retryDelaySeconds;
    // pg's errors carry their whole client: the message and code say enough.
    if (ownsBoss) boss.on('error', (error) => log.error({ error: error.message, code: (error as { code?: string }).code }, 'job queue error'));
  }

  /**
   * The production queue: its own small pool, supervising (expiring stuck jobs, deleting old finished
   * ones) and running the schedules, with every other instance on the same database.
   */
  static connect(connectionString: string, log: JobLog, { JOB_SUPERVISE_SECONDS, JOB_RETRY_DELAY_SECONDS }: JobTiming): JobQueue {
    const boss = new PgBoss({
      connectionString,
      schema: JOB_SCHEMA,
      // Made by the tables' owner and owned by the app's role, which may not create schemas (db.ts).
      createSchema: false,
      application_name: 'canvas-shop-jobs',
      max: 4,
      // A worker that died mid-job (kill -9, a lost machine) stops its heartbeat; the supervisor
      // notices within these intervals and the job runs again elsewhere.
      superviseIntervalSeconds: JOB_SUPERVISE_SECONDS,
      monitorIntervalSeconds: JOB_SUPERVISE_SECONDS,
    });
    return new JobQueue(boss, log, { retryDelaySeconds: JOB_RETRY_DELAY_SECONDS });
  }

  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.definitions.has(definition.name)) throw new Error(`The job ${definition.name} is defined twice`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition<object>);
  }

  /**
   * Sends the defined job `name` on a cron schedule (in UTC, or `tz`); pg-boss makes one job per tick
   * across instances. `catchUp`: a tick missed while no instance ran is sent once at the next start.
   */
  schedule(name: string, cron: string, { tz = 'UTC', catchUp = false }: { tz?: string; catchUp?: boolean } = {}): void {
    if (!this.definitions.has(name)) throw new Error(`Cannot schedule ${name}: it is not defined`);
    this.schedules.set(name, { cron, tz, catchUp });
  }

  /**
   * Queues a job as part of `em`'s transaction (or at once, outside one): it commits or rolls back
   * with the writes beside it. `startAfterSeconds` holds it back: for a job that finishes what the
   * request that sent it is about to do itself, should that request not get to the end.
   */
  async send<T extends object>(em: EntityManager, name: string, data: T, { startAfterSeconds }: { startAfterSeconds?: number } = {}): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`Cannot send ${name}: it is not defined`);
    await this.boss.send(name, data, { db: fromKysely(em.getKysely()), ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}) });
  }

  /**
   * Installs or upgrades pg-boss's schema, creates the queues and schedules, and, with `work`, starts
   * this instance's workers. Tests start without workers and `drain` instead.
   */
  async start({ work }: { work: boolean }): Promise<void> {
    await this.boss.start();
    for (const definition of this.definitions.values()) {
      const queue = this.retryDelaySeconds === undefined ? definition.queue : { ...definition.queue, retryDelay: this.retryDelaySeconds };
      await this.boss.createQueue(definition.name, queue);
      // createQueue leaves an existing queue as it was: bring its settings up to date (a policy stays).
      const { policy: _policy, partition: _partition, ...settings } = queue;
      await this.boss.updateQueue(definition.name, settings);
    }
    for (const [name, { cron, tz, catchUp }] of this.schedules) {
      await this.boss.schedule(name, cron, {}, { ...scheduledJobOptions(name), tz, missed: catchUp ? 'once' : 'skip' });
    }
    if (!work) return;
    for (const definition of this.definitions.values()) {
      await this.boss.work<object>(
        definition.name,
        { localConcurrency: definition.concurrency ?? 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
        async ([job]) => this.runOne(definition, job!),
      );
    }
    this.working = true;
  }

  /**
   * Runs every job that is ready now, in this process, until none is left, and says how it went.
   * Jobs fetched together run side by side, as a worker's would. Failed jobs are not run again here:
   * their retry waits for its backoff.
   */
  async drain(): Promise<DrainResult> {
    const result: DrainResult = { completed: 0, failed: [] };
    for (let ranAny = true; ranAny; ) {
      ranAny = false;
      for (const definition of this.definitions.values()) {
        const jobs = await this.boss.fetch<object>(definition.name, { batchSize: 20 });
        ranAny ||= jobs.length > 0;
        await Promise.all(
          jobs.map(async (job) => {
            const error = await this.settle(definition, job);
            if (error === null) result.completed += 1;
            else result.failed.push({ name: definition.name, error });
          }),
        );
      }
    }
    return result;
  }

  /**
   * Runs the jobs of `name` that are ready now, here, once, rather than when a worker next polls: for
   * work someone is waiting on (a sign-in code). A failure is retried by pg-boss as any other.
   */
  async runReady(name: string): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Cannot run ${name}: it is not defined`);
    const jobs = await this.boss.fetch<object>(name, { batchSize: definition.concurrency ?? 1 });
    await Promise.all(jobs.map((job) => this.settle(definition, job)));
  }

  /** Runs a fetched job and records how it went; the error's message when it failed, else null. */
  private async settle(definition: JobDefinition<object>, job: Job<object>): Promise<string | null> {
    try {
      await this.runOne(definition, job);
      await this.boss.complete(definition.name, job);
      return null;
    } catch (error) {
      await this.boss.fail(definition.name, job, { message: messageOf(error) });
      return messageOf(error);
    }
  }

  /** Each defined queue's jobs as they stand, for the metrics (the whole shop's: one queue in PostgreSQL). */
  async counts(): Promise<QueueCounts[]> {
    const queues = await this.boss.getQueues([...this.definitions.keys()]);
    return queues.map((queue) => ({ name: queue.name, queued: queue.queuedCount, active: queue.activeCount, failed: queue.failedCount }));
  }

  /**
   * Lets running jobs finish for up to STOP_GRACE_MS, then stops; pg-boss itself too when this queue
   * owns it. Bounded because a job may run for a minute (a batch of share images) and the process
   * gives its whole stop 10 s: pg-boss fails a job still running then, and runs it again after its
   * retry delay on whichever instance is up (what it already did is kept: a share image drawn stays).
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.ownsBoss) {
      // Stops every worker, waits for their jobs up to the grace, then fails what still runs.
      await this.boss.stop({ graceful: true, timeout: STOP_GRACE_MS });
    } else if (this.working) {
      // A shared boss stays up: only this queue's workers stop, waited for as long.
      const stopped = Promise.all([...this.definitions.keys()].map((name) => this.boss.offWork(name, { wait: true })));
      await Promise.race([stopped, delay(STOP_GRACE_MS, undefined, { ref: false })]);
    }
    this.working = false;
  }

  private async runOne(definition: JobDefinition<object>, job: Job<object>): Promise<void> {
    try {
      await definition.run(job.data, { id: job.id, retryCount: job.retryCount });
    } catch (error) {
      const fields = { job: definition.name, jobId: job.id, retryCount: job.retryCount };
      // Stopping cuts running jobs short (the database may go down under them): no fault, and they run again.
      if (this.stopped) this.log.info({ ...fields, error: messageOf(error) }, 'job cut short by the shop stopping; it will run again');
      else this.log.error({ ...fields, err: error }, 'job failed; it will be retried');
      throw error;
    }
  }
}

/**
 * How a schedule's tick is sent. pg-boss files each tick once across instances, but forwards it to the
 * job's queue through a job of its own; when that forward is replayed (its instance stopped or lost the
 * database between sending and completing it) the tick would be sent twice. A one-minute singleton
 * slot, the finest cron step, makes the replay a no-op.
 */
function scheduledJobOptions(name: string) {
  return { singletonKey: name, singletonSeconds: 60 };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
