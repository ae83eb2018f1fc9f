import { Skeleton } from '@mantine/core';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Product } from '../../../src/catalogue.ts';
import { hasPainted } from '../../first-paint.ts';
import { useAddToCart } from '../../hooks/useCart.ts';
import { useToggleWishlist, useWishlistIds } from '../../hooks/useWishlist.ts';
import { useMoney } from '../../hooks/useShopperLocation.ts';
import { ProductCard, type ProductCardActions } from '../ProductCard/ProductCard.tsx';
import classes from './ProductGrid.module.css';

/** The first screen's cards on a phone. */
const FIRST_RENDER_CARDS = 2;
/**
 * Cards added per task after that: each step a short task of its own (Lighthouse counts what a task
 * takes past 50 ms of its slower phone as blocking time).
 */
const CARDS_PER_STEP = 1;

/**
 * How many cards to render. A page loaded from the server renders the first screen's cards first and
 * adds the rest one per task once it has painted: made in one go, the 24 cards' elements were most of
 * /shop's blocking time on a phone, and four per task still made tasks of 90-150 ms of Lighthouse's
 * slower phone (docs/performance.md, Lighthouse). They are below the first screen, so nothing visible moves; the
 * cards already there are not rendered again (ProductCard is memoized). Everywhere else (later pages,
 * the drawing for readers without JavaScript) all at once.
 */
function useCardsShown(count: number): number {
  const [shown, setShown] = useState(() => (typeof document === 'undefined' || hasPainted() ? Infinity : FIRST_RENDER_CARDS));
  useEffect(() => {
    // Waits for the cards while they load; once the first page is all there, the pages the shopper
    // loads after it come at once.
    if (shown === Infinity || count === 0) return;
    const step = () => setShown((previous) => (previous + CARDS_PER_STEP >= count ? Infinity : previous + CARDS_PER_STEP));
    const timer = setTimeout(() => startTransition(step));
    return () => clearTimeout(timer);
  }, [shown, count]);
  return shown;
}

interface ProductGridProps {
  /** Undefined while loading: the grid then shows `skeletonCount` placeholder cards. */
  products: readonly Product[] | undefined;
  skeletonCount: number;
  /** How many cards sit on the first screen and load their picture at once; the rest load lazily. */
  priorityCount?: number;
  /** A full-width block placed after the first `after` cards (or after the last, with fewer). */
  interlude?: { after: number; content: ReactNode };
  /** Results are being replaced (new filters): the current ones fade back until the new ones arrive. */
  stale?: boolean;
  /**
   * Below the grid once every card is there (the foot that loads the next page as it comes near): placed
   * before the cards after the first screen were, it was near at once and fetched the next page, and
   * rendered its 24 cards, in the middle of the first page's load.
   */
  footer?: ReactNode;
  /** The widest size the shopper's wall takes (/shop's "Fits a wall up to"): each card offers a size that fits. */
  wallWidthIn?: number | null;
}

export function ProductGrid({ products, skeletonCount, priorityCount = 0, interlude, stale = false, footer, wallWidthIn = null }: ProductGridProps) {
  const shown = useCardsShown(products?.length ?? 0);
  const { add } = useAddToCart();
  const [, navigate] = useLocation();
  const money = useMoney();
  const saved = useWishlistIds();
  const toggleSaved = useToggleWishlist();
  // The same object while these stay the same: a card added after the first paint leaves the others alone.
  const actions = useMemo<ProductCardActions>(
    () => ({ money, addToCart: add, navigate, wallWidthIn, toggleSaved }),
    [money, add, navigate, wallWidthIn, toggleSaved],
  );
  if (!products) {
    return (
      <div className={classes.grid} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <div key={index} className={classes.skeleton} aria-hidden="true">
            <Skeleton className={classes.skeletonImage} radius={0} />
            <Skeleton height={9} width="32%" mt={20} radius={0} />
            <Skeleton height={18} width="78%" mt={12} radius={0} />
            <Skeleton height={11} width="45%" mt={10} radius={0} />
            <Skeleton height={13} width="38%" mt={12} radius={0} />
            <Skeleton height={40} mt={18} radius={2} />
          </div>
        ))}
      </div>
    );
  }

  const cards: ReactNode[] = products.slice(0, shown).map((product, index) => (
    <ProductCard key={product.id} product={product} actions={actions} index={index} priority={index < priorityCount} saved={saved.has(product.id)} />
  ));
  // Keyed, so the block keeps its state (a playing video) when the cards around it change. Placed once
  // the cards before it are all there, so cards added after the first paint never push it down.
  const interludeAt = Math.min(interlude?.after ?? Infinity, products.length);
  if (interlude && cards.length >= interludeAt) {
    cards.splice(interludeAt, 0, (
      <div key="interlude" className={classes.interlude}>
        {interlude.content}
      </div>
    ));
  }
  return (
    <>
      <div className={classes.grid} aria-busy={stale || undefined} data-stale={stale || undefined}>
        {cards}
      </div>
      {shown >= products.length && footer}
    </>
  );
}
