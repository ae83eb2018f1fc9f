import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { MikroORM } from '@mikro-orm/postgresql';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Env } from './env.ts';
import type { Mailer } from './integrations/mail.ts';
import type { PaymentProvider } from './integrations/payments/index.ts';
import { clientApp } from './http/client-app.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { sameOriginGuard, securityHeaders } from './http/security.ts';
import { purgeExpiredCodes } from './modules/auth/auth.service.ts';
import { purgeExpiredSessions } from './modules/session/session.store.ts';
import { authRoutes } from './rest/auth.ts';
import { cartRoutes } from './rest/cart.ts';
import { checkoutRoutes, stripeWebhookRoute } from './rest/checkout.ts';
import { catalogueRoutes } from './rest/catalogue.ts';
import { locationRoutes } from './rest/location.ts';
import type { Clock } from './modules/common/clock.ts';
import type { Services } from './modules/request-scope.ts';
import { createServices } from './services.ts';
import { createContext } from './trpc/context.ts';
import { appRouter, type AppRouter } from './trpc/root.ts';

export type AppConfig = Pick<
  Env,
  | 'NODE_ENV'
  | 'ADMIN_EMAILS'
  | 'TRUST_PROXY'
  | 'LOG_LEVEL'
  | 'SUPPORT_EMAIL'
  | 'GEO_COUNTRY_HEADER'
  | 'GEO_REGION_HEADER'
  | 'SANCTIONED_COUNTRIES'
  | 'SANCTIONED_REGIONS'
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
  /** createPaymentProvider(env, { sessionSecret }); without one, a demo keyed for this process only. */
  payments?: PaymentProvider;
  /** Tests pass their own clock to step past code expiry. */
  clock?: Clock;
  /** Development without SMTP: log sign-in codes so a newcomer can sign in. */
  logSignInCodes?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
    config: AppConfig;
    services: Services;
  }
}

const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Builds the whole shop as a Fastify instance. It never listens: server/main.ts does, tests inject. */
export async function buildApp({
  orm,
  config,
  sessionSecret,
  clientDir,
  logger,
  mailer,
  payments,
  clock,
  logSignInCodes,
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
  const services = createServices({ mailer, payments, clock, supportEmail: config.SUPPORT_EMAIL, log: app.log, logSignInCodes });
  app.decorate('services', services);

  await securityHeaders(app);
  await app.register(cookie, { secret: sessionSecret });
  await app.register(rateLimit, { global: false });
  sameOriginGuard(app);

  app.get('/healthz', async (request, reply) => {
    // MikroORM's own probe: a `select 1` on the pool.
    const check = await orm.checkConnection();
    if (check.ok) return { status: 'ok' };
    request.log.error({ err: check.error, reason: check.reason }, 'health check: database unreachable');
    return reply.code(503).send({ status: 'unavailable', message: 'The database is not reachable.' });
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await app.register(catalogueRoutes);
  await app.register(authRoutes);
  await app.register(locationRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(stripeWebhookRoute);
  await clientApp(app, clientDir);

  // Expired sessions, sign-in codes and pending sign-ups are useless rows: cleared at start and hourly.
  const purge = () =>
    Promise.all([purgeExpiredSessions(orm.em.fork()), purgeExpiredCodes(orm.em.fork(), services.clock())]).catch(
      (error: unknown) => app.log.warn({ err: error }, 'purge of expired sessions and codes failed'),
    );
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    purgeTimer = setInterval(purge, SESSION_PURGE_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
