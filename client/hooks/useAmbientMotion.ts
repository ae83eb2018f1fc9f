import { useReducedMotion } from '@mantine/hooks';
import { useMemo } from 'react';

interface NetworkInformationLike {
  saveData?: boolean;
}

/** The shopper asked their browser to spare data (Chrome's Data Saver, or the media query where supported). */
function wantsToSaveData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return true;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-data: reduce)').matches;
}

/**
 * Whether decorative movement may play: `motion` for CSS drifts (off with prefers-reduced-motion),
 * `video` for background videos (also off when the shopper saves data).
 */
export function useAmbientMotion() {
  // Read synchronously on the first render, so a video that must not play is never even requested.
  const reduced = useReducedMotion(false, { getInitialValueInEffect: false });
  const saveData = useMemo(() => wantsToSaveData(), []);
  return { motion: !reduced, video: !reduced && !saveData };
}
