import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { pageModuleOf } from '../src/page-modules.ts';
import { PageFallback } from './components/PageFallback/PageFallback.tsx';
// Most visits start on the landing page, the catalogue or a print (search results, shared links): these
// ship in the main bundle, so their first screen waits for no second file. Apart, the two catalogue pages
// came with eight and nine small files (what they share with other pages), and on a phone each costs a
// round trip before the first paint (Lighthouse FCP 2.2 s against the landing's 1.7); in the bundle they
// add about 12 KB to it.
import { HomePage } from './pages/HomePage.tsx';
import { ProductPage } from './pages/ProductPage.tsx';
import { ShopPage } from './pages/ShopPage.tsx';

/** Pages whose module has arrived (preloadPageOf), drawn at once instead of through React.lazy. */
const loadedPages = new Map<string, ComponentType<never>>();
const pageLoaders = new Map<string, () => Promise<void>>();

/**
 * React.lazy wants a default export; our pages use named ones. A page whose module preloadPageOf has
 * fetched renders straight away: the server's drawing (entry-server.tsx) loads the page first, since
 * through React.lazy even a module already there suspends the first render, and the drawing would
 * hold the Suspense fallback.
 */
function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType<Props> }));
  pageLoaders.set(name, async () => {
    loadedPages.set(name, (await load())[name] as ComponentType<never>);
  });
  return function Page(props: Props) {
    const Loaded = loadedPages.get(name) as ComponentType<Props> | undefined;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}

/** Fetches the module of the page that shows `pathname` (the page names it for preloading too). */
export async function preloadPageOf(pathname: string): Promise<void> {
  const name = pageModuleOf(pathname);
  if (name) await pageLoaders.get(name)?.();
}

const CartPage = lazyPage(() => import('./pages/CartPage.tsx'), 'CartPage');
const CheckoutPage = lazyPage(() => import('./pages/CheckoutPage.tsx'), 'CheckoutPage');
const AboutPage = lazyPage(() => import('./pages/AboutPage.tsx'), 'AboutPage');
const ContactPage = lazyPage(() => import('./pages/ContactPage.tsx'), 'ContactPage');
const ReturnsPage = lazyPage(() => import('./pages/ReturnsPage.tsx'), 'ReturnsPage');
const RefundPolicyPage = lazyPage(() => import('./pages/RefundPolicyPage.tsx'), 'RefundPolicyPage');
const PrivacyPolicyPage = lazyPage(() => import('./pages/PrivacyPolicyPage.tsx'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyPage(() => import('./pages/TermsOfServicePage.tsx'), 'TermsOfServicePage');
const ShippingBlockedPage = lazyPage(() => import('./pages/ShippingBlockedPage.tsx'), 'ShippingBlockedPage');
const SignupPage = lazyPage(() => import('./pages/SignupPage.tsx'), 'SignupPage');
const LoginPage = lazyPage(() => import('./pages/LoginPage.tsx'), 'LoginPage');
const AccountOrdersPage = lazyPage(() => import('./pages/AccountOrdersPage.tsx'), 'AccountOrdersPage');
const AdminPage = lazyPage(() => import('./pages/AdminPage.tsx'), 'AdminPage');
const PrintifyAdminPage = lazyPage(() => import('./pages/PrintifyAdminPage.tsx'), 'PrintifyAdminPage');
const EmailTestPage = lazyPage(() => import('./pages/EmailTestPage.tsx'), 'EmailTestPage');
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage.tsx'), 'NotFoundPage');

/** Every route of spec section 2; anything else falls through to Page Not Found. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path="/" component={HomePage} />
        {/* `*?` makes the rest optional: /shop and /shop/anything both open the catalogue. */}
        <Route path="/shop/*?" component={ShopPage} />
        <Route path="/product/:id">{({ id }) => <ProductPage id={id} />}</Route>
        <Route path="/cart" component={CartPage} />
        <Route path="/checkout" component={CheckoutPage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/returns" component={ReturnsPage} />
        <Route path="/refund-policy" component={RefundPolicyPage} />
        <Route path="/privacy-policy" component={PrivacyPolicyPage} />
        <Route path="/terms-of-service" component={TermsOfServicePage} />
        <Route path="/shipping-blocked" component={ShippingBlockedPage} />
        <Route path="/signup" component={SignupPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/account/orders" component={AccountOrdersPage} />
        <Route path="/admin" component={AdminPage} />
        <Route path="/printify-admin" component={PrintifyAdminPage} />
        <Route path="/email-test" component={EmailTestPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
