import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { takeHits, type LimitWindow } from '../modules/common/rate-limit-counters.ts';

/**
 * A preHandler that lets each client IP (the visitor's, through TRUST_PROXY) make `window.limit`
 * requests per window, counted in PostgreSQL like every other limit, so several instances enforce one
 * limit between them; past it, a 429 with Retry-After and a message that says what was asked too often.
 */
export function ipLimit(app: FastifyInstance, name: string, window: LimitWindow, what: string) {
  return async function limit(request: FastifyRequest, reply: FastifyReply) {
    let result;
    try {
      result = await takeHits(app.orm.em.fork(), [{ name, subject: request.ip, window }], app.services.clock());
    } catch (error) {
      // The limit protects the database; while it cannot be reached there is nothing to protect.
      request.log.error({ err: error, limit: name }, 'rate limit: database unreachable, request served unlimited');
      return;
    }
    if (result.taken) return;
    const seconds = Math.ceil(result.retryAfterMs / 1000);
    return reply
      .code(429)
      .header('retry-after', String(seconds))
      .send({ message: `Too many ${what} requested. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.` });
  };
}
