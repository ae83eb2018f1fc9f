import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { readBehaviour } from '../behaviour.ts';
import {
  markRecommendationsShown,
  recommendationsShown,
  RECOMMENDATIONS_CHECK_MS,
  shouldOpenRecommendations,
} from '../recommendations-trigger.ts';

/**
 * Checks every 30 s whether the recommendations dialog should open (recommendations-trigger.ts), and
 * says so once per browser session. Mounted once, in SiteLayout.
 */
export function useRecommendationsTrigger(): { opened: boolean; close: () => void } {
  const [path] = useLocation();
  const [opened, setOpened] = useState(false);
  // The check reads the path at its time, without restarting the 30 s rhythm on each navigation.
  const pathNow = useRef(path);
  useEffect(() => {
    pathNow.current = path;
  }, [path]);

  useEffect(() => {
    if (recommendationsShown()) return;
    const timer = window.setInterval(() => {
      if (!shouldOpenRecommendations({ path: pathNow.current, record: readBehaviour(), now: Date.now() })) return;
      markRecommendationsShown();
      window.clearInterval(timer);
      setOpened(true);
    }, RECOMMENDATIONS_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const close = useCallback(() => setOpened(false), []);
  return { opened, close };
}
