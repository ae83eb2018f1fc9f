import { Button, Container } from '@mantine/core';
import { Link, useSearch } from 'wouter';
import { CategoryLinks } from '../components/CategoryLinks/CategoryLinks.tsx';
import { LoadError } from '../components/LoadError/LoadError.tsx';
import { PageHeader } from '../components/PageHeader/PageHeader.tsx';
import { ProductGrid } from '../components/ProductGrid/ProductGrid.tsx';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { trpc } from '../trpc.ts';
import classes from './ShopPage.module.css';

/** Spec section 9: the catalogue shows 8 skeleton cards while it loads. */
const SKELETON_COUNT = 8;

/** The catalogue, optionally narrowed by ?category=. Search and sorting arrive with the storefront issue. */
export function ShopPage() {
  const category = new URLSearchParams(useSearch()).get('category') || null;
  const products = trpc.shop.products.list.useQuery(category ? { category } : undefined);
  usePageTitle(category ?? 'Shop');

  const count = products.data?.total;
  return (
    <>
      <PageHeader eyebrow="The collection" title={category ?? 'All Artwork'}>
        <p className={classes.count}>
          {count === undefined ? '\u00a0' : `${count} ${count === 1 ? 'artwork' : 'artworks'} found`}
        </p>
      </PageHeader>
      <Container className={classes.body}>
        <CategoryLinks active={category} />
        <div className={classes.results}>
          {products.isError ? (
            <LoadError what="the artwork" onRetry={() => void products.refetch()} />
          ) : count === 0 ? (
            <div className={classes.empty}>
              <h2 className={classes.emptyTitle}>No artwork found</h2>
              <Button renderRoot={(props) => <Link href="/shop" {...props} />} variant="outline" color="charcoal.8">
                Clear Filters
              </Button>
            </div>
          ) : (
            <ProductGrid products={products.data?.items} skeletonCount={SKELETON_COUNT} />
          )}
        </div>
      </Container>
    </>
  );
}
