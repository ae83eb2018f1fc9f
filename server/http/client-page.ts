import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { HERO_MEDIA } from '../../src/hero-media.ts';
import { PAGE_BOOT_ELEMENT_ID, type PageState } from '../../src/page-boot.ts';
import { inLocale, LOCALES, type Locale } from '../../src/locales.ts';
import { catalogsOf, matchPage, pathTo, routeOf, type PageMatch } from '../../src/page-routes.ts';
import { shopTexts } from '../integrations/texts.ts';
import { firstScreen, type PageFacts } from './first-screen.ts';
import { readPageAssets } from './page-assets.ts';
import { pageDrawer } from './page-drawing.ts';
import { describePage, renderHead } from './page-head.ts';
import { pageEncoder, SharedText } from './page-encoding.ts';

/**
 * The built index.html as each visitor gets it, for each page of the route table (src/page-routes.ts)
 * and Page Not Found, so that the first paint waits for no call. Before it answers, the server makes
 * the calls the page's first screen would make (first-screen.ts: the visitor's location, session and
 * bag, and the landing's collections and new arrivals, /shop's first page or the product) and writes
 * their answers into the page, so the client renders at once instead of after a round trip; the spec's
 * Loading state (section 2) lasts no time. A visitor from a sanctioned place is sent to /shipping-blocked
 * straight away. A call that fails is left out: the client then makes it itself, as it always did.
 *
 * The page also names the picture its first screen is built around (the film's poster on the landing
 * and /about, the product's artwork, /shop's first card), and the script and stylesheet
 * of the lazily loaded page that shows the path, so the browser fetches them with the entry script
 * rather than once it has run.
 *
 * Each page also gets its own head and HTTP status (page-head.ts: title, description, canonical, Open
 * Graph, structured data; 404 and 410), and for readers without JavaScript its first screen drawn by the
 * server (page-drawing.ts), inside <noscript>.
 *
 * The page differs per visitor, so no shared cache may keep it (`private`), and it is revalidated on
 * every visit so that it always names the current assets. It is compressed here, once per distinct
 * page (page-encoding.ts), rather than by @fastify/compress on every request.
 */
export async function clientPage(clientDir: string, log: FastifyBaseLogger) {
  // The build's own title and description are the same for every page: each page gets its own (page-head.ts).
  const template = (await readFile(path.join(clientDir, 'index.html'), 'utf8'))
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '');
  const headEnd = template.indexOf('</head>');
  const root = template.indexOf(ROOT_ELEMENT);
  if (headEnd < 0) throw new Error(`${clientDir}/index.html has no </head> to write the page's data before`);
  if (root < headEnd) throw new Error(`${clientDir}/index.html has no ${ROOT_ELEMENT} after its head to draw the page in`);
  // The template around what each page writes in, shared by every page; its start names the page's language.
  const beforeHeadEnd = Object.fromEntries(
    LOCALES.map((locale) => [locale, new SharedText(template.slice(0, headEnd).replace(/<html(\s+lang="[^"]*")?/, `<html lang="${locale}"`))]),
  ) as Record<Locale, SharedText>;
  const headEndToRoot = new SharedText(`${template.slice(headEnd, root)}<div id="root">`);
  const afterRoot = new SharedText(`</div>${template.slice(root + ROOT_ELEMENT.length)}`);
  const { pageAssets, catalogModules } = await readPageAssets(clientDir);
  // The build puts the pages for the server beside the client's (vite.config.ts, PAGE_DRAWER).
  const draw = pageDrawer(path.join(clientDir, '..', 'page-drawer', 'entry-server.js'), log);
  const encodePage = pageEncoder();

  return async function sendClientPage(request: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', search = ''] = request.url.split('?');
    const match = matchPage(pathname);
    const { state, facts } = await firstScreen(request, reply, match, search);
    // Spec section 2: a visitor from a sanctioned place is sent to the one page they may see.
    if (facts.location?.isSanctioned && match.name !== 'shippingBlocked') return reply.redirect(inLocale(match.locale, pathTo('shippingBlocked')), 302);
    const head = describePage(match, pathname, new URLSearchParams(search), facts, request.server.config.PUBLIC_URL, shopTexts());

    const page = pageAssets(match.page);
    const drawn = draw ? await draw(match, pathname, search, state) : null;
    const headTags = [
      renderHead(head),
      ...preloads(match, facts),
      // The page's own chunks and its language's catalogs, which the entry script waits for before its first render (main.tsx).
      ...[...page.modules, ...catalogModules(match.locale, catalogsOf(match))].map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
      // Preloaded, not linked: the page's script adds the stylesheet itself, and nothing is drawn before it
      // runs. Without JavaScript, the drawing (below) needs them linked.
      ...page.stylesheets.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`),
      ...(drawn ? [`<noscript>${page.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`).join('')}</noscript>`] : []),
      stateBlock(state),
    ].join('');
    const { body, encoding } = await encodePage(
      request,
      [beforeHeadEnd[match.locale], headTags, headEndToRoot, ...(drawn ? ['<noscript>', drawn, '</noscript>'] : []), afterRoot],
    );
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(head.status).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(body);
  };
}

/** Where the client renders, and the server draws the first screen. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** The picture the page's first screen is built around, its largest paint: the film's poster, the print's artwork, /shop's first card. */
function preloads(match: PageMatch, facts: PageFacts): string[] {
  // The poster as AVIF: a browser without it skips the preload and takes the JPEG the page names.
  if (match.name && routeOf(match.name).heroFilm) return [imagePreload(HERO_MEDIA.posterAvif, 'image/avif')];
  const lead = typeof facts.product === 'object' && facts.product ? facts.product : facts.firstCard;
  // Only the shop's own pictures (a path, not //host/...): another origin's would need a connection of its own first.
  return lead?.imageUrl && /^\/(?!\/)/.test(lead.imageUrl) ? [imagePreload(lead.imageUrl)] : [];
}

const imagePreload = (href: string, type?: string) =>
  `<link rel="preload" as="image" href="${escapeAttribute(href)}"${type ? ` type="${type}"` : ''} fetchpriority="high">`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a script element: `<` is escaped so no value can close the element or open a comment. */
function stateBlock(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}">${json}</script>`;
}
