import { Trans } from '@lingui/react/macro';
import { lazy, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useBehaviourRecord } from '../../hooks/useBehaviourRecord.ts';
import { useCartPanel } from '../../hooks/useCartPanel.tsx';
import { withCatalogs } from '../../i18n.ts';
import { LanguageSuggestion } from '../LanguageSuggestion/LanguageSuggestion.tsx';
import { LoadWhenWanted } from '../LoadWhenWanted/LoadWhenWanted.tsx';
import { RecommendationsHost } from '../RecommendationsHost/RecommendationsHost.tsx';
import { ScrollToTop } from '../ScrollToTop/ScrollToTop.tsx';
import { SiteFooter } from '../SiteFooter/SiteFooter.tsx';
import { SiteHeader } from '../SiteHeader/SiteHeader.tsx';
import classes from './SiteLayout.module.css';

// Its texts are in the `pages` catalog, loaded with it (lingui.config.ts).
const CartPanel = lazy(withCatalogs(['pages'], async () => ({ default: (await import('../CartPanel/CartPanel.tsx')).CartPanel })));

/** The frame of every page: navigation on top, the page, the footer, and the cart side panel. */
export function SiteLayout({ children }: { children: ReactNode }) {
  useBehaviourRecord();
  const { opened: cartOpened, close } = useCartPanel();
  const [path] = useLocation();
  // Any navigation (a link inside the panel, the browser's back button) leaves the panel behind.
  useEffect(() => close(), [path, close]);

  return (
    <div className={classes.shell}>
      {/* The first thing a keyboard reaches: past the navigation, to the page itself. */}
      <a className={classes.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
      <LoadWhenWanted when={cartOpened}>
        <CartPanel />
      </LoadWhenWanted>
      <RecommendationsHost />
      <LanguageSuggestion />
    </div>
  );
}
