import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../../src/catalogue.ts';
import { artworkImage } from '../../format/artwork-image.ts';
import { productPriceLabel } from '../../format/price.ts';
import classes from './ProductCard.module.css';

interface ProductCardProps {
  product: Product;
  /** Position in its grid: cards fade in one after another, 50 ms apart (spec section 2). */
  index: number;
}

/**
 * A simple card: the artwork hung on a wall, its title, size and price. The carousel and add-to-cart
 * button of spec section 2 arrive with the storefront issue.
 */
export function ProductCard({ product, index }: ProductCardProps) {
  const image = artworkImage(product);
  return (
    <Link
      href={`/product/${product.id}`}
      className={classes.card}
      style={{ '--card-index': index } as CSSProperties}
    >
      <div className={classes.wall}>
        {image ? (
          <img className={classes.art} src={image} alt={product.title} width={640} height={800} loading="lazy" decoding="async" />
        ) : (
          <span className={classes.noImage}>Image unavailable</span>
        )}
        {!product.inStock && <span className={classes.soldOut}>Out of Stock</span>}
      </div>
      <div className={classes.body}>
        {product.category && <p className={classes.category}>{product.category}</p>}
        <h3 className={classes.title}>{product.title}</h3>
        {product.dimensions && <p className={classes.dimensions}>{product.dimensions}</p>}
        <p className={classes.price}>{productPriceLabel(product)}</p>
      </div>
    </Link>
  );
}
