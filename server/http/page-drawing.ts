import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageBoot } from '../../src/page-boot.ts';
import { pageModuleOf } from '../../src/page-modules.ts';

/**
 * The first screen of a page drawn on the server, with the client's own components (client/entry-server.tsx,
 * built beside the client: vite.config.ts's PAGE_DRAWER) and the answers written into the page, so the
 * HTML as sent shows the page: headings, text, prices, sizes, the main picture as an <img>, its links. A
 * reader without JavaScript (a crawler, a link preview) sees it, and everyone sees it before the script
 * has run; the client then renders the same screen over it (client/main.tsx).
 *
 * Only the pages worth finding and sharing are drawn: the landing page, /shop, prints, about, contact,
 * the policy pages and Not Found. The others (bag, checkout, account, admin) are the visitor's own and
 * stay for the client. Without the drawer's build (tests with a stand-in client, `npm run dev`) no page
 * is drawn, and a drawing that fails leaves the page as the client alone would draw it.
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

export async function pageDrawer(file: string | null, log: FastifyBaseLogger) {
  if (!file || !existsSync(file)) return null;
  const { drawPage } = (await import(pathToFileURL(file).href)) as { drawPage: DrawPage };
  return async function draw(pathname: string, search: string, boot: PageBoot): Promise<string> {
    if (!DRAWN_PAGES.has(pageModuleOf(pathname))) return '';
    try {
      return await drawPage(pathname, search, boot);
    } catch (error) {
      log.error({ err: error, pathname }, 'page: the first screen could not be drawn; the client draws it');
      return '';
    }
  };
}
