import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { categoryNames, productAddresses, productFile, productFiles } from '../modules/catalogue/index.ts';
import { answeredNotModified, etagOf } from './conditional.ts';
import { DEFAULT_LOCALE, inLocale, LOCALES } from '../../src/locales.ts';
import { INDEXED_STATIC_PATHS, PRIVATE_PATHS } from '../../src/page-routes.ts';
import { xmlText } from './xml-text.ts';
import { ipLimit } from './ip-limit.ts';

/**
 * What search engines read to find every page (sitemaps.org): /robots.txt names /sitemap.xml, an
 * index of the static pages' file, the categories' file and the products' files. A products' file
 * holds the prints whose ids fall in its range of PRODUCTS_PER_FILE (catalogue-files.ts), written
 * while it is read from the database, so memory stays flat however large the catalogue. Each file
 * answers with an ETag and Last-Modified, and a reader holding the current one gets a 304.
 *
 * Every page is listed in each of the shop's languages (/shop, /de/shop, …), and each of those entries
 * names all of them and x-default (English) as its alternates, the way Google reads hreflang from a
 * sitemap (`xhtml:link rel="alternate"`). A category is named by its own (English) name in every
 * language's address, as the pages' canonicals name it.
 */

/** sitemaps.org allows 50,000 addresses per file: a print has one per language. */
export const PRODUCTS_PER_FILE = 50_000 / LOCALES.length;

const XML = 'application/xml; charset=utf-8';
/** Machines read these daily at most; an hour keeps a new print's address from waiting long. */
const CACHE = 'public, max-age=3600';

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/** The page at `path` (without a language's prefix) in every language, each entry with all of them as alternates. */
function pageEntries(origin: string, path: string, lastModified?: Date): string {
  const link = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlText(href)}"/>`;
  const alternates = [
    ...LOCALES.map((locale) => link(locale, `${origin}${inLocale(locale, path)}`)),
    link('x-default', `${origin}${inLocale(DEFAULT_LOCALE, path)}`),
  ].join('');
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return LOCALES.map((locale) => `<url><loc>${xmlText(`${origin}${inLocale(locale, path)}`)}</loc>${lastmod}${alternates}</url>\n`).join('');
}

/** Paths robots are asked to leave alone, in every language: private pages (the route table's), and /shop's sorted and searched copies; and the API. */
const DISALLOWED = [
  ...LOCALES.flatMap((locale) => [...PRIVATE_PATHS, '/shop?*sort=', '/shop?*search=', '/shop?*cursor='].map((path) => inLocale(locale, path))),
  '/api/',
  '/trpc/',
];

export async function sitemapRoutes(app: FastifyInstance) {
  const origin = app.config.PUBLIC_URL;
  const em = () => app.orm.em.fork();
  // The index and a products' file each read a part of the catalogue: more than a crawler needs is refused.
  const limit = ipLimit(app, 'sitemap:ip', { limit: 60, windowMs: 60_000 }, 'sitemaps');

  const robots = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robots));

  app.get('/sitemap.xml', { preHandler: limit }, async (request, reply) => {
    const files = await productFiles(em(), PRODUCTS_PER_FILE);
    const entry = (path: string, lastModified?: Date) =>
      `<sitemap><loc>${xmlText(`${origin}${path}`)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</sitemap>\n`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
      entry('/sitemaps/pages.xml'),
      entry('/sitemaps/categories.xml'),
      ...files.map((file) => entry(`/sitemaps/products-${file.number}.xml`, file.lastModified)),
      '</sitemapindex>\n',
    ].join('');
    const newest = files.reduce<Date | null>((latest, file) => (!latest || file.lastModified > latest ? file.lastModified : latest), null);
    if (answeredNotModified(request, reply, { etag: etagOf(body), lastModified: newest })) return reply;
    return reply.type(XML).header('cache-control', CACHE).send(body);
  });

  app.get('/sitemaps/pages.xml', async (request, reply) => {
    const body = URLSET_OPEN + INDEXED_STATIC_PATHS.map((path) => pageEntries(origin, path)).join('') + URLSET_CLOSE;
    if (answeredNotModified(request, reply, { etag: etagOf(body), lastModified: null })) return reply;
    return reply.type(XML).header('cache-control', CACHE).send(body);
  });

  app.get('/sitemaps/categories.xml', { preHandler: limit }, async (request, reply) => {
    const names = await categoryNames(em());
    const body = URLSET_OPEN + names.map((name) => pageEntries(origin, `/shop?category=${encodeURIComponent(name)}`)).join('') + URLSET_CLOSE;
    if (answeredNotModified(request, reply, { etag: etagOf(body), lastModified: null })) return reply;
    return reply.type(XML).header('cache-control', CACHE).send(body);
  });

  app.get('/sitemaps/:file', { preHandler: limit }, async (request, reply) => {
    const match = /^products-([1-9]\d{0,5})\.xml$/.exec((request.params as { file: string }).file);
    const file = match ? await productFile(em(), Number(match[1]), PRODUCTS_PER_FILE) : null;
    if (!file) return reply.code(404).send({ message: 'There is no such sitemap.' });
    const version = { etag: `"products-${file.number}-${file.count}-${file.lastModified.getTime()}"`, lastModified: file.lastModified };
    if (answeredNotModified(request, reply, version)) return reply;
    const body = async function* () {
      yield URLSET_OPEN;
      for await (const batch of productAddresses(em(), file.number, PRODUCTS_PER_FILE)) {
        yield batch.map((product) => pageEntries(origin, `/product/${product.id}`, product.lastModified)).join('');
      }
      yield URLSET_CLOSE;
    };
    return reply.type(XML).header('cache-control', CACHE).send(Readable.from(body()));
  });
}
