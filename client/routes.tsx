import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { catalogsOfPage, matchPage, PAGES, ROUTE_NAMES, type PageName } from '../src/page-routes.ts';
import { PageFallback } from './components/PageFallback/PageFallback.tsx';
import { withCatalogs } from './i18n.ts';
// Most visits start on the landing page, the catalogue or a print (search results, shared links): these
// ship in the main bundle (`eager` in the route table), so their first screen waits for no second file.
// Apart, the two catalogue pages came with eight and nine small files (what they share with other
// pages), and on a phone each costs a round trip before the first paint (Lighthouse FCP 2.2 s against
// the landing's 1.7); in the bundle they add about 12 KB to it.
import { HomePage } from './pages/HomePage.tsx';
import { ProductPage } from './pages/ProductPage.tsx';
import { ShopPage } from './pages/ShopPage.tsx';

/** Pages whose module has arrived (preloadPageOf), drawn at once instead of through React.lazy. */
const loadedPages = new Map<string, ComponentType>();
const pageLoaders = new Map<string, () => Promise<void>>();

/**
 * React.lazy wants a default export; our pages use named ones. A page whose module preloadPageOf has
 * fetched renders straight away: the server's drawing (entry-server.tsx) loads the page first, since
 * through React.lazy even a module already there suspends the first render, and the drawing would
 * hold the Suspense fallback.
 */
function lazyPage<Name extends PageName>(loadModule: () => Promise<Record<Name, ComponentType>>, name: Name): ComponentType {
  // With its texts: a page opened from another has only the catalogs that page needed.
  const load = withCatalogs(catalogsOfPage(name), loadModule);
  const Lazy = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  pageLoaders.set(name, async () => {
    loadedPages.set(name, (await load())[name]);
  });
  return function Page() {
    const Loaded = loadedPages.get(name);
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

/** Fetches the module of the page that shows `pathname` (the server names its files with the page too). */
export async function preloadPageOf(pathname: string): Promise<void> {
  await pageLoaders.get(matchPage(pathname).page)?.();
}

/** Every page's component, by the name the route table gives it: a route without one fails to compile. */
const PAGE_COMPONENTS: Record<PageName, ComponentType> = {
  HomePage,
  ShopPage,
  ProductPage,
  CartPage: lazyPage(() => import('./pages/CartPage.tsx'), 'CartPage'),
  CheckoutPage: lazyPage(() => import('./pages/CheckoutPage.tsx'), 'CheckoutPage'),
  AboutPage: lazyPage(() => import('./pages/AboutPage.tsx'), 'AboutPage'),
  ContactPage: lazyPage(() => import('./pages/ContactPage.tsx'), 'ContactPage'),
  ReturnsPage: lazyPage(() => import('./pages/ReturnsPage.tsx'), 'ReturnsPage'),
  RefundPolicyPage: lazyPage(() => import('./pages/RefundPolicyPage.tsx'), 'RefundPolicyPage'),
  PrivacyPolicyPage: lazyPage(() => import('./pages/PrivacyPolicyPage.tsx'), 'PrivacyPolicyPage'),
  TermsOfServicePage: lazyPage(() => import('./pages/TermsOfServicePage.tsx'), 'TermsOfServicePage'),
  AccessibilityPage: lazyPage(() => import('./pages/AccessibilityPage.tsx'), 'AccessibilityPage'),
  ShippingBlockedPage: lazyPage(() => import('./pages/ShippingBlockedPage.tsx'), 'ShippingBlockedPage'),
  SignupPage: lazyPage(() => import('./pages/SignupPage.tsx'), 'SignupPage'),
  LoginPage: lazyPage(() => import('./pages/LoginPage.tsx'), 'LoginPage'),
  AccountOrdersPage: lazyPage(() => import('./pages/AccountOrdersPage.tsx'), 'AccountOrdersPage'),
  WishlistPage: lazyPage(() => import('./pages/WishlistPage.tsx'), 'WishlistPage'),
  SharedWishlistPage: lazyPage(() => import('./pages/SharedWishlistPage.tsx'), 'SharedWishlistPage'),
  UnsubscribePage: lazyPage(() => import('./pages/UnsubscribePage.tsx'), 'UnsubscribePage'),
  GiftCardsPage: lazyPage(() => import('./pages/GiftCardsPage.tsx'), 'GiftCardsPage'),
  ReviewPage: lazyPage(() => import('./pages/ReviewPage.tsx'), 'ReviewPage'),
  AdminPage: lazyPage(() => import('./pages/AdminPage.tsx'), 'AdminPage'),
  PrintifyAdminPage: lazyPage(() => import('./pages/PrintifyAdminPage.tsx'), 'PrintifyAdminPage'),
  EmailTestPage: lazyPage(() => import('./pages/EmailTestPage.tsx'), 'EmailTestPage'),
  NotFoundPage: lazyPage(() => import('./pages/NotFoundPage.tsx'), 'NotFoundPage'),
};

/** Every route of the table (src/page-routes.ts); anything else falls through to Page Not Found. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        {ROUTE_NAMES.map((name) => (
          <Route key={name} path={PAGES[name].path} component={PAGE_COMPONENTS[PAGES[name].page]} />
        ))}
        <Route component={PAGE_COMPONENTS.NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
