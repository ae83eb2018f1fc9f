import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageState } from '../../src/page-boot.ts';
import { routeOf, type PageMatch } from '../../src/page-routes.ts';
import { SharedText } from './page-encoding.ts';

/**
 * The first screen of a page drawn on the server, with the client's own components (client/entry-server.tsx,
 * built beside the client: vite.config.ts's PAGE_DRAWER) and the answers written into the page, for a
 * reader without JavaScript (a crawler, a preview, a browser with scripts off): headings, text, prices,
 * sizes, the main picture as an <img>, its links. client-page.ts sends it inside <noscript> in #root, so
 * a browser that runs the client never lays it out (measured: laid out and then replaced by the
 * client's render, it cost the landing page and /shop seconds of blocking time; docs/performance.md, Lighthouse).
 *
 * The drawing shows nobody's own data: the visitor's session and bag are left out (a signed-out header
 * with an empty bag), so one drawing serves every visitor with the same location, and is kept for a
 * minute (drawing a page costs tens of milliseconds of CPU; kept, a page costs what it did before).
 * It is kept under a digest of the answers it is drawn from, not only its address: a product renamed
 * by a sync or an admin through any instance is drawn anew on every instance at its next visit,
 * rather than shown as it was for up to a minute (the cluster test checks it).
 *
 * Only the pages worth finding and sharing are drawn (`drawn` in the route table, src/page-routes.ts:
 * the landing page, /shop, prints, about, contact, the policy pages) and Not Found. Without the drawer's build (tests with a stand-in client, `npm run
 * dev`) no page is drawn, and a drawing that fails leaves the page as the client alone would draw it.
 */

type DrawPage = (pathname: string, search: string, state: PageState) => Promise<string>;

const isDrawn = (match: PageMatch) => (match.name ? routeOf(match.name).drawn === true : true);

/** The visitor's own answers (tRPC's keys start with the procedure's path), which the drawing leaves out. */
const PERSONAL = new Set(['auth.me', 'cart.list']);
const isPersonal = (queryKey: readonly unknown[]) => Array.isArray(queryKey[0]) && PERSONAL.has((queryKey[0] as string[]).join('.'));
const KEPT_FOR_MS = 60_000;
// Bounded by size, not count: a drawing is 25-40 KB, and each page is kept per set of answers (the
// visitor's location among them), so 1,000 drawings could hold 40 MB. This keeps about 250 drawings,
// the pages a minute of visitors asks for most.
const MAX_KEPT_BYTES = 8 * 1024 * 1024;

export function pageDrawer(file: string | null, log: FastifyBaseLogger) {
  if (!file || !existsSync(file)) return null;
  // Loaded on the first page to draw, not at start: React and the pages' components hold about 35 MB
  // (docs/memory.md), which an instance that serves only the API or the back office never needs. The
  // first page waits for it once (0.2 s). A drawer that cannot load is said once; pages go out undrawn.
  let drawer: Promise<DrawPage | null> | undefined;
  const loadDrawer = () =>
    (drawer ??= import(pathToFileURL(file).href).then(
      (module: { drawPage: DrawPage }) => module.drawPage,
      (error: unknown) => {
        log.error({ err: error, file }, 'page: the page drawer could not be loaded; pages are sent without their first screen drawn');
        return null;
      },
    ));
  const kept = new Map<string, { drawing: SharedText | null; at: number; size: number }>();
  let keptBytes = 0;
  const forget = (key: string) => {
    keptBytes -= kept.get(key)?.size ?? 0;
    kept.delete(key);
  };

  /** The page's first screen, as text every visitor with that location shares (page-encoding.ts); null when the page is not drawn. */
  return async function draw(match: PageMatch, pathname: string, search: string, state: PageState): Promise<SharedText | null> {
    if (!isDrawn(match)) return null;
    const shared: PageState = { queries: state.queries.filter(({ queryKey }) => !isPersonal(queryKey)) };
    const key = `${pathname}?${search} ${createHash('sha256').update(JSON.stringify(shared)).digest('base64url')}`;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && now - hit.at < KEPT_FOR_MS) return hit.drawing;
    const drawPage = await loadDrawer();
    if (!drawPage) return null;
    try {
      const html = await drawPage(pathname, search, shared);
      const drawing = html ? new SharedText(html) : null;
      // The key counts too, so that pages drawn as nothing are bounded as well.
      const size = key.length + (drawing?.bytes.length ?? 0);
      forget(key);
      kept.set(key, { drawing, at: now, size });
      keptBytes += size;
      // The oldest first (a Map keeps the order things were put in): past the size, or past their minute,
      // so the cache holds what visitors are asking for now rather than filling up with stale drawings.
      for (const [oldKey, old] of kept) {
        if (keptBytes <= MAX_KEPT_BYTES && now - old.at < KEPT_FOR_MS) break;
        forget(oldKey);
      }
      return drawing;
    } catch (error) {
      log.error({ err: error, pathname }, 'page: the first screen could not be drawn for readers without JavaScript');
      return null;
    }
  };
}
