import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { ProductIdInput, type Category, type Product, type ProductPage } from '../../src/catalogue.ts';
import { HERO_MEDIA } from '../../src/hero-media.ts';
import { pageModuleOf } from '../../src/page-modules.ts';
import type { LocationInfo } from '../../src/location.ts';
import { FIRST_SHOP_PAGE, PAGE_BOOT_ELEMENT_ID, SHIPPING_BLOCKED_PATH, SHOWCASE_INPUT, bootQueryKey, type PageBoot } from '../../src/page-boot.ts';
import { filtersFromQuery } from '../../src/shop-filters.ts';
import { transformer } from '../../src/transformer.ts';
import { createContext } from '../trpc/context.ts';
import { createCaller } from '../trpc/root.ts';
import { isHiddenProduct } from '../modules/catalogue/catalogue.queries.ts';
import { readPageAssets } from './page-assets.ts';
import { pageDrawer } from './page-drawing.ts';
import { describePage, renderHead, type PageFacts } from './page-head.ts';
import { pageEncoder, SharedText } from './page-encoding.ts';

/**
 * The built index.html as each visitor gets it, so that the first paint waits for no call. Before it answers,
 * the server makes the calls the page's first screen would make (the visitor's location, session and
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
  // The template around what each page writes in, shared by every page.
  const beforeHeadEnd = new SharedText(template.slice(0, headEnd));
  const headEndToRoot = new SharedText(`${template.slice(headEnd, root)}<div id="root">`);
  const afterRoot = new SharedText(`</div>${template.slice(root + ROOT_ELEMENT.length)}`);
  const { pageAssets } = await readPageAssets(clientDir);
  // The build puts the pages for the server beside the client's (vite.config.ts, PAGE_DRAWER).
  const draw = pageDrawer(path.join(clientDir, '..', 'page-drawer', 'entry-server.js'), log);
  const encodePage = pageEncoder();

  return async function sendClientPage(request: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', search = ''] = request.url.split('?');
    const caller = createCaller(createContext({ req: request, res: reply }));
    const answers = await Promise.all(firstScreenCalls(pathname, search).map((call) => answer(caller, call, request)));
    const found = answers.filter((entry): entry is Answered => 'data' in entry);
    const location = found.find(({ call }) => call.path === 'shop.location.info')?.data as LocationInfo | undefined;
    if (location?.isSanctioned && pathname !== SHIPPING_BLOCKED_PATH) return reply.redirect(SHIPPING_BLOCKED_PATH, 302);
    const head = describePage(pathname, new URLSearchParams(search), await pageFacts(request, answers), request.server.config.PUBLIC_URL);

    const boot: PageBoot = {
      queries: found.map(({ call, data }) => ({
        key: bootQueryKey(call.path, call.input, call.infinite ? 'infinite' : 'query'),
        wire: transformer.output.serialize(call.infinite ? { pages: [data], pageParams: [null] } : data),
      })),
      failed: answers
        .filter((entry): entry is Failed => 'code' in entry && CALLERS_MISTAKES.has(entry.code))
        .map(({ call, code, message }) => ({ key: bootQueryKey(call.path, call.input, call.infinite ? 'infinite' : 'query'), code, message })),
    };
    const page = pageAssets(pageModuleOf(pathname));
    const drawn = draw ? await draw(pathname, search, boot) : null;
    const headTags = [
      renderHead(head),
      ...preloads(pathname, found),
      ...page.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
      // Preloaded, not linked: the page's script adds the stylesheet itself, and nothing is drawn before it
      // runs. Without JavaScript, the drawing (below) needs them linked.
      ...page.stylesheets.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`),
      ...(drawn ? [`<noscript>${page.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`).join('')}</noscript>`] : []),
      bootBlock(boot),
    ].join('');
    const { body, encoding } = await encodePage(
      request,
      [beforeHeadEnd, headTags, headEndToRoot, ...(drawn ? ['<noscript>', drawn, '</noscript>'] : []), afterRoot],
    );
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(head.status).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(body);
  };
}

/** Where the client renders, and the server draws the first screen. */
const ROOT_ELEMENT = '<div id="root"></div>';

interface FirstScreenCall {
  /** A query procedure's path, as the client names it. */
  path: string;
  input?: object;
  /** Read page by page on the client (tRPC's useInfiniteQuery): cached as an infinite query's first page. */
  infinite?: boolean;
}

/** What each page's first screen asks for, with the inputs its components use. */
function firstScreenCalls(pathname: string, search: string): FirstScreenCall[] {
  const everyPage: FirstScreenCall[] = [{ path: 'shop.location.info' }, { path: 'auth.me' }, { path: 'cart.list' }];
  if (pathname === '/') {
    return [...everyPage, { path: 'shop.categories.list' }, { path: 'shop.products.list', input: SHOWCASE_INPUT }];
  }
  if (pathname === '/shop' || pathname.startsWith('/shop/')) {
    // Filters come from the address, as the page reads them; a category's or a sort's first page is
    // written in (the input as the page asks for it), a search's is not (each search is its own page).
    const { search: words, category, sort } = filtersFromQuery(search);
    const input = { ...(category ? { category } : {}), sort, limit: FIRST_SHOP_PAGE.limit };
    const firstPage: FirstScreenCall[] = words === '' ? [{ path: 'shop.products.list', input, infinite: true }] : [];
    return [...everyPage, { path: 'shop.categories.list' }, ...firstPage];
  }
  const product = /^\/product\/([^/]+)$/.exec(pathname)?.[1];
  if (product !== undefined) return [...everyPage, { path: 'shop.products.byId', input: { id: decodeURIComponent(product) } }];
  return everyPage;
}

interface Answered {
  call: FirstScreenCall;
  data: unknown;
}
interface Failed {
  call: FirstScreenCall;
  /** tRPC's code for the failure: NOT_FOUND, BAD_REQUEST, INTERNAL_SERVER_ERROR, … */
  code: string;
  message: string;
}

/** Failures that are the answer (the page shows them), not a fault to ask again about. */
const CALLERS_MISTAKES = new Set(['NOT_FOUND', 'BAD_REQUEST']);

/** One call through the request's caller (its session, location and limits), or why it failed. */
async function answer(caller: ReturnType<typeof createCaller>, call: FirstScreenCall, request: FastifyRequest): Promise<Answered | Failed> {
  const procedure = call.path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], caller);
  try {
    return { call, data: await (procedure as (input?: object) => Promise<unknown>)(call.input) };
  } catch (error) {
    // An unknown product is the page's own Not Found (written into the page as `failed`); any other
    // failure is left for the client to ask again.
    request.log.debug({ err: error, path: call.path }, 'page: a first-screen call failed');
    return error instanceof TRPCError ? { call, code: error.code, message: error.message } : { call, code: 'INTERNAL_SERVER_ERROR', message: '' };
  }
}

/**
 * What the head needs from the answers. A product that cannot be found (or whose id is no id) is a
 * 404, one hidden since the print provider removed it a 410; a product call that failed otherwise
 * (the database away) is no verdict on the product, so the page stays a 200 and the client asks again.
 */
async function pageFacts(request: FastifyRequest, answers: readonly (Answered | Failed)[]): Promise<PageFacts> {
  const facts: PageFacts = {};
  for (const entry of answers) {
    if (entry.call.path === 'shop.categories.list' && 'data' in entry) facts.categories = entry.data as Category[];
    if (entry.call.path !== 'shop.products.byId') continue;
    if ('data' in entry) facts.product = entry.data as Product;
    else if (entry.code === 'NOT_FOUND' || entry.code === 'BAD_REQUEST') {
      facts.product = null;
      const id = ProductIdInput.safeParse(entry.call.input);
      facts.gone = id.success && (await isHiddenProduct(request.server.orm.em.fork(), id.data.id));
    }
  }
  return facts;
}

/** The pages that open on the brand film: its poster is their largest paint. */
const HERO_FILM_PAGES = new Set(['/', '/about']);

function preloads(pathname: string, answers: Answered[]): string[] {
  if (HERO_FILM_PAGES.has(pathname)) return [imagePreload(HERO_MEDIA.poster)];
  const lead = leadProduct(answers);
  // Only the shop's own pictures (a path, not //host/...): another origin's would need a connection of its own first.
  return lead?.imageUrl && /^\/(?!\/)/.test(lead.imageUrl) ? [imagePreload(lead.imageUrl)] : [];
}

/** The product whose picture is the page's largest paint: the product page's own, or /shop's first card. */
function leadProduct(answers: Answered[]): Pick<Product, 'imageUrl'> | undefined {
  for (const { call, data } of answers) {
    if (call.path === 'shop.products.byId') return data as Product;
    if (call.path === 'shop.products.list' && call.infinite) return (data as ProductPage).items[0];
  }
  return undefined;
}

const imagePreload = (href: string) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a script element: `<` is escaped so no value can close the element or open a comment. */
function bootBlock(boot: PageBoot): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}">${json}</script>`;
}
