import { useRef, useState, type CSSProperties, type PointerEvent, type MouseEvent } from 'react';
import { ArtworkImage } from '../ArtworkImage/ArtworkImage.tsx';
import classes from './ImageCarousel.module.css';
import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** Spec sections 2 and 9: a horizontal swipe of at least 50 px turns the picture. */
export const SWIPE_THRESHOLD_PX = 50;
/** Movement before the gesture counts as a swipe (or a scroll) rather than a tap. */
const DRAG_SLOP_PX = 6;

/**
 * How a picture sits in its frame: `hang` shows the artwork as a canvas on a wall, smaller than the frame
 * with a soft shadow; `contain` fits it whole; `cover` fills the frame (room mockups, photographs).
 */
export type SlideFit = 'hang' | 'contain' | 'cover';

export interface ImageCarouselProps {
  /** Already validated (useValidatedImages); the first one is the main picture. */
  images: readonly string[];
  /** The artwork's title: the carousel's name, and the other pictures' alt text with "view n". */
  alt: string;
  /** What the first picture, the artwork itself, shows (src/artwork-alt.ts); its alt text. */
  description: string;
  /** Intrinsic size of the pictures, for the width/height attributes. */
  width: number;
  height: number;
  /** For the first picture: `eager` on the first screen, else `lazy`. The others always wait for `loadRest`. */
  loading?: 'lazy' | 'eager';
  /** Whether the pictures after the first may load (a card passes "near the screen"). */
  loadRest?: boolean;
  fit?: SlideFit | ((index: number, src: string) => SlideFit);
  /** `hover`: with a mouse, arrows and dots appear on hover or focus (cards); `always`: always shown (galleries). */
  controls?: 'hover' | 'always';
  /** Controlled position; leave out to let the carousel keep its own. */
  index?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  /** Decided after the first few pixels: sideways is ours, up and down is the page's scroll. */
  horizontal: boolean | null;
}

/**
 * Pictures side by side on a track that slides: previous/next arrows, dots, and swipe (touch, pen or mouse).
 * Plain React and a CSS transform; no carousel library. Clicks on the controls and the click that ends a
 * swipe never reach a surrounding clickable card.
 */
export function ImageCarousel({
  images,
  alt,
  description,
  width,
  height,
  loading = 'lazy',
  loadRest = true,
  fit = 'contain',
  controls = 'always',
  index: controlledIndex,
  onIndexChange,
  className,
}: ImageCarouselProps) {
  const { t } = useLingui();
  const [ownIndex, setOwnIndex] = useState(0);
  const [offset, setOffset] = useState(0);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);

  const count = images.length;
  const many = count > 1;
  // The list can shrink while pictures are validated: never point past its end.
  const index = Math.min(Math.max(controlledIndex ?? ownIndex, 0), Math.max(count - 1, 0));
  const fitOf = (slide: number, src: string) => (typeof fit === 'function' ? fit(slide, src) : fit);

  const show = (next: number) => {
    const wrapped = ((next % count) + count) % count;
    setOwnIndex(wrapped);
    onIndexChange?.(wrapped);
  };
  const step = (event: MouseEvent, delta: number) => {
    event.preventDefault();
    event.stopPropagation();
    show(index + delta);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swallowClick.current = false;
    if (!many || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dx: 0, horizontal: null };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (current.horizontal === null) {
      if (Math.max(Math.abs(dx), Math.abs(dy)) < DRAG_SLOP_PX) return;
      current.horizontal = Math.abs(dx) > Math.abs(dy);
      if (!current.horizontal) {
        drag.current = null;
        return;
      }
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    current.dx = dx;
    setOffset(dx);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.horizontal) return;
    setOffset(0);
    swallowClick.current = true;
    if (event.type === 'pointerup' && Math.abs(current.dx) >= SWIPE_THRESHOLD_PX) show(index + (current.dx < 0 ? 1 : -1));
  };

  const style = { '--carousel-offset': `${offset}px`, '--carousel-index': index } as CSSProperties;

  return (
    <div
      className={`${classes.root} ${className ?? ''}`}
      data-controls={controls}
      data-many={many || undefined}
      data-dragging={offset !== 0 || undefined}
      role={many ? 'region' : undefined}
      aria-roledescription={many ? t`carousel` : undefined}
      aria-label={many ? t`${alt}: pictures` : undefined}
    >
      <div
        className={classes.viewport}
        data-swipeable={many || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(event) => {
          if (!swallowClick.current) return;
          swallowClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div className={classes.track} style={style}>
          {images.map((src, slide) => (
            <div
              key={src}
              className={classes.slide}
              data-fit={fitOf(slide, src)}
              aria-hidden={slide !== index || undefined}
              inert={slide !== index}
              role={many ? 'group' : undefined}
              aria-roledescription={many ? t`slide` : undefined}
              aria-label={many ? t`${ph({ position: slide + 1 })} of ${count}` : undefined}
            >
              {(slide === 0 || loadRest) && (
                <ArtworkImage
                  className={classes.image}
                  unavailableClassName={classes.unavailable}
                  src={src}
                  fallbackSrc={images[0]}
                  alt={slide === 0 ? description : t`${alt}, view ${ph({ position: slide + 1 })}`}
                  width={width}
                  height={height}
                  loading={slide === 0 ? loading : 'eager'}
                />
              )}
            </div>
          ))}
        </div>
      </div>

      {many && (
        <>
          <button type="button" className={`${classes.arrow} ${classes.prev}`} onClick={(event) => step(event, -1)} aria-label={t`Previous picture`} />
          <button type="button" className={`${classes.arrow} ${classes.next}`} onClick={(event) => step(event, 1)} aria-label={t`Next picture`} />
          <div className={classes.dots}>
            {images.map((src, slide) => (
              <button
                key={src}
                type="button"
                className={classes.dot}
                aria-label={t`Show picture ${ph({ position: slide + 1 })} of ${count}`}
                aria-current={slide === index || undefined}
                onClick={(event) => step(event, slide - index)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
