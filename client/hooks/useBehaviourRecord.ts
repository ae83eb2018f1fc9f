import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { beginSession, recordCategoryView, recordPageVisit, recordTimeSpent } from '../behaviour.ts';

/**
 * Keeps the behaviour record (client/behaviour.ts) as the shopper moves around: the session start,
 * the last visit, the categories browsed in /shop and the time each path was visible. Mounted once,
 * in SiteLayout; the product page records its own product views.
 */
export function useBehaviourRecord() {
  const [path] = useLocation();
  const search = useSearch();

  useEffect(() => beginSession(), []);

  useEffect(() => {
    recordPageVisit();
    // Only time the page is on screen counts: a tab left in the background is not interest.
    let visibleSince: number | null = document.visibilityState === 'visible' ? Date.now() : null;
    const flush = () => {
      if (visibleSince !== null) recordTimeSpent(path, Date.now() - visibleSince);
      visibleSince = null;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush();
      else visibleSince ??= Date.now();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    // pagehide covers closing the tab and reloading, which do not always report "hidden" first.
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', flush);
    };
  }, [path]);

  useEffect(() => {
    if (!path.startsWith('/shop')) return;
    const category = new URLSearchParams(search).get('category')?.trim();
    if (category) recordCategoryView(category);
  }, [path, search]);
}
