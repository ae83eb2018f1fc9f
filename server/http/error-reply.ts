import type { FastifyInstance } from 'fastify';
import { INTERNAL_MESSAGE } from '../trpc/errors.ts';

/**
 * Failures no route answered itself (a body Fastify could not parse, a plugin that threw) as JSON
 * `{ message }`. Fastify's own handler would send a 5xx's message, which can be anything, to the client.
 */
export function errorReplies(app: FastifyInstance) {
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message: INTERNAL_MESSAGE });
  });
}
