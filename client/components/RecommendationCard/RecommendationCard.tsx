import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import { isInStock } from '../../../src/cart-lines.ts';
import { RECOMMENDATION_LABELS, type Recommendation } from '../../../src/recommendations.ts';
import { artworkImage } from '../../format/artwork-image.ts';
import { cardPriceLabel } from '../../format/product-summary.ts';
import { useMoney } from '../../hooks/useShopperLocation.ts';
import { ArtworkImage } from '../ArtworkImage/ArtworkImage.tsx';
import classes from './RecommendationCard.module.css';
import { pathTo } from '../../../src/page-routes.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** A suggested print: its picture on the wall, why it was picked, its name and price; all of it opens the print. */
export function RecommendationCard({ item, index, onOpen }: { item: Recommendation; index: number; onOpen: () => void }) {
  const { i18n } = useLingui();
  const money = useMoney();
  // Said from the reason, in the page's language (the answer's `label` is the spec's English).
  const label = i18n._(RECOMMENDATION_LABELS[item.reason]);
  const inStock = isInStock(item);
  return (
    <Link
      href={pathTo('product', { id: item.id })}
      onClick={onOpen}
      className={classes.card}
      style={{ '--card-index': index } as CSSProperties}
    >
      <span className={classes.wall}>
        {/* The link is named by what it shows in words (why, title, category, price): the picture adds no name. */}
        <ArtworkImage src={artworkImage(item)} fallbackSrc={item.imageUrl} alt="" width={600} height={750} className={classes.image} />
        {!inStock && (
          <span className={classes.soldOut}>
            <Trans>Out of Stock</Trans>
          </span>
        )}
      </span>
      <span className={classes.label}>{label}</span>
      <span className={classes.title}>{item.title}</span>
      <span className={classes.meta}>
        {item.category && <span>{item.category}</span>}
        <span className={classes.price}>{cardPriceLabel(item, money)}</span>
      </span>
    </Link>
  );
}
