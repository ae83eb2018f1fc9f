import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { createContext, useContext, type ReactNode } from 'react';
import { Router } from 'wouter';
import { localeBase, type Locale } from '../src/locales.ts';

/**
 * The page's language (its address's prefix, src/locales.ts) for the components below: the texts
 * through Lingui's provider, the links through the router's base (a link to /shop on a German page
 * goes to /de/shop, wouter adds the prefix), and the locale itself for what formats numbers and dates.
 */

const LocaleContext = createContext<Locale>('en');

/** The language the page is in. */
export const useLocale = () => useContext(LocaleContext);

export function LocaleProvider({ locale, i18n, children }: { locale: Locale; i18n: I18n; children: ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <I18nProvider i18n={i18n}>
        <Router base={localeBase(locale)}>{children}</Router>
      </I18nProvider>
    </LocaleContext.Provider>
  );
}
