import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { shopDay } from '../../../src/locale-dates.ts';
import { localeDigits } from '../../../src/pricing.ts';
import type { ProductReview } from '../../../src/reviews.ts';
import { useProductReviews } from '../../hooks/useProductReviews.ts';
import { useLocale } from '../../locale.tsx';
import { Stars } from '../Stars/Stars.tsx';
import classes from './ProductReviews.module.css';

/**
 * A print's approved reviews (issue 39), below its details: the average and count, then each review with
 * its stars, words and photos, the buyer by first name and initial and "Verified buyer"; a page at a
 * time. Its own chunk, loaded as the shopper scrolls near it (ProductPage's ReviewsSection). The words are
 * the buyer's plain text: React escapes them, and their line breaks are kept by CSS.
 */
export default function ProductReviews({ productId }: { productId: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const reviews = useProductReviews(productId);
  const first = reviews.data?.pages[0];
  if (!first || first.total === 0 || first.averageRating === null) return null;
  const { total, averageRating } = first;
  const average = localeDigits(averageRating, 1, locale);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className={classes.layout}>
      <header className={classes.head}>
        <h2 className={classes.title}>
          <Trans>Reviews</Trans>
        </h2>
        <p className={classes.average}>{average}</p>
        <Stars value={averageRating} size="lg" label={t`Rated ${average} out of 5`} />
        <p className={classes.count}>
          <Plural value={total} one="# review from a verified buyer" other="# reviews from verified buyers" />
        </p>
      </header>
      <div>
        <ol className={classes.list}>
          {items.map((review) => (
            <Review key={review.id} review={review} />
          ))}
        </ol>
        {reviews.hasNextPage && (
          <Button variant="outline" color="charcoal.8" className={classes.more} loading={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
            <Trans>Show more reviews</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}

function Review({ review }: { review: ProductReview }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { rating, author } = review;
  return (
    <li className={classes.review}>
      <article aria-label={review.title}>
        <Stars value={rating} size="sm" label={t`${rating} of 5 stars`} />
        <h3 className={classes.reviewTitle}>{review.title}</h3>
        <p className={classes.text}>{review.text}</p>
        {review.photos.length > 0 && (
          <ul className={classes.photos} aria-label={t`Photos from ${author}`}>
            {review.photos.map((photo, index) => {
              const number = index + 1;
              return (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noopener" className={classes.photo}>
                    <img src={photo.previewUrl} alt={t`Photo ${number} from ${author}`} width={photo.width} height={photo.height} loading="lazy" decoding="async" />
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        <footer className={classes.byline}>
          <span className={classes.author}>{author}</span>
          <span className={classes.verified}>
            <IconRosetteDiscountCheck size={15} stroke={1.5} aria-hidden="true" />
            <Trans>Verified buyer</Trans>
          </span>
          {review.size && <span>{review.size}</span>}
          <time dateTime={review.createdAt}>{shopDay(review.createdAt, locale, 'long')}</time>
        </footer>
      </article>
    </li>
  );
}
