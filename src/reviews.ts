import { z } from 'zod';
import { EmailAddress } from './auth.ts';
import { Id } from './cart.ts';
import { tx } from './i18n-text.ts';
import { listPaging, type Page } from './paging.ts';
import { ReturnLookupInput, ReturnRequestFields } from './returns.ts';
import { text } from './text.ts';

/**
 * Reviews from verified buyers (issue 39): a delivered line of an order reviewed once, with stars,
 * a title, a text and up to three photos; shown on its print's page once an admin approved it. The
 * server parses POST /api/reviews with these schemas and the /review form validates with the same ones.
 */

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const MAX_REVIEW_PHOTOS = 3;
export const MAX_REVIEW_TEXT = 2000;
export const MAX_REVIEW_TITLE = 120;

export const RATING_MESSAGE = tx('Please choose from 1 to 5 stars');
export const REVIEW_TEXT_TOO_LONG = tx('A review has at most 2,000 characters');
export const TOO_MANY_REVIEW_PHOTOS = tx('Please add at most 3 photos to a review.');

export const Rating = z.coerce.number({ message: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE);

/** What the review form itself holds (the order and its line come with the link; photos are checked apart). */
export const ReviewFormFields = z.object({
  rating: Rating,
  title: text('Title', { max: MAX_REVIEW_TITLE, required: tx('Please give your review a title'), tooLong: tx('A title has at most 120 characters') }),
  // A form sends its line breaks as CRLF: read as the line feeds the form counted (and the page shows) before the length is checked.
  text: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value),
    text('Review', { max: MAX_REVIEW_TEXT, required: tx('Please write a few words about your print'), tooLong: REVIEW_TEXT_TOO_LONG, multiline: true }),
  ),
});

/** The text fields of POST /api/reviews; multipart sends every field as text. */
export const ReviewRequestFields = z.strictObject({
  orderNumber: ReturnLookupInput.shape.orderNumber,
  email: EmailAddress,
  orderItemId: ReturnRequestFields.shape.orderItemId,
  ...ReviewFormFields.shape,
});
export type ReviewRequestFields = z.output<typeof ReviewRequestFields>;

export const ReviewReceipt = z.object({ id: z.number().int(), status: z.enum(REVIEW_STATUSES), message: z.string() });
export type ReviewReceipt = z.infer<typeof ReviewReceipt>;

export const ReviewPhotoView = z.object({ id: z.number().int(), url: z.string(), previewUrl: z.string(), width: z.number().int(), height: z.number().int() });
export type ReviewPhotoView = z.infer<typeof ReviewPhotoView>;

/** An approved review as the print's page shows it: the buyer by first name and initial only. */
export const ProductReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** "Grace H.": never the full name or the address. */
  author: z.string(),
  /** The size bought, when the print has sizes. */
  size: z.string().nullable(),
  /** ISO 8601: when it was written. */
  createdAt: z.string(),
  photos: z.array(ReviewPhotoView),
});
export type ProductReview = z.infer<typeof ProductReview>;

export const PRODUCT_REVIEWS_PAGE_SIZE = 6;

export const ProductReviewsInput = z.strictObject({ productId: Id('Product'), ...listPaging(PRODUCT_REVIEWS_PAGE_SIZE) });
export type ProductReviewsInput = z.input<typeof ProductReviewsInput>;

/** One page of a print's approved reviews, newest first, with the average of all of them (null with none). */
export interface ProductReviewPage extends Page<ProductReview> {
  averageRating: number | null;
}

// ---- Admin ----

export const ADMIN_REVIEWS_PAGE_SIZE = 24;

export const AdminReviewListInput = z.strictObject({
  status: z.enum(REVIEW_STATUSES, { message: `The status is one of ${REVIEW_STATUSES.join(', ')}` }).optional(),
  ...listPaging(ADMIN_REVIEWS_PAGE_SIZE),
});
export type AdminReviewListInput = z.input<typeof AdminReviewListInput>;

export const AdminReview = ProductReview.extend({
  status: z.enum(REVIEW_STATUSES),
  orderNumber: z.string(),
  customerEmail: z.string(),
  product: z.object({ id: z.number().int(), title: z.string() }),
  decisionNote: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /** ISO 8601. */
  decidedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReview>;

export const REVIEW_ACTIONS = ['approve', 'reject'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const ReviewDecisionInput = z.strictObject({
  id: Id('Review'),
  action: z.enum(REVIEW_ACTIONS, { message: `The action is one of ${REVIEW_ACTIONS.join(', ')}` }),
  /** Staff's own record of why; the buyer is not told. */
  note: text('Note', { max: 1000, tooLong: 'The note has at most 1,000 characters', multiline: true })
    .optional()
    .transform((value) => value || null),
});
export type ReviewDecisionInput = z.input<typeof ReviewDecisionInput>;

/** "Grace Hopper" → "Grace H.": how a buyer is named beside their review. */
export function shortName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/u);
  // A whole character, not half of a surrogate pair.
  const initial = Array.from(rest.at(-1) ?? '')[0];
  const given = Array.from(first).slice(0, 40).join('');
  return initial ? `${given} ${initial.toUpperCase()}.` : given;
}

/**
 * The review form's query for one line of an order (after pathTo('review')), as the review request
 * e-mail (with the buyer's e-mail, which the form is filled in with) and the account's orders link it.
 */
export function reviewQuery(orderNumber: string, orderItemId: number, email?: string): string {
  return new URLSearchParams({ order: orderNumber, item: String(orderItemId), ...(email ? { email } : {}) }).toString();
}
