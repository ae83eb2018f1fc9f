import type { ReactNode } from 'react';
import { useBehaviourRecord } from '../../hooks/useBehaviourRecord.ts';
import { CartPanel } from '../CartPanel/CartPanel.tsx';
import { RecommendationsHost } from '../RecommendationsHost/RecommendationsHost.tsx';
import { ScrollToTop } from '../ScrollToTop/ScrollToTop.tsx';
import { SiteFooter } from '../SiteFooter/SiteFooter.tsx';
import { SiteHeader } from '../SiteHeader/SiteHeader.tsx';
import classes from './SiteLayout.module.css';

/** The frame of every page: navigation on top, the page, the footer, and the cart side panel. */
export function SiteLayout({ children }: { children: ReactNode }) {
  useBehaviourRecord();
  return (
    <div className={classes.shell}>
      <ScrollToTop />
      <SiteHeader />
      <main className={classes.main}>{children}</main>
      <SiteFooter />
      <CartPanel />
      <RecommendationsHost />
    </div>
  );
}
