import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { readBehaviour } from '../../behaviour.ts';
import { withCatalogs } from '../../i18n.ts';
import { useRecommendationsTrigger } from '../../hooks/useRecommendationsTrigger.ts';
import { recommendationsRequest } from '../../recommendations-trigger.ts';

// The dialog's code (Modal, Tabs, cards) loads only once the trigger fires: never with the landing page.
// Its texts are in the `pages` catalog, loaded with it (lingui.config.ts).
const RecommendationsDialog = lazy(
  withCatalogs(['pages'], async () => ({ default: (await import('../RecommendationsDialog/RecommendationsDialog.tsx')).RecommendationsDialog })),
);

/** Opens the recommendations dialog when the trigger says so (spec section 4). Mounted once, in SiteLayout. */
export function RecommendationsHost() {
  const { opened, close } = useRecommendationsTrigger();
  const [path] = useLocation();
  return opened ? <OpenedDialog path={path} onClose={close} /> : null;
}

function OpenedDialog({ path, onClose }: { path: string; onClose: () => void }) {
  // What the shopper had looked at when it opened; moving on (a card, Explore) does not ask again.
  const [request] = useState(() => recommendationsRequest(path, readBehaviour()));
  return (
    <Suspense fallback={null}>
      <RecommendationsDialog opened onClose={onClose} request={request} />
    </Suspense>
  );
}
