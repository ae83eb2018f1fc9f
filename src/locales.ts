/**
 * The languages the shop speaks to its buyers (DESIGN.md section 5): English at the addresses the spec
 * gives (its texts are English's contract), the others under a prefix of their own (`/de/shop`,
 * `/fr/product/12`). The back office stays English.
 */
export const LOCALES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own words, as the switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', it: 'Italiano' };

/** Open Graph's names (language_TERRITORY) and the page's `<html lang>`. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', de: 'de_DE', fr: 'fr_FR', es: 'es_ES', it: 'it_IT' };

/** The header each of the client's calls names its page's language in: the server answers and e-mails in it. */
export const LOCALE_HEADER = 'x-shop-locale';

/** The cookie that keeps a visitor's choice of language, for their pages and e-mails. */
export const LOCALE_COOKIE = 'locale';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language a path is in, and the path without its prefix: /de/shop is German /shop; /de and /de/ are German /. */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  if (prefix && prefix !== DEFAULT_LOCALE && isLocale(prefix)) return { locale: prefix, path: pathname.slice(3) || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The base every address of a language starts with: '' for English, '/de' for German. */
export const localeBase = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** A path of the shop in a language: /shop in German is /de/shop, / is /de/. */
export const inLocale = (locale: Locale, path: string) => (locale === DEFAULT_LOCALE ? path : `${localeBase(locale)}${path}`);

/**
 * The language a call to the server is answered in: the page's own (the client names it in
 * LOCALE_HEADER), else the visitor's remembered choice (LOCALE_COOKIE), else English. A browser's
 * Accept-Language never decides (search engines must reach every version; it only suggests).
 */
export function requestLocale(header: unknown, cookie: unknown): Locale {
  if (isLocale(header)) return header;
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}

/**
 * The supported language a browser prefers most (its Accept-Language, or navigator.languages), by
 * language alone ('de-AT' is German); null when it names none of them.
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const language = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(language)) return language;
  }
  return null;
}
