import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LimitWindow } from '../modules/common/rate-limit-counters.ts';
import { ipLimit } from './ip-limit.ts';
import { clientPage } from './client-page.ts';

/**
 * Serves the built client: hashed assets for a year, everything else briefly, and the page
 * (client-page.ts) for every other page path so the client's router decides (and shows its own Page
 * Not Found).
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A page costs a few reads (client-page.ts): as many per minute as a busy shopper could want, per
 * client IP (the visitor's, through TRUST_PROXY), counted in PostgreSQL like every other limit, so
 * several instances enforce one limit between them.
 */
export const PAGE_LOADS_PER_IP: LimitWindow = { limit: 300, windowMs: 60_000 };
const SHORT = 'public, max-age=3600';

export async function clientApp(app: FastifyInstance, clientDir: string | null) {
  const built = clientDir !== null && existsSync(path.join(clientDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // One route per file the build wrote, found once at start (the build does not change while the
      // shop runs). With a catch-all route instead, every page's path was first looked for on disk (a
      // directory read per request, about a tenth of a page's CPU) before it fell through to the page.
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (scripts/vite-precompress.ts); the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = path.relative(clientDir, filePath);
        // Vite writes content-hashed file names under assets/, so they never change; the bare template
        // is never cached, so that it always names the current assets.
        if (relative === 'index.html') reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : SHORT);
      },
    });
  }

  const sendPage =
    built && clientDir !== null
      ? await clientPage(clientDir, app.log)
    : (_request: FastifyRequest, reply: FastifyReply) =>
        reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The shop client is not built yet: run `npm run build` (npm start does it for you).');

  // The page still goes out while the database cannot be reached (its first screen without data, which the client then asks for).
  const pageLimit = ipLimit(app, 'page:ip', PAGE_LOADS_PER_IP, 'pages');
  app.get('/', { preHandler: pageLimit }, sendPage);

  app.setNotFoundHandler({ preHandler: pageLimit }, (request, reply) => {
    if (isApiPath(request) || !['GET', 'HEAD'].includes(request.method) || looksLikeAFile(request)) {
      return reply.code(404).send({ message: `No such path: ${request.method} ${request.url.split('?')[0]}` });
    }
    return sendPage(request, reply);
  });
}

const isApiPath = (request: FastifyRequest) => /^\/(api|trpc)(\/|$)/.test(request.url);
/**
 * A missing file (a script, a picture) gets a short 404, never the page: HTML where a script was asked for.
 * A print's address is a page whatever its id looks like (/product/1.5 is its Not Found page).
 */
const looksLikeAFile = (request: FastifyRequest) => {
  const path = request.url.split('?')[0] ?? '';
  return /\.[a-z0-9]+$/i.test(path) && !path.startsWith('/product/');
};
