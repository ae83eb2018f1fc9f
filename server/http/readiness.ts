import type { FastifyInstance } from 'fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { shopReads } from '../modules/common/index.ts';
import type { Services } from '../modules/request-scope.ts';

/**
 * GET /readyz: whether this instance can serve, and which outside services answer. Only the database
 * fails it (503): Stripe, the mail server and Printify being down hits every instance alike, so taking
 * instances out of the balancer would close the whole shop; they are reported instead ('degraded'),
 * and the calls that need them answer 503 or queue their work. /healthz (liveness) stays the database only.
 */

type State = 'up' | 'down' | 'not configured';

/** A provider's answer is kept this long, so frequent probes do not become calls to Stripe or Printify. */
const PROVIDER_CHECK_TTL_MS = 15_000;
/** However a provider's own timeouts are set, a probe waits no longer than this for it. */
const PROVIDER_CHECK_TIMEOUT_MS = 3_000;
/** No intent has this id: Stripe's 404 for it says Stripe answers; the demo knows it is not its own. */
const PROBE_INTENT_ID = 'pi_readiness_probe';

/**
 * Returns `drain`: from then on /readyz answers 503 'draining', so that a balancer that probes it
 * sends no new work here while the instance finishes what it has and stops (start.ts, on SIGTERM).
 * Requests that still arrive are answered 503 before anything is done for them, with the connection
 * closed: nginx (deploy/) takes that as its cue to send the request to the next instance, POSTs
 * included, and to leave this one alone until it is back, while requests already under way here
 * finish. /healthz still answers: the process is alive.
 */
export function readiness(app: FastifyInstance, orm: MikroORM, services: Services): { drain(): void } {
  let draining = false;
  app.addHook('onRequest', async (request, reply) => {
    if (!draining || request.url === '/healthz' || request.url === '/readyz') return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send({ message: 'This instance is restarting. Please try again.' });
  });
  const checks = {
    payments: cached(services, () => (services.payments.kind === 'demo' ? 'not configured' : reachable(() => services.payments.retrieveIntent(PROBE_INTENT_ID)))),
    mail: cached(services, () => reachable(() => services.mailer.check?.() ?? Promise.resolve())),
    printify: cached(services, () => (services.printify ? reachable(() => services.printify!.api.listWebhooks()) : 'not configured')),
  };

  app.get('/readyz', async (_request, reply) => {
    if (draining) return reply.code(503).send({ status: 'draining' });
    const database = await reachable(() => shopReads(orm.em.fork()).selectNoFrom((eb) => eb.lit(1).as('ok')).execute());
    const [payments, mail, printify] = await Promise.all([checks.payments(), checks.mail(), checks.printify()]);
    const providers = { payments, mail, printify };
    const degraded = Object.values(providers).includes('down');
    const status = database === 'down' ? 'unavailable' : degraded ? 'degraded' : 'ready';
    return reply.code(database === 'down' ? 503 : 200).send({ status, database, providers });
  });
  return {
    drain() {
      draining = true;
    },
  };
}

async function reachable(call: () => Promise<unknown>): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), PROVIDER_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([call(), late]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** The last answer while it is fresh (by the services' clock), one check at a time. */
function cached(services: Services, check: () => State | Promise<State>): () => Promise<State> {
  let last: { at: number; state: Promise<State> } | null = null;
  return () => {
    const now = services.clock().getTime();
    if (!last || now - last.at >= PROVIDER_CHECK_TTL_MS) last = { at: now, state: Promise.resolve(check()) };
    return last.state;
  };
}
