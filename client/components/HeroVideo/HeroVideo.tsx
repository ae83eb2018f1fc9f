import { useEffect, useRef, useState } from 'react';
import { useAmbientMotion } from '../../hooks/useAmbientMotion.ts';
import { useNearViewport } from '../../hooks/useNearViewport.ts';
import { usePageSettled } from '../../hooks/usePageSettled.ts';
import { HERO_MEDIA } from '../../../src/hero-media.ts';
import classes from './HeroVideo.module.css';

interface HeroVideoProps {
  className?: string;
  /** The landing's first screen: the poster loads first and at high priority. Elsewhere it loads lazily. */
  priority?: boolean;
}

const canPlayWebm = () => typeof document !== 'undefined' && document.createElement('video').canPlayType(HERO_MEDIA.videoType) !== '';

/**
 * The brand film as a silent, looping backdrop that fills its parent. Its poster is always underneath and
 * is what shows when the film cannot play, when the shopper prefers reduced motion, and when they save data;
 * then the poster drifts slowly instead (never with reduced motion). The film pauses while off screen, and
 * starts only once the page has loaded, so that on the landing the poster is the largest paint and the film
 * takes no bandwidth from the first screen.
 */
export function HeroVideo({ className, priority = false }: HeroVideoProps) {
  const ambient = useAmbientMotion();
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const { ref: nearRef, near } = useNearViewport<HTMLDivElement>('200px');
  // Elsewhere than the first screen the poster is asked for by the page, once it is near (the distance at
  // which browsers start lazy pictures), not by the browser's lazy loading: a request the layout starts
  // is tied to nothing in Lighthouse's simulation, so its 53 KB shared the phone's connection with the
  // entry script (docs/performance.md, Lighthouse). The drawing for readers without JavaScript names it at once.
  const { ref: posterRef, near: posterNear } = useNearViewport<HTMLImageElement>('1250px');
  const video = useRef<HTMLVideoElement>(null);
  const [playable] = useState(canPlayWebm);
  const settled = usePageSettled();
  const withVideo = ambient.video && !failed && playable && settled && (priority || near);

  // Play only while on screen: no decoding for a backdrop nobody sees.
  useEffect(() => {
    const element = video.current;
    if (!withVideo || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) element.pause();
      // Refused (autoplay blocked, e.g. in low-power mode) means the poster stays; an AbortError only means
      // a pause() came first because the shopper scrolled away.
      else element.play().catch((error: unknown) => (error as Error | null)?.name !== 'AbortError' && setFailed(true));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [withVideo]);

  const still = !withVideo || !playing;
  const showPoster = priority || posterNear || typeof document === 'undefined';
  return (
    <div ref={nearRef} className={`${classes.root} ${className ?? ''}`} aria-hidden="true">
      {/* AVIF where the browser reads it (a quarter of the JPEG's bytes, which a phone's first screen shares with the script). */}
      <picture>
        {showPoster && <source type="image/avif" srcSet={HERO_MEDIA.posterAvif} />}
        <img
          ref={priority ? undefined : posterRef}
          className={classes.poster}
          src={showPoster ? HERO_MEDIA.poster : undefined}
          alt=""
          width={HERO_MEDIA.width}
          height={HERO_MEDIA.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          data-drift={(still && !withVideo && ambient.motion) || undefined}
        />
      </picture>
      {withVideo && (
        <video
          ref={video}
          className={classes.video}
          src={HERO_MEDIA.video}
          width={HERO_MEDIA.width}
          height={HERO_MEDIA.height}
          muted
          loop
          playsInline
          autoPlay
          preload="auto"
          disablePictureInPicture
          data-playing={playing || undefined}
          onPlaying={() => setPlaying(true)}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
