import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser has a quiet moment: for what must not compete with the
 * first screen's own requests and work (the landing's film, 0.5 MB, waits for it; its poster shows until then).
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(() => setSettled(true), { timeout: 2000 })
          : window.setTimeout(() => setSettled(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  return settled;
}
