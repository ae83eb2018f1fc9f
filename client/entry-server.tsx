import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { PageState } from '../src/page-boot.ts';
import { App } from './App.tsx';
import { preloadPageOf } from './routes.tsx';

/**
 * The page's first screen drawn on the server (server/http/page-drawing.ts), from the same components and
 * the same answers the client starts from (the page's state), so that the HTML as sent shows it to a
 * reader without JavaScript (it goes out inside <noscript>; the client renders as it always did).
 */
export async function drawPage(pathname: string, search: string, pageState: PageState): Promise<string> {  // The page's module before drawing, as the client does (main.tsx): a page that suspends on its module
  // would be sent as its Loading fallback with a script to swap it in, which a reader without JavaScript never runs.
  await preloadPageOf(pathname);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch={search}>
        <App pageState={pageState} />
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
