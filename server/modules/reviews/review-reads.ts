import type { EntityManager } from '@mikro-orm/postgresql';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { DomainError } from '../../../src/domain-error.ts';
import type { z } from 'zod';
import type { Page } from '../../../src/paging.ts';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  type AdminReview,
  type AdminReviewListInput,
  type ProductReview,
  type ProductReviewPage,
  type ProductReviewsInput,
  type ReviewStatus,
} from '../../../src/reviews.ts';
import { countOf, idPageOf } from '../common/index.ts';
import { sizeOfItem } from '../order/index.ts';
import { reviewsSql } from './tables.ts';

/**
 * What is read of reviews: a print's approved ones (its page, GET /api/products/{id}/reviews) with
 * their average, the admin's list by status, and the photos' bytes. Both lists page newest first by id.
 */

/** Where a review's photo and its preview are served (server/rest/reviews.ts): to everyone once approved, to staff before. */
export const reviewPhotoUrl = (id: number) => `/api/review-photos/${id}`;
const reviewPreviewUrl = (id: number) => `${reviewPhotoUrl(id)}/preview`;

export const REVIEW_NOT_FOUND = 'There is no review with that id.';

/** A review with its photos, in one statement. */
function selectReviews(em: EntityManager) {
  return reviewsSql(em)
    .selectFrom('reviews')
    .innerJoin('order_items', 'order_items.id', 'reviews.order_item_id')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .select((eb) => [
      'reviews.id',
      'reviews.rating',
      'reviews.title',
      'reviews.text',
      'reviews.author_name',
      'reviews.created_at',
      sizeOfItem(eb.ref('products.variants'), eb.ref('order_items.variant_id')).as('size'),
      jsonArrayFrom(
        eb
          .selectFrom('review_photos as ph')
          .select(['ph.id', 'ph.width', 'ph.height'])
          .whereRef('ph.review_id', '=', 'reviews.id')
          .orderBy('ph.position'),
      ).as('photos'),
    ]);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

const toProductReview = (row: ReviewRow): ProductReview => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  text: row.text,
  author: row.author_name,
  size: row.size,
  createdAt: new Date(row.created_at).toISOString(),
  photos: row.photos.map((photo) => ({ id: photo.id, url: reviewPhotoUrl(photo.id), previewUrl: reviewPreviewUrl(photo.id), width: photo.width, height: photo.height })),
});

/** A print's approved reviews, a page at a time, with the average of all of them. */
export async function productReviews(em: EntityManager, input: z.output<typeof ProductReviewsInput>): Promise<ProductReviewPage> {
  const approved = (query: ReturnType<typeof selectReviews>) => query.where('reviews.product_id', '=', input.productId).where('reviews.status', '=', 'approved');
  const [page, average] = await Promise.all([
    idPageOf(
      input,
      async (below, take) => {
        let query = approved(selectReviews(em));
        if (below !== undefined) query = query.where('reviews.id', '<', below);
        return (await query.orderBy('reviews.id', 'desc').limit(take).execute()).map(toProductReview);
      },
      () => countOf(reviewsSql(em).selectFrom('reviews').where('product_id', '=', input.productId).where('status', '=', 'approved')),
    ),
    reviewsSql(em)
      .selectFrom('reviews')
      .select((eb) => eb.fn.avg<string | null>('rating').as('average'))
      .where('product_id', '=', input.productId)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow(),
  ]);
  // One decimal, as stars are shown and as search engines read aggregateRating.
  return { ...page, averageRating: average.average === null ? null : Math.round(Number(average.average) * 10) / 10 };
}

/** The admin's Reviews tab: a status's reviews (every status without one), newest first. */
export async function listAdminReviews(em: EntityManager, input: z.output<typeof AdminReviewListInput> = { limit: ADMIN_REVIEWS_PAGE_SIZE }): Promise<Page<AdminReview>> {
  const { status } = input;
  return idPageOf(
    input,
    async (below, take) => {
      let query = adminReviews(em);
      if (status) query = query.where('reviews.status', '=', status);
      if (below !== undefined) query = query.where('reviews.id', '<', below);
      return (await query.orderBy('reviews.id', 'desc').limit(take).execute()).map(toAdminReview);
    },
    () => {
      const all = reviewsSql(em).selectFrom('reviews');
      return countOf(status ? all.where('status', '=', status) : all);
    },
  );
}

/** One review as the admin list shows it; 404 when there is none. */
export async function adminReview(em: EntityManager, id: number): Promise<AdminReview> {
  const row = await adminReviews(em).where('reviews.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND', REVIEW_NOT_FOUND);
  return toAdminReview(row);
}

const adminReviews = (em: EntityManager) =>
  selectReviews(em)
    .innerJoin('orders', 'orders.id', 'reviews.order_id')
    .select([
      'reviews.status',
      'reviews.customer_email',
      'reviews.decision_note',
      'reviews.decided_by',
      'reviews.decided_at',
      'orders.order_number',
      'products.id as product_id',
      'products.title as product_title',
    ]);

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminReviews>['execute']>>[number];

const toAdminReview = (row: AdminRow): AdminReview => ({
  ...toProductReview(row),
  // The column's check constraint keeps it inside REVIEW_STATUSES.
  status: row.status as ReviewStatus,
  orderNumber: row.order_number,
  customerEmail: row.customer_email,
  product: { id: row.product_id, title: row.product_title },
  decisionNote: row.decision_note,
  decidedBy: row.decided_by,
  decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
});

/** A photo's bytes, or its preview's; `approvedOnly` for anyone but staff, to whom a review not yet approved does not exist. */
export async function reviewPhotoBytes(em: EntityManager, id: number, size: 'original' | 'preview', { approvedOnly }: { approvedOnly: boolean }) {
  let query = reviewsSql(em)
    .selectFrom('review_photos as ph')
    .innerJoin('reviews as r', 'r.id', 'ph.review_id')
    .select(['ph.content_type', size === 'original' ? 'ph.data as data' : 'ph.preview as data'])
    .where('ph.id', '=', id);
  if (approvedOnly) query = query.where('r.status', '=', 'approved');
  const row = await query.executeTakeFirst();
  return row ? { contentType: size === 'original' ? row.content_type : 'image/jpeg', data: row.data } : null;
}
