import { Container, Skeleton } from '@mantine/core';
import { trpc } from '../../trpc.ts';
import { CollectionCard } from '../CollectionCard/CollectionCard.tsx';
import { LoadError } from '../LoadError/LoadError.tsx';
import { SectionHeading } from '../SectionHeading/SectionHeading.tsx';
import classes from './FeaturedCollections.module.css';
import { useLingui } from '@lingui/react/macro';

/** Spec section 9: the landing shows the first three categories. */
const COLLECTION_COUNT = 3;

export function FeaturedCollections() {
  const { t } = useLingui();
  const categories = trpc.shop.categories.list.useQuery();
  const featured = categories.data?.slice(0, COLLECTION_COUNT);

  return (
    <section className={classes.section} aria-labelledby="featured-collections">
      <Container>
        <SectionHeading eyebrow={t`Curated for you`} title={t`Featured Collections`} titleId="featured-collections" />
        {categories.isError ? (
          <LoadError message={t`We couldn’t load the collections just now.`} onRetry={() => void categories.refetch()} />
        ) : (
          <div className={classes.grid}>
            {featured
              ? featured.map((category) => <CollectionCard key={category.id} category={category} />)
              : Array.from({ length: COLLECTION_COUNT }, (_, index) => (
                  <Skeleton key={index} className={classes.skeleton} radius={0} />
                ))}
          </div>
        )}
      </Container>
    </section>
  );
}
