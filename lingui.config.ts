import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { entryModules } from './scripts/entry-modules.ts';
import { shopExtractor } from './scripts/lingui-english-text.ts';

/**
 * The shop's message catalogs (src/locales/{locale}/*.po), written in English as the spec words it
 * (its texts are English's contract) and translated into German, French, Spanish and Italian.
 * `npm run i18n:extract` adds new messages to every catalog; server/integrations/texts.test.ts fails on any message
 * a language lacks. Four catalogs, so that a page loads only what it shows:
 * - `shop`: the texts of the entry script's modules (scripts/entry-modules.ts: the header, footer,
 *   landing page, /shop and a print's page, and the shared code they import), loaded with every page;
 * - `pages`: the storefront's other texts (client/, src/): the lazily loaded pages (bag, checkout,
 *   sign-in, account, returns, about, contact), the panels and dialogs loaded when wanted, and the
 *   shared texts only they show (validation messages); loaded with those (client/i18n.ts withCatalogs).
 *   The server answers from both (server/integrations/texts.ts);
 * - `policies`: the long texts of the policy pages, loaded with those pages;
 * - `emails`: what the server writes (e-mails, page heads, the shopping feed), compiled at start.
 * The back office stays English and is not extracted.
 */
const STOREFRONT = { include: ['<rootDir>/client', '<rootDir>/src'], exclude: ['**/*.test.*', '<rootDir>/client/pages/admin', '<rootDir>/client/test-utils'] };
const ENTRY = entryModules().map((file) => `<rootDir>/${file}`);
const POLICY_PAGES = [
  '<rootDir>/client/pages/RefundPolicyPage.tsx',
  '<rootDir>/client/pages/PrivacyPolicyPage.tsx',
  '<rootDir>/client/pages/TermsOfServicePage.tsx',
  '<rootDir>/client/pages/AccessibilityPage.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'it', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  // Lingui's macros in the client's components, `tx('…')` in shared and server code.
  extractors: [shopExtractor],
  catalogs: [
    { name: 'shop', path: '<rootDir>/src/locales/{locale}/shop', include: ENTRY, exclude: STOREFRONT.exclude },
    { name: 'pages', path: '<rootDir>/src/locales/{locale}/pages', include: STOREFRONT.include, exclude: [...STOREFRONT.exclude, ...POLICY_PAGES, ...ENTRY] },
    { name: 'policies', path: '<rootDir>/src/locales/{locale}/policies', include: POLICY_PAGES },
    { name: 'emails', path: '<rootDir>/src/locales/{locale}/emails', include: ['<rootDir>/server'], exclude: ['**/*.test.*', '<rootDir>/server/test'] },
  ],
});
