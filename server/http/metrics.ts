import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ShopMetrics } from '../integrations/metrics.ts';

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN
 * (`Authorization: Bearer <token>`). Without the token configured it answers 404 (as an unknown API
 * path does, rather than the page), so a shop is never measured from outside by default; a wrong or missing
 * token is a 401. Every request's time is recorded by its route pattern, never its raw URL, so
 * neither ids nor made-up paths grow the metrics.
 */
export function metricsRoute(app: FastifyInstance, metrics: ShopMetrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requests.observe({ method: request.method, route: routeOf(request), status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    if (!token) return reply.code(404).send({ message: 'No such path: GET /metrics' });
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'A valid METRICS_TOKEN bearer token is required.' });
    }
    const { contentType, body } = await metrics.text();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}

/** Routes by their pattern (`/api/products/:id`); what no route matched is a page or a 404, one label each. */
function routeOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  return request.method === 'GET' || request.method === 'HEAD' ? '(page or unknown)' : '(unknown)';
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
