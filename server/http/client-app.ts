import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LimitWindow } from '../modules/common/index.ts';
import { ipLimit } from './ip-limit.ts';
import { DEFAULT_LOCALE, inLocale, localeBase, LOCALES } from '../../src/locales.ts';
import { PAGES, ROUTE_NAMES } from '../../src/page-routes.ts';
import { clientPage } from './client-page.ts';

/**
 * Serves the built client: hashed assets for a year, everything else briefly, and the page
 * (client-page.ts) at each address of the route table (src/page-routes.ts), and as Page Not Found at
 * any other page path.
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
  // Each page of the route table is a route of its own in each language (GET answers HEAD too): /shop,
  // /de/shop, /fr/shop…; a language's landing page is /de/, and /de leads there.
  for (const locale of LOCALES) {
    for (const name of ROUTE_NAMES) {
      for (const url of fastifyPaths(PAGES[name].path)) app.get(inLocale(locale, url), { preHandler: pageLimit }, sendPage);
    }
    if (locale !== DEFAULT_LOCALE) app.get(localeBase(locale), (_request, reply) => reply.redirect(`${localeBase(locale)}/`, 301));
  }
  // Any other GET: the API's and the files' own 404, or the page's Page Not Found.
  app.get('/*', { preHandler: pageLimit }, (request, reply) => {
    if (isApiPath(request) || looksLikeAFile(request)) return reply.code(404).send({ message: `No such path: ${request.method} ${request.url.split('?')[0]}` });
    return sendPage(request, reply);
  });
  // The other methods: no page answers them. Rate-limited too, so that probing paths costs what loading pages does.
  app.setNotFoundHandler({ preHandler: pageLimit }, (request, reply) => reply.code(404).send({ message: `No such path: ${request.method} ${request.url.split('?')[0]}` }));
}

/** A route table pattern as Fastify's routes: `/shop/*?` is /shop and /shop/anything; `:id` reads the same in both. */
function fastifyPaths(path: string): string[] {
  return path.endsWith('/*?') ? [path.slice(0, -'/*?'.length), `${path.slice(0, -'?'.length)}`] : [path];
}

const isApiPath = (request: FastifyRequest) => /^\/(api|trpc)(\/|$)/.test(request.url);
/** A missing file (a script, a picture) gets a short 404, never the page: HTML where a script was asked for. */
const looksLikeAFile = (request: FastifyRequest) => /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
