import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '../src/locales.ts';

/**
 * The shop's texts in the shopper's language (Lingui, with the catalogs in src/locales, DESIGN.md
 * section 5). Each language's catalogs are chunks of their own, imported only for the page's own
 * language (the server names them with the page, so they arrive with the entry script): the storefront's
 * with every page, the policies' with the policy pages. The back office is English and loads none.
 */

export type CatalogName = 'shop' | 'policies';

type Catalog = () => Promise<{ messages: Messages }>;

// One literal import per file, so that the build makes each a chunk the server can name (page-assets.ts).
const CATALOGS: Record<CatalogName, Record<Locale, Catalog>> = {
  shop: {
    en: () => import('../src/locales/en/shop.po'),
    de: () => import('../src/locales/de/shop.po'),
    fr: () => import('../src/locales/fr/shop.po'),
    es: () => import('../src/locales/es/shop.po'),
    it: () => import('../src/locales/it/shop.po'),
  },
  policies: {
    en: () => import('../src/locales/en/policies.po'),
    de: () => import('../src/locales/de/policies.po'),
    fr: () => import('../src/locales/fr/policies.po'),
    es: () => import('../src/locales/es/policies.po'),
    it: () => import('../src/locales/it/policies.po'),
  },
};

/** Loads `catalogs` of `locale` into `i18n` (they add to what it holds) and makes it the active language. */
export async function loadCatalogs(i18n: I18n, locale: Locale, catalogs: readonly CatalogName[]): Promise<void> {
  const loaded = await Promise.all(catalogs.map((name) => CATALOGS[name][locale]()));
  for (const { messages } of loaded) i18n.load(locale, messages);
  i18n.activate(locale);
}

/** The page's i18n: one per app in the browser; the server's drawing makes one per language (entry-server.tsx). */
export const createShopI18n = () => setupI18n();
