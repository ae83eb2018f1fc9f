import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { Category } from '../../../src/catalogue.ts';
import { categoryFallbackImage, categoryImage } from '../../format/category-image.ts';
import { shopCategoryHref } from '../../site-links.ts';
import { ArtworkImage } from '../ArtworkImage/ArtworkImage.tsx';
import classes from './CollectionCard.module.css';
import { Trans } from '@lingui/react/macro';

/** One category on the landing page; opens the catalogue filtered to it. */
export function CollectionCard({ category }: { category: Category }) {
  const image = categoryImage(category);
  return (
    <Link href={shopCategoryHref(category.name)} className={classes.card}>
      <div className={classes.frame}>
        {image ? (
          <ArtworkImage
            className={classes.image}
            unavailableClassName={classes.unavailable}
            src={image}
            fallbackSrc={categoryFallbackImage(category.name)}
            alt=""
            width={720}
            height={900}
          />
        ) : (
          // Without any image the collection still gets a tile: its initial on a warm gradient.
          <span className={classes.initial} aria-hidden="true">
            {category.name.charAt(0)}
          </span>
        )}
        <span className={classes.name}>{category.name}</span>
      </div>
      {category.description && <p className={classes.description}>{category.description}</p>}
      <span className={classes.explore}>
        <Trans>Explore the collection</Trans> <IconArrowRight size={15} stroke={1.4} />
      </span>
    </Link>
  );
}
