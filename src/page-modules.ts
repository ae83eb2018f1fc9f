/**
 * Which lazily loaded page (client/routes.tsx) shows a path, by the name of its component and module
 * (client/pages/{name}.tsx), so that the server can send that page's files with it
 * (server/http/page-assets.ts). Null for the landing page, which is in the entry script.
 * server/http/page-assets.test.ts holds this to the routes.
 */
export function pageModuleOf(pathname: string): string | null {
  if (pathname === '/' || /^\/shop(\/|$)/.test(pathname) || /^\/product\/[^/]+$/.test(pathname)) return null;
  return FIXED_PATHS[pathname] ?? 'NotFoundPage';
}

const FIXED_PATHS: Record<string, string> = {
  '/cart': 'CartPage',
  '/checkout': 'CheckoutPage',
  '/about': 'AboutPage',
  '/contact': 'ContactPage',
  '/returns': 'ReturnsPage',
  '/refund-policy': 'RefundPolicyPage',
  '/privacy-policy': 'PrivacyPolicyPage',
  '/terms-of-service': 'TermsOfServicePage',
  '/shipping-blocked': 'ShippingBlockedPage',
  '/signup': 'SignupPage',
  '/login': 'LoginPage',
  '/account/orders': 'AccountOrdersPage',
  '/admin': 'AdminPage',
  '/printify-admin': 'PrintifyAdminPage',
  '/email-test': 'EmailTestPage',
};
