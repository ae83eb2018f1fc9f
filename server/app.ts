import cookie from '@fastify/cookie';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Env } from './env.ts';
import type { JobQueue } from './integrations/jobs/job-queue.ts';
import type { Mailer } from './integrations/mail.ts';
import type { PaymentProvider } from './integrations/payments/index.ts';
import type { Printify } from './integrations/printify/index.ts';
import { clientApp } from './http/client-app.ts';
import { shareImageRoutes } from './http/share-images.ts';
import { shoppingFeedRoutes } from './http/shopping-feed.ts';
import { sitemapRoutes } from './http/sitemaps.ts';
import { compression } from './http/compression.ts';
import { errorReplies } from './http/error-reply.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { sameOriginGuard, securityHeaders } from './http/security.ts';
import { defineJobs } from './jobs.ts';
import { backupStatus, type BackupSetup } from './modules/backups/index.ts';
import { PUBLISHING_SWEEP_JOB } from './modules/printify/index.ts';
import { authRoutes } from './rest/auth.ts';
import { cartRoutes } from './rest/cart.ts';
import { wishlistRoutes } from './rest/wishlist.ts';
import { giftCardRoutes } from './rest/gift-cards.ts';
import { unsubscribeRoute } from './rest/unsubscribe.ts';
import { checkoutRoutes, stripeWebhookRoute } from './rest/checkout.ts';
import { adminRoutes } from './rest/admin.ts';
import { contactRoutes } from './rest/contact.ts';
import { catalogueRoutes } from './rest/catalogue.ts';
import { locationRoutes } from './rest/location.ts';
import { printifyRoutes, printifyWebhookRoute } from './rest/printify.ts';
import { metricsRoute } from './http/metrics.ts';
import { warnOfUntrustedProxy } from './http/proxy-warning.ts';
import { readiness } from './http/readiness.ts';
import { adminAuditCsvRoute } from './rest/admin-audit-csv.ts';
import { adminCustomersCsvRoute } from './rest/admin-customers-csv.ts';
import { adminOrdersCsvRoute } from './rest/admin-orders-csv.ts';
import { productImageRoutes } from './rest/product-images.ts';
import { roomModelRoutes } from './rest/room-models.ts';
import { zoomRoutes } from './rest/zoom.ts';
import { returnRoutes } from './rest/returns.ts';
import { UPLOAD_LIMITS, UploadGate, type UploadLimits } from './rest/upload-gate.ts';
import { reviewRoutes } from './rest/reviews.ts';
import { shopReads, type Clock } from './modules/common/index.ts';
import type { Services } from './modules/request-scope.ts';
import type { DrawingLimits } from './modules/share-images/index.ts';
import { createServices } from './services.ts';
import { trpcOverHttp } from './trpc/http.ts';

export type AppConfig = Pick<
  Env,
  | 'NODE_ENV'
  | 'ADMIN_EMAILS'
  | 'SUPPORT_EMAILS'
  | 'TRUST_PROXY'
  | 'LOG_LEVEL'
  | 'SUPPORT_EMAIL'
  | 'PUBLIC_URL'
  | 'ABANDONED_CHECKOUT_DELAY_SECONDS'
  | 'GEO_COUNTRY_HEADER'
  | 'GEO_REGION_HEADER'
  | 'SANCTIONED_COUNTRIES'
  | 'SANCTIONED_REGIONS'
  | 'METRICS_TOKEN'
>;

export interface AppOptions {
  orm: MikroORM;
  config: AppConfig;
  /** Signs the session cookie. */
  sessionSecret: string;
  /** The built client (Vite's output), or null to serve the API only. */
  clientDir: string | null;
  logger?: FastifyServerOptions['logger'];
  mailer: Mailer;
  /** The job queue on the shop's database (JobQueue.connect); the app defines its jobs and starts it when ready. */
  jobs: JobQueue;
  /** Whether this process works the queue; tests leave it off and drain the queue themselves. Default true. */
  runJobs?: boolean;
  /** createPaymentProvider(env, { sessionSecret }); without one, a demo keyed for this process only. */
  payments?: PaymentProvider;
  /** createPrintify(env, { sessionSecret }); without one, the print-provider calls say it is not configured. */
  printify?: Printify | null;
  /** Tests pass their own clock to step past code expiry. */
  clock?: Clock;
  /** Development without SMTP: log sign-in codes so a newcomer can sign in. */
  logSignInCodes?: boolean;
  /** How many uploads at once and how long each may take (upload-gate.ts); tests shorten the times. */
  uploadLimits?: UploadLimits;
  /** How many share images this instance draws at once (modules/share-images/drawing-slots.ts); from its cores by default. */
  shareImageLimits?: DrawingLimits;
  /** The nightly backup (modules/backups): where it goes and what it keeps; none by default (tests). */
  backups?: BackupSetup | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
    config: AppConfig;
    services: Services;
    /** From now on /readyz fails (503 'draining'): the instance is about to stop (start.ts, on SIGTERM). */
    drain(): void;
  }
}

/** Builds the whole shop as a Fastify instance. It never listens: server/main.ts does, tests inject. */
export async function buildApp({
  orm,
  config,
  sessionSecret,
  clientDir,
  logger,
  mailer,
  jobs,
  runJobs = true,
  payments,
  printify,
  clock,
  logSignInCodes,
  uploadLimits,
  shareImageLimits,
  backups,
}: AppOptions) {
  const app = Fastify({
    logger: logger ?? false,
    logController: new OneLinePerRequest(),
    trustProxy: config.TRUST_PROXY,
    // tRPC batches several calls into one URL.
    routerOptions: { maxParamLength: 5000 },
  });

  app.decorate('orm', orm);
  app.decorate('config', config);
  const services = createServices({
    mailer,
    jobs,
    payments,
    printify,
    clock,
    clientDir,
    shareImageLimits,
    supportEmail: config.SUPPORT_EMAIL,
    publicUrl: config.PUBLIC_URL,
    abandonedCheckoutDelaySeconds: config.ABANDONED_CHECKOUT_DELAY_SECONDS,
    log: app.log,
    logSignInCodes,
    backups,
  });
  app.decorate('services', services);
  defineJobs(jobs, { orm, services });

  errorReplies(app);
  warnOfUntrustedProxy(app);
  securityHeaders(app);
  await compression(app);
  await app.register(cookie, { secret: sessionSecret });
  sameOriginGuard(app);

  app.get('/healthz', async (request, reply) => {
    // A `select 1` through the pool. Not orm.checkConnection(): it answers 'not established' until
    // the pool's first query, which a freshly started instance may not have made yet.
    try {
      await shopReads(orm.em.fork()).selectNoFrom((eb) => eb.lit(1).as('ok')).execute();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });

  app.decorate('drain', readiness(app, orm, services).drain);
  if (config.METRICS_TOKEN) {
    const pool = await orm.em.getConnection().getNativeClient();
    services.metrics.observe({
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      queues: () => jobs.counts(),
      shareImageDrawings: () => services.shareImages.counts(),
      backupAgeSeconds: async () => (await backupStatus(orm.em.fork(), services.clock())).ageSeconds,
    });
  }
  metricsRoute(app, services.metrics, config.METRICS_TOKEN);

  await app.register(trpcOverHttp, { prefix: '/trpc' });
  await app.register(catalogueRoutes);
  await app.register(authRoutes);
  await app.register(locationRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(giftCardRoutes);
  await app.register(unsubscribeRoute);
  await app.register(checkoutRoutes);
  await app.register(contactRoutes);
  await app.register(stripeWebhookRoute);
  await app.register(printifyRoutes);
  await app.register(printifyWebhookRoute);
  // One gate for every photo upload: what it bounds (memory, sockets) is this instance's, whichever form sends them.
  const uploads = new UploadGate(uploadLimits ?? UPLOAD_LIMITS);
  await app.register(returnRoutes, { gate: uploads });
  await app.register(reviewRoutes, { gate: uploads });
  await app.register(productImageRoutes);
  await app.register(roomModelRoutes);
  await app.register(zoomRoutes);
  await app.register(adminOrdersCsvRoute);
  await app.register(adminAuditCsvRoute);
  await app.register(adminCustomersCsvRoute);
  await app.register(adminRoutes);
  await app.register(sitemapRoutes);
  await app.register(shoppingFeedRoutes);
  await app.register(shareImageRoutes);
  await clientApp(app, clientDir);

  // Background work (mail, refunds, expiring holds, scheduled purges) starts once the app is ready and
  // stops with it, letting jobs under way finish.
  app.addHook('onReady', async () => {
    await jobs.start({ work: runJobs });
    // The publishing sweep also runs at start: a product left locked while the shop was down waits no
    // longer than it takes to boot (its schedule runs it every 10 minutes after).
    if (runJobs && printify) await jobs.send(orm.em.fork(), PUBLISHING_SWEEP_JOB, {});
  });
  app.addHook('onClose', () => jobs.stop());

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
