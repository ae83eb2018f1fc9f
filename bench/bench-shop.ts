import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { buildApp, type App } from '../server/app.ts';
import { initORM, type DatabaseUrls } from '../server/db.ts';
import { startEmbeddedPostgres } from '../server/embedded-postgres.ts';
import { parseEnv } from '../server/env.ts';
import { JobQueue } from '../server/integrations/jobs/job-queue.ts';
import { createMailer, type Mailer } from '../server/integrations/mail.ts';
import type { PaymentProvider } from '../server/integrations/payments/index.ts';

export interface BenchShop {
  /** The production app on the throw-away database, not yet listening. */
  shop: App;
  orm: MikroORM;
  /** A bare pg pool on the same database as the tables' owner (it vacuums), for seeding and floors. */
  pool: pg.Pool;
  /** The throw-away cluster's addresses, for parts that seed databases of their own in it. */
  cluster: Required<DatabaseUrls>;
  /** Another production app like `shop`, on the given ORM (another database of the cluster). */
  appOn(orm: MikroORM): Promise<App>;
  /** Closes everything and deletes the database. */
  close(): Promise<void>;
}

/**
 * The shop as production runs it, on a throw-away embedded database with the migrations applied,
 * for a benchmark: `npm run bench`'s parts each start one.
 */
export async function startBenchShop({
  poolSize,
  payments,
  mailer: givenMailer,
  durable = false,
}: {
  poolSize: number;
  /**
   * The database as `npm start` runs it, every commit flushed to disk; by default a throw-away one
   * without flushes, as the tests run. A timing that a commit's flush can change needs it.
   */
  durable?: boolean;
  /** Stripe pointed at a stand-in, say; the demo otherwise. */
  payments?: PaymentProvider;
  /** Another mail server; the outbox otherwise. */
  mailer?: Mailer;
}): Promise<BenchShop> {
  process.env.NODE_ENV = 'production';
  const scratch = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  await chmod(scratch, 0o755);
  const db = await startEmbeddedPostgres({ dir: path.join(scratch, 'cluster'), ephemeral: !durable });
  const orm = await initORM(db);
  const pool = new pg.Pool({ connectionString: db.ownerUrl, max: poolSize });
  const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: scratch });
  const mailer = givenMailer ?? createMailer({ ...env, log: () => {} });
  const sessionSecret = randomBytes(32).toString('hex');
  // Each app defines its jobs on a queue of its own. The queue's schema is installed; nothing measured
  // queues work, so no workers run.
  const appOn = (appOrm: MikroORM) =>
    buildApp({ orm: appOrm, mailer, payments, jobs: JobQueue.connect(db.url, { error: () => {}, info: () => {} }, env), runJobs: false, config: env, sessionSecret, clientDir: null });
  const shop = await appOn(orm);
  return {
    shop,
    orm,
    pool,
    cluster: { url: db.url, ownerUrl: db.ownerUrl },
    appOn,
    async close() {
      await shop.close();
      mailer.close();
      await pool.end();
      await orm.close();
      // Closed pools hand their sockets back asynchronously; a server shutdown that overtakes them is an
      // unhandled 'error' on a pg client that nobody listens to any more.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await db.stop();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
