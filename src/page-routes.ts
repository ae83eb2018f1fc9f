import { tx } from './i18n-text.ts';
import { localeOfPath, type Locale } from './locales.ts';

/**
 * Every page of the shop (spec section 2), in one table that each part reads: the client's router
 * (client/routes.tsx), the server's page routes and their first screens (server/http/page-routes.ts,
 * first-screen.ts), the heads it writes (page-head.ts), the drawing for readers without JavaScript
 * (page-drawing.ts), the sitemap (sitemaps.ts), the links between pages (pathTo) and the tests that
 * walk it. A page added here is served, linked and listed; one left out is Page Not Found.
 */

interface PageRoute {
  /** The address pattern: `:name` is one segment, a trailing `/*?` any rest or none (wouter's syntax). */
  path: string;
  /** The page's component and module, client/pages/{page}.tsx. */
  page: string;
  /**
   * Its name in the tab and on a shared link ("About — Canvas & Light"), in English (its catalog id; the
   * back office's pages stay English, so theirs are no catalog's); pages named by their data (a print, a
   * category) have none here.
   */
  name?: string;
  /** Worth finding: a canonical address, listed in the sitemap; the others say noindex. */
  indexed?: boolean;
  /** A visitor's own or staff's page: robots.txt asks crawlers to leave it alone. */
  private?: boolean;
  /** Its first screen drawn by the server, inside <noscript>, for readers without JavaScript (page-drawing.ts). */
  drawn?: boolean;
  /** In the entry script, so the first screen of the pages most visits start on waits for no second file. */
  eager?: boolean;
  /** Opens on the brand film, whose poster is its largest paint (preloaded with the page). */
  heroFilm?: boolean;
  /** Message catalogs of its own beside the storefront's (client/i18n.ts): the long texts of the policy pages. */
  catalogs?: readonly 'policies'[];
}

export const PAGES = {
  home: { path: '/', page: 'HomePage', indexed: true, drawn: true, eager: true, heroFilm: true },
  // `*?` makes the rest optional: /shop and /shop/anything both open the catalogue.
  shop: { path: '/shop/*?', page: 'ShopPage', indexed: true, drawn: true, eager: true },
  product: { path: '/product/:id', page: 'ProductPage', indexed: true, drawn: true, eager: true },
  cart: { path: '/cart', page: 'CartPage', name: tx('Shopping Bag'), private: true },
  checkout: { path: '/checkout', page: 'CheckoutPage', name: tx('Checkout'), private: true },
  about: {
    path: '/about',
    page: 'AboutPage',
    name: tx('About'),
    indexed: true,
    drawn: true,
    heroFilm: true,
  },
  contact: {
    path: '/contact',
    page: 'ContactPage',
    name: tx('Contact Us'),
    indexed: true,
    drawn: true,
  },
  returns: {
    path: '/returns',
    page: 'ReturnsPage',
    name: tx('Returns'),
    indexed: true,
  },
  refundPolicy: {
    path: '/refund-policy',
    page: 'RefundPolicyPage',
    name: tx('Refund Policy'),
    indexed: true,
    drawn: true,
    catalogs: ['policies'],
  },
  privacyPolicy: {
    path: '/privacy-policy',
    page: 'PrivacyPolicyPage',
    name: tx('Privacy Policy'),
    indexed: true,
    drawn: true,
    catalogs: ['policies'],
  },
  termsOfService: {
    path: '/terms-of-service',
    page: 'TermsOfServicePage',
    name: tx('Terms of Service'),
    indexed: true,
    drawn: true,
    catalogs: ['policies'],
  },
  accessibility: {
    path: '/accessibility',
    page: 'AccessibilityPage',
    name: tx('Accessibility'),
    indexed: true,
    drawn: true,
    catalogs: ['policies'],
  },
  giftCards: { path: '/gift-cards', page: 'GiftCardsPage', name: tx('Gift Cards') },
  shippingBlocked: { path: '/shipping-blocked', page: 'ShippingBlockedPage', name: tx('Shipping Unavailable') },
  signup: { path: '/signup', page: 'SignupPage', name: tx('Create Account') },
  login: { path: '/login', page: 'LoginPage', name: tx('Log In') },
  accountOrders: { path: '/account/orders', page: 'AccountOrdersPage', name: tx('Your Orders'), private: true },
  wishlist: { path: '/account/wishlist', page: 'WishlistPage', name: tx('Your Wishlist'), private: true },
  sharedWishlist: { path: '/wishlist/:token', page: 'SharedWishlistPage', name: tx('A Shared Wishlist'), private: true },
  review: { path: '/review', page: 'ReviewPage', name: tx('Review Your Print'), private: true },
  unsubscribe: { path: '/unsubscribe/:token', page: 'UnsubscribePage', name: tx('Unsubscribe'), private: true },
  admin: { path: '/admin', page: 'AdminPage', name: 'Admin', private: true },
  printifyAdmin: { path: '/printify-admin', page: 'PrintifyAdminPage', name: 'Printify', private: true },
  emailTest: { path: '/email-test', page: 'EmailTestPage', name: 'E-mail Test', private: true },
} as const satisfies Record<string, PageRoute>;

export type RouteName = keyof typeof PAGES;

/** Any other path: a page of its own, answered 404 (and 410 for a print no longer in the shop). */
export const NOT_FOUND_PAGE = 'NotFoundPage';

/** The page components, by module name: every route's, and Not Found. */
export type PageName = (typeof PAGES)[RouteName]['page'] | typeof NOT_FOUND_PAGE;

export const ROUTE_NAMES = Object.keys(PAGES) as RouteName[];

/** A route's fields, whichever route it is. */
export const routeOf = (name: RouteName): PageRoute => PAGES[name];

/** The names a path pattern takes: '/product/:id' takes `id`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : Path extends `${string}:${infer Name}` ? Name : never;
export type RouteParams<Name extends RouteName> = { [Key in ParamNames<(typeof PAGES)[Name]['path']>]: string | number };

/**
 * A page's address, from its name and its path's values: pathTo('product', { id: 12 }) is '/product/12',
 * pathTo('shop') is '/shop'. A query string (a category, a tab) goes after it as the caller writes it.
 */
export function pathTo<Name extends RouteName>(name: Name, ...[params]: keyof RouteParams<Name> extends never ? [] : [RouteParams<Name>]): string {
  const path = PAGES[name].path.replace(/\/\*\?$/, '');
  return path.replace(/:([a-zA-Z]+)/g, (_match, key: string) => encodeURIComponent(String((params as Record<string, string | number>)[key])));
}

/** A route's pattern as a regular expression over a path, its parameters as named groups. */
function patternOf(path: string): RegExp {
  const anyRest = path.endsWith('/*?');
  const fixed = anyRest ? path.slice(0, -'/*?'.length) : path;
  const body = fixed
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}${anyRest ? '(?:/.*)?' : ''}$`);
}

const PATTERNS = ROUTE_NAMES.map((name) => ({ name, pattern: patternOf(PAGES[name].path) }));

export interface PageMatch {
  /** The language of the address: its prefix (/de/…), English without one (src/locales.ts). */
  locale: Locale;
  /** The route whose page shows the path; null for Page Not Found. */
  name: RouteName | null;
  page: PageName;
  params: Record<string, string>;
}

/**
 * The page that shows `pathname` (without its query), in which language, and the values its pattern
 * takes from it. A prefix that names no language of the shop (/xx/shop) is no page: Page Not Found.
 */
export function matchPage(pathname: string): PageMatch {
  const { locale, path } = localeOfPath(pathname);
  for (const { name, pattern } of PATTERNS) {
    const found = pattern.exec(path);
    if (found) {
      const params = Object.fromEntries(Object.entries(found.groups ?? {}).map(([key, value]) => [key, safeDecode(value)]));
      return { locale, name, page: PAGES[name].page, params };
    }
  }
  return { locale, name: null, page: NOT_FOUND_PAGE, params: {} };
}


const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape (%E0%A4%A) is a value the page's own checks refuse.
    return value;
  }
};

type CatalogName = 'shop' | 'pages' | 'policies';

/**
 * The message catalogs a page needs (client/i18n.ts, lingui.config.ts): the first screens' (`shop`,
 * the texts of the entry script, which holds the `eager` pages), the other pages' (`pages`) unless it
 * is eager, and its own.
 */
export function catalogsOf(match: Pick<PageMatch, 'name'>): readonly CatalogName[] {
  const route = match.name ? routeOf(match.name) : null;
  return ['shop', ...(route?.eager ? [] : (['pages'] as const)), ...(route?.catalogs ?? [])];
}

/** The catalogs of the page a component shows (client/routes.tsx): Page Not Found's for a page no route names. */
export const catalogsOfPage = (page: PageName) => catalogsOf({ name: ROUTE_NAMES.find((name) => PAGES[name].page === page) ?? null });


/** What robots.txt asks crawlers to leave alone: each private page's first segment (`/account` for /account/orders and what may come beside it). */
export const PRIVATE_PATHS = [
  ...new Set(
    ROUTE_NAMES.map(routeOf)
      .filter((route) => route.private)
      .map((route) => `/${route.path.split('/')[1]}`),
  ),
];

/** The static pages a sitemap lists: every indexed page whose address takes no value (prints are listed by id). */
export const INDEXED_STATIC_PATHS = ROUTE_NAMES.map(routeOf)
  .filter((route) => route.indexed && !route.path.includes(':'))
  .map((route) => route.path.replace(/\/\*\?$/, ''));
