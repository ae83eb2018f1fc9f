import './styles.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { preloadPageOf } from './routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's module first (the page names it, so it is on its way already): the server drew the first
// screen into #root, and the first render must be that page, never the fallback of a page still loading.
// React then puts its own render in place of the server's, the same markup in the same layout.
// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole page at once (Lighthouse counts each task over 50 ms as blocking).
void preloadPageOf(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }),
  );
