import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts what no first screen shows (the side panels, the toasts) only once it is wanted (`when`: the
 * shopper opened it, a toast was raised), and keeps it mounted from then on, so that closing plays its
 * transition and reopening is instant. Its children are lazily loaded components: their code leaves the
 * entry script, which every page waits for before its first paint.
 *
 * Measured with Lighthouse (bench/lighthouse.ts): mounting them, or only fetching their code, once the page
 * has settled cost more than it saved (their stylesheets restyle the whole page in its busy first seconds:
 * TBT 170-380 ms became 380-1,200 ms), so the first opening fetches them instead.
 */
export function LoadWhenWanted({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
