import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A client-side navigation keeps the scroll position of the previous page; start each new page at its top.
 * Links to an anchor (e.g. /terms-of-service#shipping) are left to the page that owns the anchor. The page
 * the visit starts on is left alone: it is at its top already (or where a reload left it), and scrolling
 * there would force a layout of the whole page in the middle of its first render.
 */
export function ScrollToTop() {
  const [pathname] = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
