import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageBoot } from '../../src/page-boot.ts';
import { pageModuleOf } from '../../src/page-modules.ts';
import { SharedText } from './page-encoding.ts';

/**
 * The first screen of a page drawn on the server, with the client's own components (client/entry-server.tsx,
 * built beside the client: vite.config.ts's PAGE_DRAWER) and the answers written into the page, for a
 * reader without JavaScript (a crawler, a preview, a browser with scripts off): headings, text, prices,
 * sizes, the main picture as an <img>, its links. client-page.ts sends it inside <noscript> in #root, so
 * a browser that runs the client never lays it out (measured: laid out and then replaced by the
 * client's render, it cost the landing page and /shop seconds of blocking time; README, Lighthouse).
 *
 * The drawing shows nobody's own data: the visitor's session and bag are left out (a signed-out header
 * with an empty bag), so one drawing serves every visitor with the same location, and is kept for a
 * minute (drawing a page costs tens of milliseconds of CPU; kept, a page costs what it did before).
 * It is kept under a digest of the answers it is drawn from, not only its address: a product renamed
 * by a sync or an admin through any instance is drawn anew on every instance at its next visit,
 * rather than shown as it was for up to a minute (the cluster test checks it).
 *
 * Only the pages worth finding and sharing are drawn: the landing page, /shop, prints, about, contact,
 * the policy pages and Not Found. Without the drawer's build (tests with a stand-in client, `npm run
 * dev`) no page is drawn, and a drawing that fails leaves the page as the client alone would draw it.
 */

type DrawPage = (pathname: string, search: string, boot: PageBoot) => Promise<string>;

const DRAWN_PAGES = new Set<string | null>([
  null, // the landing page
  'ShopPage',
  'ProductPage',
  'AboutPage',
  'ContactPage',
  'RefundPolicyPage',
  'PrivacyPolicyPage',
  'TermsOfServicePage',
  'NotFoundPage',
]);

/** The visitor's own answers, which the drawing leaves out. */
const PERSONAL = new Set(['auth.me', 'cart.list']);
const KEPT_FOR_MS = 60_000;
const MAX_KEPT = 1000;

export async function pageDrawer(file: string | null, log: FastifyBaseLogger) {
  if (!file || !existsSync(file)) return null;
  const { drawPage } = (await import(pathToFileURL(file).href)) as { drawPage: DrawPage };
  const kept = new Map<string, { drawing: SharedText | null; at: number }>();

  /** The page's first screen, as text every visitor with that location shares (page-encoding.ts); null when the page is not drawn. */
  return async function draw(pathname: string, search: string, boot: PageBoot): Promise<SharedText | null> {
    if (!DRAWN_PAGES.has(pageModuleOf(pathname))) return null;
    const shared: PageBoot = { queries: boot.queries.filter(({ key }) => !PERSONAL.has(key[0].join('.'))), failed: boot.failed };
    const key = `${pathname}?${search} ${createHash('sha256').update(JSON.stringify(shared)).digest('base64url')}`;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && now - hit.at < KEPT_FOR_MS) return hit.drawing;
    try {
      const html = await drawPage(pathname, search, shared);
      const drawing = html ? new SharedText(html) : null;
      kept.delete(key);
      kept.set(key, { drawing, at: now });
      // The oldest first: a Map keeps the order things were put in.
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      return drawing;
    } catch (error) {
      log.error({ err: error, pathname }, 'page: the first screen could not be drawn for readers without JavaScript');
      return null;
    }
  };
}
