import { Button, Container, Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { Product } from '../../src/catalogue.ts';
import { LoadError } from '../components/LoadError/LoadError.tsx';
import { NoticePage } from '../components/NoticePage/NoticePage.tsx';
import { artworkImage } from '../format/artwork-image.ts';
import { formatPrice, productPriceLabel } from '../format/price.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { trpc } from '../trpc.ts';
import classes from './ProductPage.module.css';

/**
 * A product, shown simply: artwork, title, price and the sizes it comes in. The gallery, size picker and
 * add-to-cart of spec section 2 arrive with the storefront issue.
 */
export function ProductPage({ id }: { id: string }) {
  const product = trpc.shop.products.byId.useQuery({ id });
  usePageTitle(product.data?.title ?? null);

  // An id that is not a number is as missing as one that names no product.
  const code = product.error?.data?.code;
  if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') return <ProductNotFound />;

  return (
    <Container className={classes.page}>
      <Link href="/shop" className={classes.back}>
        <IconArrowLeft size={16} stroke={1.4} /> Back to Shop
      </Link>
      {product.isError ? (
        <LoadError what="this artwork" onRetry={() => void product.refetch()} />
      ) : product.data ? (
        <ProductDetail product={product.data} />
      ) : (
        <ProductDetailSkeleton />
      )}
    </Container>
  );
}

function ProductDetail({ product }: { product: Product }) {
  const image = artworkImage(product);
  return (
    <div className={classes.layout}>
      <div className={classes.wall}>
        {image ? (
          <img className={classes.art} src={image} alt={product.title} width={1000} height={1250} />
        ) : (
          <span className={classes.noImage}>Image unavailable</span>
        )}
      </div>
      <div className={classes.info}>
        {product.category && <p className={classes.category}>{product.category}</p>}
        <h1 className={classes.title}>{product.title}</h1>
        <p className={classes.price}>{productPriceLabel(product)}</p>
        <p className={classes.stock} data-in-stock={product.inStock}>
          {product.inStock ? 'In Stock' : 'Out of Stock'}
        </p>
        {product.description && <p className={classes.description}>{product.description}</p>}
        {product.variants.length > 0 && (
          <section aria-labelledby="product-sizes">
            <h2 id="product-sizes" className={classes.sizesTitle}>
              Canvas sizes
            </h2>
            <ul className={classes.sizes}>
              {product.variants.map((variant) => (
                <li key={variant.id} className={classes.size}>
                  <span>
                    {variant.size}
                    {variant.dimensions && <span className={classes.sizeCm}>{variant.dimensions}</span>}
                  </span>
                  <span className={classes.sizePrice}>{formatPrice(variant.price)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}

function ProductDetailSkeleton() {
  return (
    <div className={classes.layout} aria-busy="true">
      <Skeleton className={classes.wall} radius={0} />
      <div className={classes.info}>
        <Skeleton height={12} width="25%" radius={0} />
        <Skeleton height={44} width="80%" mt={20} radius={0} />
        <Skeleton height={20} width="35%" mt={24} radius={0} />
        <Skeleton height={90} mt={36} radius={0} />
      </div>
    </div>
  );
}

function ProductNotFound() {
  return (
    <NoticePage
      mark="?"
      title="Product Not Found"
      actions={
        <Button renderRoot={(props) => <Link href="/shop" {...props} />} size="md">
          Back to Shop
        </Button>
      }
    >
      <p>This artwork is no longer in the collection, or the link to it is incomplete.</p>
    </NoticePage>
  );
}
