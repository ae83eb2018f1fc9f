import { Skeleton } from '@mantine/core';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Product } from '../../../src/catalogue.ts';
import { hasPainted } from '../../first-paint.ts';
import { ProductCard } from '../ProductCard/ProductCard.tsx';
import classes from './ProductGrid.module.css';

/** The first screen's cards: the first row of the widest grid, two rows on a phone. */
const FIRST_RENDER_CARDS = 4;
/** Cards added per task after that. */
const CARDS_PER_STEP = 4;

/**
 * How many cards to render. A page loaded from the server renders the first screen's cards first and
 * adds the rest a few per task once it has painted: made in one go, the 24 cards' elements were most
 * of /shop's blocking time on a phone (README, Lighthouse). They are below the first screen, so nothing
 * visible moves. Everywhere else (later pages, the drawing for readers without JavaScript) all at once.
 */
function useCardsShown(count: number): number {
  const [shown, setShown] = useState(() => (typeof document === 'undefined' || hasPainted() ? Infinity : FIRST_RENDER_CARDS));
  useEffect(() => {
    if (shown >= count) return;
    const timer = setTimeout(() => startTransition(() => setShown((previous) => previous + CARDS_PER_STEP)));
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
}

export function ProductGrid({ products, skeletonCount, priorityCount = 0, interlude, stale = false }: ProductGridProps) {
  const shown = useCardsShown(products?.length ?? 0);
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
    <ProductCard key={product.id} product={product} index={index} priority={index < priorityCount} />
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
    <div className={classes.grid} aria-busy={stale || undefined} data-stale={stale || undefined}>
      {cards}
    </div>
  );
}
