import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import classes from './WishlistHeart.module.css';

interface WishlistHeartProps {
  /** The print's title, for the button's name. */
  title: string;
  saved: boolean;
  onToggle: () => void;
  /** `overlay`: a round button on a card's picture; `text`: a quiet text button on the print's page. */
  look: 'overlay' | 'text';
  /** The page's own spacing around it. */
  className?: string;
}

/**
 * The heart that keeps a print on the wishlist (issue 39), a toggle (aria-pressed). Drawn by hand rather
 * than with an icon component: it sits on every card of a grid (ProductCard says why cards stay light).
 */
export function WishlistHeart({ title, saved, onToggle, look, className }: WishlistHeartProps) {
  const { t } = useLingui();
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    onToggle();
  };
  const heart = (
    <svg className={classes.heart} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 20.3s-7.6-4.6-9.3-9.5C1.6 7.6 3.7 4.4 7 4.4c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.3 0 5.4 3.2 4.3 6.4-1.7 4.9-9.3 9.5-9.3 9.5z" />
    </svg>
  );
  if (look === 'overlay') {
    return (
      <button
        type="button"
        className={classes.overlay}
        aria-pressed={saved}
        aria-label={t`Save ${title} to your wishlist`}
        title={saved ? t`On your wishlist` : t`Save to wishlist`}
        onClick={toggle}
      >
        {heart}
      </button>
    );
  }
  return (
    <button type="button" className={className ? `${classes.text} ${className}` : classes.text} aria-pressed={saved} onClick={toggle}>
      {heart}
      {saved ? <Trans>On your wishlist</Trans> : <Trans>Save to wishlist</Trans>}
    </button>
  );
}
