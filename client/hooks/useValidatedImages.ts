import { useEffect, useMemo, useState } from 'react';
import { usableImages } from '../format/image-candidates.ts';

/** Spec section 9: an image that has not loaded within 5 s is dropped. */
export const IMAGE_TIMEOUT_MS = 5_000;

/** One probe per address for the whole visit: the same artwork appears on the landing, /shop and its page. */
const probes = new Map<string, Promise<boolean>>();
const verdicts = new Map<string, boolean>();

function probe(url: string): Promise<boolean> {
  let pending = probes.get(url);
  if (!pending) {
    pending = new Promise<boolean>((resolve) => {
      const image = new Image();
      const timer = window.setTimeout(() => settle(false), IMAGE_TIMEOUT_MS);
      function settle(ok: boolean) {
        window.clearTimeout(timer);
        image.onload = image.onerror = null;
        verdicts.set(url, ok);
        resolve(ok);
      }
      image.onload = () => settle(true);
      image.onerror = () => settle(false);
      image.decoding = 'async';
      image.src = url;
    });
    probes.set(url, pending);
  }
  return pending;
}

/**
 * Spec section 4, the image rules, part two: placeholders skipped, and once `enabled` (the picture is near
 * the screen, so lazy loading keeps its point) every remaining address is tried; those that fail or take
 * longer than 5 s are dropped. If none remain, the first candidate is used anyway. Until the probes answer,
 * the list holds every usable address, so the first picture shows at once.
 */
export function useValidatedImages(candidates: readonly string[], enabled: boolean): string[] {
  // Keyed by content: callers build the candidate list afresh on every render.
  const key = candidates.join('\n');
  const usable = useMemo(() => usableImages(key ? key.split('\n') : []), [key]);
  const [, setSettled] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const unknown = usable.filter((url) => !verdicts.has(url));
    for (const url of unknown) void probe(url).then(() => live && setSettled((count) => count + 1));
    return () => {
      live = false;
    };
  }, [enabled, usable]);

  const working = usable.filter((url) => verdicts.get(url) !== false);
  return working.length > 0 ? working : candidates.slice(0, 1);
}
