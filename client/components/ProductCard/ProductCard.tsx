import { Button } from '@mantine/core';
import { useState, type CSSProperties, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { Product } from '../../../src/catalogue.ts';
import { isInStock } from '../../../src/cart-lines.ts';
import { productImageCandidates } from '../../format/image-candidates.ts';
import { cardDimensions, cardPriceLabel, defaultVariant } from '../../format/product-summary.ts';
import { useAddToCart } from '../../hooks/useCart.ts';
import { useNearViewport } from '../../hooks/useNearViewport.ts';
import { useMoney } from '../../hooks/useShopperLocation.ts';
import { useValidatedImages } from '../../hooks/useValidatedImages.ts';
import { hasPainted } from '../../first-paint.ts';
import { ImageCarousel } from '../ImageCarousel/ImageCarousel.tsx';
import classes from './ProductCard.module.css';

interface ProductCardProps {
  product: Product;
  /** Position in its grid: cards fade in one after another, 50 ms apart (spec section 2). */
  index: number;
  /** On the first screen: load the main picture at once instead of lazily. */
  priority?: boolean;
}

/** The stagger restarts for each page of results and never keeps a card waiting more than 0.6 s. */
const staggerStep = (index: number) => Math.min(index % 24, 12);


/**
 * A product in a grid (spec section 2): its pictures in a carousel, title, size and price, and an Add to
 * Cart button for its default size. Anywhere else on the card opens the product page.
 */
export function ProductCard({ product, index, priority = false }: ProductCardProps) {
  const href = `/product/${product.id}`;
  const [, navigate] = useLocation();
  const money = useMoney();
  const cart = useAddToCart();
  const { ref, near } = useNearViewport<HTMLElement>();
  const candidates = productImageCandidates(product);
  const images = useValidatedImages(candidates, near || priority);
  const inStock = isInStock(product);
  const dimensions = cardDimensions(product);
  // The first card of a page's very first frame rises into place already visible: its picture is the one
  // the page preloads and is built around, and faded in it would count as painted only once the fade
  // ended (Lighthouse's LCP). Every other card fades in as it rises, which also hides a picture still
  // arriving (a hung canvas takes its size when it has loaded).
  const [fades] = useState(() => hasPainted() || !(priority && index === 0));

  const open = (event: MouseEvent) => {
    // Links and buttons inside the card do their own thing.
    if (event.defaultPrevented || (event.target as Element).closest('a, button')) return;
    if (event.metaKey || event.ctrlKey) window.open(href, '_blank', 'noopener');
    else navigate(href);
  };

  const addToCart = (event: MouseEvent) => {
    event.stopPropagation();
    const variant = defaultVariant(product);
    // The hook shows the 'Added to cart' and 'Error' toasts; nothing more to do with a failure here.
    cart.add({ productId: product.id, quantity: 1, variantId: variant?.id }).catch(() => undefined);
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
          width={800}
          height={1000}
          loading={priority ? 'eager' : 'lazy'}
          loadRest={near}
          // The artwork itself hangs on the wall; room mockups (and anything standing in for it) fill the frame.
          fit={(_, src) => (src === candidates[0] ? 'hang' : 'cover')}
          controls="hover"
        />
        {!inStock && (
          <span className={classes.soldOut}>
            <span>Out of Stock</span>
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
        <p className={classes.price}>{cardPriceLabel(product, money)}</p>
      </div>
      <Button
        className={classes.add}
        variant="outline"
        color="charcoal.8"
        size="sm"
        fullWidth
        disabled={!inStock || cart.isPending}
        onClick={addToCart}
      >
        {cart.isPending ? 'Adding...' : 'Add to Cart'}
      </Button>
    </article>
  );
}
