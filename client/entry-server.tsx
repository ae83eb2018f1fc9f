import type { I18n } from '@lingui/core';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { Locale } from '../src/locales.ts';
import type { PageState } from '../src/page-boot.ts';
import { catalogsOf, matchPage } from '../src/page-routes.ts';
import { App } from './App.tsx';
import { createShopI18n, loadCatalogs, type CatalogName } from './i18n.ts';
import { preloadPageOf } from './routes.tsx';

/**
 * The page's first screen drawn on the server (server/http/page-drawing.ts), from the same components and
 * the same answers the client starts from (the page's state), so that the HTML as sent shows it to a
 * reader without JavaScript (it goes out inside <noscript>; the client renders as it always did).
 */

/** One i18n per language, shared by every drawing in it: pages in different languages are drawn side by side. */
const languages = new Map<Locale, I18n>();

async function i18nFor(locale: Locale, catalogs: readonly CatalogName[]): Promise<I18n> {
  const i18n = languages.get(locale) ?? createShopI18n();
  languages.set(locale, i18n);
  await loadCatalogs(i18n, locale, catalogs);
  return i18n;
}

export async function drawPage(pathname: string, search: string, pageState: PageState): Promise<string> {
  const match = matchPage(pathname);
  // The page's module before drawing, as the client does (main.tsx): a page that suspends on its module
  // would be sent as its Loading fallback with a script to swap it in, which a reader without JavaScript never runs.
  const [i18n] = await Promise.all([i18nFor(match.locale, catalogsOf(match)), preloadPageOf(pathname)]);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch={search}>
        <App pageState={pageState} locale={match.locale} i18n={i18n} />
      </Router>
    </StrictMode>,
    // React sends a large Suspense boundary's content apart, with a script to move it in place; here
    // every boundary stays where it is, so the page reads the same without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}
