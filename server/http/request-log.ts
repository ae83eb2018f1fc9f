import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One structured log line per request, written when it completes (Fastify's default writes two).
 * Only method, path, status and timing: never headers, cookies or bodies.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
