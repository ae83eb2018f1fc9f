import { z } from 'zod';
import { Product, ProductIdInput } from './catalogue.ts';
import { tx } from './i18n-text.ts';
import { text } from './text.ts';

/**
 * The recommendations dialog's call (spec sections 2, 4, 7, 9): at most six prints for a shopper,
 * each with why it was picked. The client sends what its behaviour record holds; the server adds
 * the visitor's country and what sold.
 */

/** Spec section 9. */
export const MAX_RECOMMENDATIONS = 6;
export const MAX_RECOMMENDATION_CATEGORIES = 20;
export const MAX_CATEGORIES_TEXT = 500;

/**
 * A print that fits several reasons is shown for the first of them: what the shopper looks at and
 * chose to browse says more than what others bought, and trending is what is left.
 */
export const RECOMMENDATION_REASONS = ['similar', 'interests', 'region', 'trending'] as const;
export type RecommendationReason = (typeof RECOMMENDATION_REASONS)[number];

/** Spec section 2: the label on each card (the server answers it in the call's language; the dialog says it from the reason, in the page's). */
export const RECOMMENDATION_LABELS: Record<RecommendationReason, string> = {
  similar: tx('Similar style'),
  interests: tx('Based on your interests'),
  region: tx('Popular in your region'),
  trending: tx('Trending artwork'),
};

/** A category name is at most 100 characters (the categories table). */
const CategoryName = text('Category', { max: 100, tooLong: 'Each category has at most 100 characters' });

/**
 * `productId`: the print being looked at (an unknown one answers as none). `categories`: the
 * shopper's viewed category names, most relevant first, comma-separated as the query string carries
 * them. Both may be missing or empty.
 */
export const RecommendationsInput = z
  .object({
    // `?productId=` (empty) is a request without one, as the spec's path template writes it.
    productId: z.preprocess((id) => (id === '' ? undefined : id), ProductIdInput.shape.id.optional()),
    categories: text('Categories', {
      max: MAX_CATEGORIES_TEXT,
      tooLong: `Categories are at most ${MAX_CATEGORIES_TEXT} characters`,
    })
      .optional()
      .transform((list) => (list ?? '').split(',').map((name) => name.trim()).filter(Boolean))
      .pipe(
        z
          .array(CategoryName)
          .max(MAX_RECOMMENDATION_CATEGORIES, `Send at most ${MAX_RECOMMENDATION_CATEGORIES} categories`)
          // Each name once, in the order given.
          .transform((names) => [...new Set(names)]),
      ),
  })
  .strict();
export type RecommendationsInput = z.input<typeof RecommendationsInput>;
export type RecommendationsQuery = z.output<typeof RecommendationsInput>;

export const Recommendation = Product.extend({
  reason: z.enum(RECOMMENDATION_REASONS),
  label: z.string(),
});
export type Recommendation = z.infer<typeof Recommendation>;
