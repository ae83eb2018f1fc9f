import { useState, type ComponentPropsWithoutRef } from 'react';
import classes from './ArtworkImage.module.css';
import { Trans, useLingui } from '@lingui/react/macro';

export interface ArtworkImageProps extends Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'alt' | 'width' | 'height' | 'onError'> {
  src: string | null | undefined;
  /** Tried when `src` fails to load: usually the product's first image (spec section 4). */
  fallbackSrc?: string | null;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives (DESIGN.md section 6). */
  width: number;
  height: number;
  /** `eager` only for pictures on the first screen; everything else waits until it is scrolled near. */
  loading?: 'lazy' | 'eager';
  /** Extra class for the 'Image unavailable' panel that replaces a picture that cannot be shown. */
  unavailableClassName?: string;
}

/**
 * An artwork picture with the spec's failure rule: a picture that fails falls back to the first image;
 * when that fails too (or there is none), a quiet 'Image unavailable' panel takes its place.
 * Any `<img>` attribute passes through (className, fetchPriority, sizes, ...).
 */
export function ArtworkImage({
  src,
  fallbackSrc,
  alt,
  width,
  height,
  loading = 'lazy',
  unavailableClassName,
  ...imgProps
}: ArtworkImageProps) {
  const { t } = useLingui();
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const current = [src, fallbackSrc].find((url): url is string => !!url && !failed.has(url));

  if (!current) {
    return (
      <div
        className={`${classes.unavailable} ${unavailableClassName ?? ''}`}
        role="img"
        aria-label={alt ? t`${alt}: image unavailable` : t`Image unavailable`}
      >
        <span className={classes.unavailableTitle}>
          <Trans>Image unavailable</Trans>
        </span>
        <span className={classes.unavailableHint}>
          <Trans>Please try refreshing the page</Trans>
        </span>
      </div>
    );
  }

  return (
    <img
      key={current}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      draggable={false}
      onError={() => setFailed((previous) => new Set(previous).add(current))}
      {...imgProps}
    />
  );
}
