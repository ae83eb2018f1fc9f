import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * A client-side navigation keeps the scroll position of the previous page; start each new page at its top.
 * Links to an anchor (e.g. /terms-of-service#shipping) are left to the page that owns the anchor.
 */
export function ScrollToTop() {
  const [pathname] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
