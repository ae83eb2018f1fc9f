import { tx } from './i18n-text.ts';

/**
 * What a page is called in the browser's tab, a search result and a shared link's card: the server
 * writes it into the page it sends (server/http/page-head.ts) and the client keeps it as the visitor
 * moves (client/hooks/usePageTitle.ts), so both say the same. The texts are English (their catalog
 * ids); each side says them in the page's language, and `pageTitle` takes a name already said so.
 */
export const BRAND = 'Canvas & Light';

/** The landing page's title, and any page's before it knows its own name. */
export const HOME_TITLE = tx('Canvas & Light · Museum-quality canvas prints');

/** "Harbour at Dusk — Canvas & Light"; the brand's own title (`home`, in the page's language) without a name. */
export const pageTitle = (name: string | null, home: string = HOME_TITLE) => (name ? `${name} — ${BRAND}` : home);

export const SHOP_DESCRIPTION = tx(
  'Canvas & Light curates museum-quality canvas art prints for homes and offices: gallery-wrapped, printed with archival inks and hand-stretched in Miami, Florida.',
);

/**
 * A description at most `max` characters long, cut at a whole word with an ellipsis when it is
 * longer, on one line (a search result shows about 155).
 */
export function shortDescription(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.\-–—]+$/, '')}…`;
}
