import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '../src/locales.ts';

/**
 * The shop's texts in the shopper's language (Lingui, with the catalogs in src/locales, DESIGN.md
 * section 5). Each language's catalogs are chunks of their own, imported only for the page's own
 * language (the server names them with the page, so they arrive with the entry script): the first
 * screens' (`shop`, the entry script's texts) with every page, the other pages' and panels' (`pages`)
 * with those, the policies' with the policy pages (lingui.config.ts). The back office is English.
 */

export type CatalogName = 'shop' | 'pages' | 'policies';

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
  pages: {
    en: () => import('../src/locales/en/pages.po'),
    de: () => import('../src/locales/de/pages.po'),
    fr: () => import('../src/locales/fr/pages.po'),
    es: () => import('../src/locales/es/pages.po'),
    it: () => import('../src/locales/it/pages.po'),
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

/** The browser page's i18n and language, and the catalogs loaded or on their way into it. */
let pageLanguage: { i18n: I18n; locale: Locale; catalogs: Map<CatalogName, Promise<void>> } | null = null;

/**
 * The browser page's catalogs before its first render (main.tsx): what `withCatalogs` loads more
 * into later, when the shopper opens another page or a panel. The tests and the server's drawing
 * never call it: they load every catalog a page needs before rendering it.
 */
export function loadPageCatalogs(i18n: I18n, locale: Locale, catalogs: readonly CatalogName[]): Promise<void> {
  const loading = loadCatalogs(i18n, locale, catalogs);
  pageLanguage = { i18n, locale, catalogs: new Map(catalogs.map((name) => [name, loading])) };
  return loading;
}

/**
 * A lazily loaded module's import that also loads the catalogs of the texts it shows (each once), so
 * that it renders in the page's language at once: for React.lazy, a page (client/routes.tsx) or a
 * panel loaded when wanted.
 */
export function withCatalogs<Module>(catalogs: readonly CatalogName[], load: () => Promise<Module>): () => Promise<Module> {
  return async () => {
    const [module] = await Promise.all([load(), ...catalogs.map(catalogLoaded)]);
    return module;
  };
}

function catalogLoaded(name: CatalogName): Promise<void> | undefined {
  if (!pageLanguage) return undefined;
  let loading = pageLanguage.catalogs.get(name);
  if (!loading) {
    loading = loadCatalogs(pageLanguage.i18n, pageLanguage.locale, [name]);
    pageLanguage.catalogs.set(name, loading);
  }
  return loading;
}
