import { buildApp } from './app.ts';
import { buildClient, CLIENT_DIST, clientBuildIsStale } from './client-build.ts';
import { databaseServer, initORM, sqlOn } from './db.ts';
import { ConfigError, parseEnv } from './env.ts';
import { JobQueue } from './integrations/jobs/job-queue.ts';
import { createMailer } from './integrations/mail.ts';
import { createPaymentProvider } from './integrations/payments/index.ts';
import { createPrintify } from './integrations/printify/index.ts';
import { auditTrailExposure } from './postgres/app-role.ts';
import { DatabaseInUseError } from './postgres/leftover-postmaster.ts';
import { drawShareImagesAhead } from './modules/share-images/index.ts';
import { makeZoomsAhead } from './modules/artwork/index.ts';
import { seedDemoCatalogue } from './seed/demo-seed.ts';
import { sessionSecret } from './session-secret.ts';

/** When the demo's zooms are made after a fresh start: past a Lighthouse run's pages (see below). */
const DEMO_ZOOMS_AFTER_SECONDS = 15 * 60;

/**
 * Starts the shop: config, database, migrations, demo data, client build, then listen.
 * `npm start` serves the built client; `npm run dev` leaves the client to Vite.
 */
export async function startShop({ serveClient }: { serveClient: boolean }) {
  let env;
  let secret;
  let payments;
  let database;
  try {
    env = parseEnv();
    secret = await sessionSecret(env);
    // Before the database starts: a half-configured Stripe stops the shop here, with nothing to clean up.
    payments = createPaymentProvider(env, { sessionSecret: secret });
    database = await databaseServer(env, () => {});
  } catch (error) {
    // What the operator must fix is said in a line, without a stack trace.
    if (!(error instanceof ConfigError || error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const orm = await initORM(database);
  const auditExposure = await auditTrailExposure(sqlOn(orm));
  const seeded = env.SEED_DEMO ? await seedDemoCatalogue(orm.em.fork()) : [];

  if (serveClient && (await clientBuildIsStale())) {
    console.log('Building the client (first start, or its sources changed)...');
    await buildClient();
  }

  // Logs through the app's logger once it exists; the mailer and the queue are built first because the app needs them.
  let log: (fields: Record<string, unknown>, message: string) => void = () => {};
  let logError: (fields: Record<string, unknown>, message: string) => void = (fields, message) => console.error(message, fields);
  const mailer = createMailer({ ...env, log: (fields, message) => log(fields, message) });
  const jobs = JobQueue.connect(database.url, { error: (fields, message) => logError(fields, message), info: (fields, message) => log(fields, message) }, env);

  const app = await buildApp({
    orm,
    mailer,
    jobs,
    payments,
    printify: createPrintify(env, { sessionSecret: secret }),
    logSignInCodes: env.NODE_ENV === 'development' && !env.SMTP_URL,
    config: env,
    sessionSecret: secret,
    clientDir: serveClient ? CLIENT_DIST : null,
    backups: {
      ...database.backups,
      dir: env.BACKUP_DIR,
      at: env.BACKUP_AT,
      keep: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY },
      alertTo: env.ADMIN_EMAILS,
    },
    logger: {
      level: env.LOG_LEVEL,
      // Never log credentials, even at debug level.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  });
  log = (fields, message) => app.log.info(fields, message);
  logError = (fields, message) => app.log.error(fields, message);
  if (env.DATABASE_URL && !env.SESSION_SECRET) {
    // Several instances on one database, each with its own DATA_DIR, would each sign sessions with its own secret.
    app.log.warn(
      `SESSION_SECRET is not set: this instance signs sessions with the secret in ${env.DATA_DIR}. With several instances on DATABASE_URL, ` +
        'set SESSION_SECRET to one value for all of them, or a shopper is signed out whenever the proxy sends them to another.',
    );
  }
  if (auditExposure) {
    // DATABASE_URL alone: the one role runs the migrations, so it owns the tables (postgres/app-role.ts).
    app.log.warn(
      `The audit trail is not protected: ${auditExposure}, so the shop's own connection could switch off admin_audit's ` +
        'append-only trigger and rewrite its rows. Give the shop a role of its own in DATABASE_URL and the tables\' owner ' +
        'in DATABASE_OWNER_URL (deploy/README.md).',
    );
  }
  if (payments.kind === 'stripe' && !env.STRIPE_WEBHOOK_SECRET) {
    // Orders are still made by the browser's POST, but an ACH debit that clears later, or a shopper
    // who closes the tab after paying, needs the webhook.
    app.log.warn('Stripe is configured without STRIPE_WEBHOOK_SECRET: webhooks will be refused (400).');
  }
  app.addHook('onClose', async () => {
    // The queue first (it may still be sending mail), whatever order Fastify runs the hooks in.
    await jobs.stop();
    mailer.close();
    await orm.close();
    await database.stop();
  });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      // A rolling restart: first /readyz fails, so a balancer that probes it stops sending work here;
      // after SHUTDOWN_DRAIN_SECONDS the port closes (a proxy then tries the next instance), requests in
      // flight finish, the queue's workers get a few seconds to finish their current job (JobQueue.stop),
      // and the ORM and the embedded database close. Given up after 10 s more.
      // Ctrl-C in a terminal (SIGINT) stops at once.
      const drainSeconds = signal === 'SIGTERM' ? env.SHUTDOWN_DRAIN_SECONDS : 0;
      app.drain();
      app.log.info({ signal, drainSeconds }, 'shutting down');
      setTimeout(() => {
        app.log.error({ drainSeconds }, 'shutdown did not finish within 10 s of the drain; exiting');
        process.exit(1);
      }, (drainSeconds + 10) * 1000).unref();
      const drained = new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
      drained.then(() => app.close()).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: env.PORT, host: env.HOST });
  // The demo's share images are drawn now, in the background, rather than by the first visitors who
  // share a print; from the built client's artwork, which `npm run dev` does not serve.
  if (serveClient) await drawShareImagesAhead(orm.em.fork(), jobs, seeded);
  // The demo's zooms (its SVGs drawn at 2,048 px and cut into tiles: 2-13 s of a core each, 4 minutes for
  // the catalogue) are made by a job held back DEMO_ZOOMS_AFTER_SECONDS: a fresh shop's first minutes
  // (what bench/lighthouse.ts measures) stay free of that work, and until then a print's zoom is made
  // when a shopper first opens it.
  await makeZoomsAhead(orm.em.fork(), jobs, seeded, { startAfterSeconds: DEMO_ZOOMS_AFTER_SECONDS });
  return app;
}
