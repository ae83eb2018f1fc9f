import { useEffect } from 'react';

const BRAND = 'Canvas & Light';

/** Names the browser tab after the page, e.g. "About · Canvas & Light". */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : `${BRAND} · Museum-quality canvas prints`;
  }, [title]);
}
