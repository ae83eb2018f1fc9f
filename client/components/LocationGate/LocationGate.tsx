import { useEffect, useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { pathTo } from '../../../src/page-routes.ts';
import { useShopperLocation } from '../../hooks/useShopperLocation.ts';
import { PageFallback } from '../PageFallback/PageFallback.tsx';
import classes from './LocationGate.module.css';

/** How long the Loading cover takes to fade once the location is known. */
const FADE_MS = 250;

/**
 * Spec section 2, "Global behaviour": Loading until the location check answers, then a sanctioned
 * visitor is sent to /shipping-blocked from every other route. The server usually answers it with the
 * page itself (server/http/client-page.ts): then there is no Loading at all, and a sanctioned visitor's
 * page request is already redirected; this gate covers moves within the app and pages without it.
 *
 * The page renders beneath the Loading cover, inert, while the check runs: its requests go out in the
 * same batch as the location call, its images start loading, and its layout is settled, so the cover
 * fades to a finished page rather than one that jumps. A failed check lets the shop through; the server
 * refuses payments and orders from sanctioned places on its own.
 */
export function LocationGate({ children }: { children: ReactNode }) {
  const { location, isLoading } = useShopperLocation();
  const [path] = useLocation();
  const [covered, setCovered] = useState(isLoading);

  useEffect(() => {
    if (isLoading) return;
    const timer = window.setTimeout(() => setCovered(false), FADE_MS);
    return () => window.clearTimeout(timer);
  }, [isLoading]);

  if (location?.isSanctioned && path !== pathTo('shippingBlocked')) return <Redirect to={pathTo('shippingBlocked')} replace />;

  return (
    <div className={classes.gate} data-loading={isLoading || undefined}>
      <div inert={isLoading}>
        {children}
      </div>
      {covered && (
        <div className={classes.cover} data-done={!isLoading || undefined}>
          <div className={classes.center}>
            <PageFallback />
          </div>
        </div>
      )}
    </div>
  );
}
