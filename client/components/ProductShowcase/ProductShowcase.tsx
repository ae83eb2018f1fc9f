import { Container } from '@mantine/core';
import { SHOWCASE_INPUT } from '../../../src/page-boot.ts';
import { trpc } from '../../trpc.ts';
import { LoadError } from '../LoadError/LoadError.tsx';
import { ProductGrid } from '../ProductGrid/ProductGrid.tsx';
import { SectionHeading } from '../SectionHeading/SectionHeading.tsx';
import classes from './ProductShowcase.module.css';
import { pathTo } from '../../../src/page-routes.ts';
import { useLingui } from '@lingui/react/macro';

interface ProductShowcaseProps {
  eyebrow: string;
  title: string;
  titleId: string;
}

/** Spec section 9: New Arrivals and Recommended for You both show the first four products, newest first. */
const SHOWCASE_COUNT = SHOWCASE_INPUT.limit;

/** A row of the newest products with a View All link to the catalogue. */
export function ProductShowcase({ eyebrow, title, titleId }: ProductShowcaseProps) {
  const { t } = useLingui();
  const products = trpc.shop.products.list.useQuery(SHOWCASE_INPUT);

  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <Container>
        <SectionHeading eyebrow={eyebrow} title={title} titleId={titleId} action={{ label: t`View All`, href: pathTo('shop') }} />
        {products.isError ? (
          <LoadError message={t`We couldn’t load the artwork just now.`} onRetry={() => void products.refetch()} />
        ) : (
          <ProductGrid products={products.data?.items} skeletonCount={SHOWCASE_COUNT} />
        )}
      </Container>
    </section>
  );
}
