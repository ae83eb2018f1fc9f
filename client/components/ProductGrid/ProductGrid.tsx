import { Skeleton } from '@mantine/core';
import type { Product } from '../../../src/catalogue.ts';
import { ProductCard } from '../ProductCard/ProductCard.tsx';
import classes from './ProductGrid.module.css';

interface ProductGridProps {
  /** Undefined while loading: the grid then shows `skeletonCount` placeholder cards. */
  products: readonly Product[] | undefined;
  skeletonCount: number;
}

export function ProductGrid({ products, skeletonCount }: ProductGridProps) {
  return (
    <div className={classes.grid} aria-busy={!products}>
      {products
        ? products.map((product, index) => <ProductCard key={product.id} product={product} index={index} />)
        : Array.from({ length: skeletonCount }, (_, index) => (
            <div key={index} aria-hidden="true">
              <Skeleton className={classes.skeletonImage} radius={0} />
              <Skeleton height={10} width="35%" mt={20} radius={0} />
              <Skeleton height={18} width="75%" mt={12} radius={0} />
              <Skeleton height={12} width="30%" mt={12} radius={0} />
            </div>
          ))}
    </div>
  );
}
