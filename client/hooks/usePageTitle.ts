import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { HOME_TITLE, pageTitle } from '../../src/page-titles.ts';

/**
 * Names the browser tab after the page, e.g. "About — Canvas & Light", as the server named it first:
 * `title` already in the page's language, the brand's own title in it where there is none.
 */
export function usePageTitle(title: string | null) {
  const { i18n } = useLingui();
  const home = i18n._(HOME_TITLE);
  useEffect(() => {
    document.title = pageTitle(title, home);
  }, [title, home]);
}
