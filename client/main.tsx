import './styles.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { catalogsOf, matchPage } from '../src/page-routes.ts';
import { App } from './App.tsx';
import { afterFirstPaint, watchFirstPaint } from './first-paint.ts';
import { createShopI18n, loadPageCatalogs } from './i18n.ts';
import { preloadPageOf } from './routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's language, from its address (src/locales.ts), with its catalogs: a text must never show in
// another language first. The server names the catalogs' files with the page, so they arrive with this script.
const match = matchPage(location.pathname);
const i18n = createShopI18n();
const catalogs = loadPageCatalogs(i18n, match.locale, catalogsOf(match));

// The page's module before the first render (the page names its files, so they are on their way):
// through React.lazy the first frame would show the header alone, and the page's heading and picture,
// what Lighthouse counts as the largest paint, a frame or a round trip later. If it fails, the page
// renders anyway and React.lazy asks again. Not a top-level await: the page's chunk imports this one,
// which would then never finish loading.
void Promise.all([catalogs, preloadPageOf(location.pathname).catch(() => undefined)])
  .then(() => {
    // As a transition, the first render yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page at once (Lighthouse counts each task over 50 ms as blocking).
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App locale={match.locale} i18n={i18n} />
        </StrictMode>,
      );
    });
  });

// The web fonts once the page has painted (web-fonts.ts says why).
watchFirstPaint();
afterFirstPaint(() => void import('./web-fonts.ts').then(({ loadWebFonts }) => loadWebFonts()));
