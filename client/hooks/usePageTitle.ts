import { useEffect } from 'react';
import { pageTitle } from '../../src/page-titles.ts';

/** Names the browser tab after the page, e.g. "About — Canvas & Light", as the server named it first. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
