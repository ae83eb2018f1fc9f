import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the screen, and from then on: for work that should wait
 * until a picture is about to be seen (the same distance at which browsers start lazy images).
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.current?.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [margin, near],
  );

  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, near };
}
