/**
 * When the page first painted, for what should wait for it (the web fonts, main.tsx) and what should look
 * different on the page's very first frame (ProductCard's entrance). A browser without paint timing
 * counts as painted a moment after the page loads.
 */
let painted = false;
const waiting: (() => void)[] = [];

/** Whether the page has painted once: false during the first render of a page loaded from the server. */
export function hasPainted(): boolean {
  return painted;
}

/** Runs `callback` once the page has painted (at once if it has). */
export function afterFirstPaint(callback: () => void): void {
  if (painted) callback();
  else waiting.push(callback);
}

/** Starts watching for the first paint (main.tsx, once). */
export function watchFirstPaint(): void {
  const done = () => {
    if (painted) return;
    painted = true;
    for (const callback of waiting.splice(0)) callback();
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    setTimeout(done, 1000);
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    done();
  }).observe({ type: 'paint', buffered: true });
}
