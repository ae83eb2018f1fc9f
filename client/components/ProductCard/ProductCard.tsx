import { memo, useState, type CSSProperties, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { artworkAlt } from '../../../src/artwork-alt.ts';
import type { CartAddInput } from '../../../src/cart.ts';
import type { Product } from '../../../src/catalogue.ts';
import { isInStock } from '../../../src/cart-lines.ts';
import { productImageCandidates } from '../../format/image-candidates.ts';
import { cardDimensions, cardPriceLabel, cardVariant, defaultVariant } from '../../format/product-summary.ts';
import { useNearViewport } from '../../hooks/useNearViewport.ts';
import type { Money } from '../../hooks/useShopperLocation.ts';
import { useValidatedImages } from '../../hooks/useValidatedImages.ts';
import { hasPainted } from '../../first-paint.ts';
import { useLocale } from '../../locale.tsx';
import { ImageCarousel } from '../ImageCarousel/ImageCarousel.tsx';
import { WishlistHeart } from '../WishlistHeart/WishlistHeart.tsx';
import type { WishlistPrint } from '../../hooks/useWishlist.ts';
import classes from './ProductCard.module.css';
import { pathTo } from '../../../src/page-routes.ts';
import { normaliseSize } from '../../../src/size-chart.ts';
import { Trans } from '@lingui/react/macro';

/**
 * What every card of a grid shares, made once by the grid: a hook each (the location query, a cart
 * mutation, the router) cost a card's first render a third of its time on a phone, 24 times over.
 */
export interface ProductCardActions {
  money: Money;
  /** Adds a line; the cart's hook shows the 'Added to cart' or 'Error' toast. */
  addToCart: (input: CartAddInput) => Promise<unknown>;
  navigate: (href: string) => void;
  /** The widest size the shopper's wall takes (/shop's "Fits a wall up to"), null for any: each card offers a size that fits. */
  wallWidthIn: number | null;
  /** Keeps the print on the wishlist or lets it go; the wishlist's hook shows the toast. */
  toggleSaved: (print: WishlistPrint, keep: boolean) => Promise<void>;
}

interface ProductCardProps {
  product: Product;
  actions: ProductCardActions;
  /** Position in its grid: cards fade in one after another, 50 ms apart (spec section 2). */
  index: number;
  /** On the first screen: load the main picture at once instead of lazily. */
  priority?: boolean;
  /** On the shopper's wishlist: its heart is filled. */
  saved: boolean;
}

/** The stagger restarts for each page of results and never keeps a card waiting more than 0.6 s. */
const staggerStep = (index: number) => Math.min(index % 24, 12);


/**
 * A product in a grid (spec section 2): its pictures in a carousel with the wishlist's heart, title, size
 * and price, and an Add to Cart button for its size (the default one, or one that fits the shopper's
 * wall: cardVariant). Anywhere else on the card opens the product page. Rendered again only when its own props change: a grid adds
 * its cards one at a time after the first paint.
 */
export const ProductCard = memo(function ProductCard({ product, actions, index, priority = false, saved }: ProductCardProps) {
  const variant = cardVariant(product, actions.wallWidthIn);
  // A size other than the default is named in the link, so the print's page opens with it chosen.
  const sizeKey = variant && variant !== defaultVariant(product) ? normaliseSize(variant.size) : null;
  const href = `${pathTo('product', { id: product.id })}${sizeKey ? `?size=${sizeKey}` : ''}`;
  const [adding, setAdding] = useState(false);
  const { ref, near } = useNearViewport<HTMLElement>();
  const candidates = productImageCandidates(product);
  const images = useValidatedImages(candidates, near || priority);
  const inStock = isInStock(product);
  const locale = useLocale();
  const dimensions = cardDimensions(product, locale, variant);
  // The first card of a page's very first frame rises into place already visible: its picture is the one
  // the page preloads and is built around, and faded in it would count as painted only once the fade
  // ended (Lighthouse's LCP). Every other card fades in as it rises, which also hides a picture still
  // arriving (a hung canvas takes its size when it has loaded).
  const [fades] = useState(() => hasPainted() || !(priority && index === 0));

  const open = (event: MouseEvent) => {
    // Links and buttons inside the card do their own thing.
    if (event.defaultPrevented || (event.target as Element).closest('a, button')) return;
    if (event.metaKey || event.ctrlKey) window.open(href, '_blank', 'noopener');
    else actions.navigate(href);
  };

  const addToCart = (event: MouseEvent) => {
    event.stopPropagation();
    setAdding(true);
    // The toasts say how it went; nothing more to do with a failure here.
    actions
      .addToCart({ productId: product.id, quantity: 1, variantId: variant?.id })
      .catch(() => undefined)
      .finally(() => setAdding(false));
  };

  return (
    <article
      ref={ref}
      className={classes.card}
      data-fades={fades || undefined}
      style={{ '--card-index': staggerStep(index) } as CSSProperties}
      onClick={open}
      data-product-card
      data-sold-out={!inStock || undefined}
    >
      <div className={classes.wall}>
        <ImageCarousel
          images={images}
          alt={product.title}
          description={artworkAlt(product.title, product.description)}
          width={800}
          height={1000}
          loading={priority ? 'eager' : 'lazy'}
          loadRest={near}
          // The artwork itself hangs on the wall; room mockups (and anything standing in for it) fill the frame.
          fit={(_, src) => (src === candidates[0] ? 'hang' : 'cover')}
          controls="hover"
        />
        <WishlistHeart look="overlay" title={product.title} saved={saved} onToggle={() => void actions.toggleSaved(product, !saved)} />
        {!inStock && (
          <span className={classes.soldOut}>
            <span>
              <Trans>Out of Stock</Trans>
            </span>
          </span>
        )}
      </div>
      <div className={classes.body}>
        {product.category && <p className={classes.category}>{product.category}</p>}
        <h3 className={classes.title}>
          <Link href={href} className={classes.titleLink}>
            {product.title}
          </Link>
        </h3>
        {dimensions && <p className={classes.dimensions}>{dimensions}</p>}
        <p className={classes.price}>{cardPriceLabel(product, actions.money)}</p>
      </div>
      {/* A plain button styled as the house's outline button: Mantine's cost each card's render as much as the rest of it. */}
      <button type="button" className={classes.add} disabled={!inStock || adding} onClick={addToCart}>
        {adding ? <Trans>Adding...</Trans> : <Trans>Add to Cart</Trans>}
      </button>
    </article>
  );
});
