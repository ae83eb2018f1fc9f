import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { DomainError } from '../../../src/domain-error.ts';
import { tx } from '../../../src/i18n-text.ts';
import { DEFAULT_LOCALE } from '../../../src/locales.ts';
import { ReviewRequestFields, shortName, type ReviewReceipt } from '../../../src/reviews.ts';
import { asDriverException, takeOrRefuse } from '../common/index.ts';
import { lookupOrder } from '../order/index.ts';
import type { PreparedPhoto } from '../returns/index.ts';
import type { RequestScope } from '../request-scope.ts';
import { reviewsSql } from './tables.ts';

export const ITEM_NOT_IN_ORDER = tx('That print is not part of this order. Please use the link from your e-mail or your orders page.');
export const NOT_DELIVERED = tx('This print has not been delivered yet. You can review it once it has arrived.');
export const ALREADY_REVIEWED = tx('You have already reviewed this print. Thank you!');
const REVIEW_RECEIVED = 'Thank you for your review. It appears on the print’s page once the shop has read it.';
const TOO_MANY_REVIEWS = tx('Too many reviews sent. Please try again in {minutes, plural, one {# minute} other {# minutes}}.');

/** Accepted reviews from one client IP: a household reviews what it bought; more is someone making them up. */
export const REVIEWS_PER_IP = { limit: 10, windowMs: 60 * 60 * 1000 };

/**
 * A buyer's review (issue 39): the order found by its number and e-mail as the returns lookup finds
 * it (404 otherwise, counted against that lookup's limit, since a right pair opens an order), a line
 * of it that has been delivered (409 before), not reviewed yet (409). These checks run on the form's
 * fields before any photo is read (`checkReview`); the review and its photos are then written in one
 * transaction (`recordReview`), so a refusal or a failure at any step leaves nothing behind.
 */
export async function checkReview(ctx: RequestScope, fields: Record<string, string>) {
  const input = ReviewRequestFields.parse(fields);
  const order = await lookupOrder(ctx, { email: input.email, orderNumber: input.orderNumber });
  const item = order.items.find((candidate) => candidate.id === input.orderItemId);
  if (!item) throw new DomainError('NOT_FOUND', ITEM_NOT_IN_ORDER);
  // The order's delivery as the carrier reported it (order/shipments.ts), the date a return's claim counts from too.
  if (order.deliveredAt === null) throw new DomainError('CONFLICT', NOT_DELIVERED);
  // Asked before any photo is decoded; the unique key decides again when the review is written.
  const written = await reviewsSql(ctx.em).selectFrom('reviews').select('id').where('order_item_id', '=', item.id).executeTakeFirst();
  if (written) throw new DomainError('CONFLICT', ALREADY_REVIEWED);
  return { input, order, item };
}

export type CheckedReview = Awaited<ReturnType<typeof checkReview>>;

export async function recordReview(ctx: RequestScope, { input, order, item }: CheckedReview, photos: readonly PreparedPhoto[]): Promise<ReviewReceipt> {
  const now = ctx.services.clock();
  return ctx.em.fork().transactional(async (tx) => {
    // In the review's transaction: a review refused or not written after all is not counted.
    await takeOrRefuse(tx, [{ name: 'review:ip', subject: ctx.ip, window: REVIEWS_PER_IP }], now, TOO_MANY_REVIEWS);
    const db = reviewsSql(tx);
    const shipping = await db
      .selectFrom('orders')
      .select((eb) => [eb.ref('shipping_address', '->>').key('firstName').as('first'), eb.ref('shipping_address', '->>').key('lastName').as('last')])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    let id: number;
    try {
      ({ id } = await db
        .insertInto('reviews')
        .values({
          order_id: order.id,
          order_item_id: item.id,
          product_id: item.productId,
          customer_email: order.customerEmail ?? input.email,
          // The shipping name is the buyer's own; the page shows its first name and initial only.
          author_name: shortName(`${shipping.first ?? ''} ${shipping.last ?? ''}`),
          rating: input.rating,
          title: input.title,
          text: input.text,
          locale: ctx.locale ?? DEFAULT_LOCALE,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    } catch (error) {
      // reviews_order_item_id_unique: the line was reviewed meanwhile.
      if (asDriverException(error) instanceof UniqueConstraintViolationException) throw new DomainError('CONFLICT', ALREADY_REVIEWED);
      throw error;
    }
    if (photos.length > 0) {
      await db
        .insertInto('review_photos')
        .values(
          photos.map((photo, position) => ({
            review_id: id,
            position,
            content_type: photo.contentType,
            width: photo.width,
            height: photo.height,
            data: photo.data,
            preview: photo.preview,
          })),
        )
        .execute();
    }
    return { id, status: 'pending', message: REVIEW_RECEIVED };
  });
}
