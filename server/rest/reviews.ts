import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../src/domain-error.ts';
import { MAX_RETURN_PHOTO_BYTES } from '../../src/returns.ts';
import { AdminReview, MAX_REVIEW_PHOTOS, ProductReview, ReviewReceipt, TOO_MANY_REVIEW_PHOTOS, type AdminReviewListInput } from '../../src/reviews.ts';
import { checkReview, recordReview, reviewPhotoBytes, type CheckedReview } from '../modules/reviews/index.ts';
import { PHOTO_NOT_FOUND, photoFormHandler, PhotoId, readsPhotoForm, type PhotoForm } from './photo-form.ts';
import { callProcedure, pageReply, pathId, responseSchema, withScope } from './shim.ts';
import type { UploadGate } from './upload-gate.ts';

export const REVIEW_FILES_BEFORE_FIELDS = 'Send the order number, e-mail, item, rating, title and text before the photos.';

const REVIEW: PhotoForm<CheckedReview> = {
  noun: 'review',
  fieldNames: new Set(['orderNumber', 'email', 'orderItemId', 'rating', 'title', 'text']),
  maxPhotos: MAX_REVIEW_PHOTOS,
  // The return photos' limit: the same sanitiser reads them.
  maxPhotoBytes: MAX_RETURN_PHOTO_BYTES,
  filesBeforeFields: REVIEW_FILES_BEFORE_FIELDS,
  photoTooLarge: 'Each photo may be at most 5 MB. Please send your photos through the review page, which makes them smaller for you, or choose a smaller photo.',
  tooManyPhotos: TOO_MANY_REVIEW_PHOTOS,
  check: checkReview,
};

/**
 * POST /api/reviews (multipart: the fields and up to 3 photos), a print's approved reviews, the admin's
 * list and decisions, and the photos' URLs (issue 39; docs/api.md).
 */
export async function reviewRoutes(app: FastifyInstance, { gate }: { gate: UploadGate }) {
  await readsPhotoForm(app, REVIEW);
  app.post('/api/reviews', { schema: { response: responseSchema(ReviewReceipt, 201) }, onRequest: gate.admit }, photoFormHandler(gate, REVIEW, recordReview));

  app.get(
    '/api/products/:id/reviews',
    { schema: { response: responseSchema(z.array(ProductReview)) } },
    // Paged as GET /api/products: the body is the array, the page and the average around it in headers.
    callProcedure(async (caller, request, reply) => {
      const page = await caller.reviews.forProduct({ ...(request.query as object), productId: pathId(request) } as never);
      if (page.averageRating !== null) reply.header('x-average-rating', page.averageRating);
      return pageReply(reply, page);
    }),
  );

  app.get(
    '/api/admin/reviews',
    { schema: { response: responseSchema(z.array(AdminReview)) } },
    callProcedure(async (caller, request, reply) => pageReply(reply, await caller.admin.reviews.list(request.query as AdminReviewListInput))),
  );
  app.post(
    '/api/admin/reviews/:id/decision',
    { schema: { response: responseSchema(AdminReview) } },
    // The id in the path wins over any in the body.
    callProcedure((caller, request) => caller.admin.reviews.decide({ ...(request.body as object), id: pathId(request) } as never)),
  );

  for (const size of ['original', 'preview'] as const) {
    app.get(
      size === 'original' ? '/api/review-photos/:id' : '/api/review-photos/:id/preview',
      withScope(async (scope, request, reply) => {
        const id = PhotoId.safeParse((request.params as { id: string }).id);
        if (!id.success) throw new DomainError('NOT_FOUND', PHOTO_NOT_FOUND);
        const shown = await reviewPhotoBytes(scope.em, id.data, size, { approvedOnly: true });
        if (shown) {
          // An approved review's photo is public; a day's keeping lets a review taken down fade from caches soon.
          return reply.header('content-type', shown.contentType).header('cache-control', 'public, max-age=86400').send(shown.data);
        }
        // A photo of a review not yet approved exists only for staff, who decide it, and is kept by no cache.
        const user = await scope.currentUser();
        const waiting = user && scope.staffRole(user) ? await reviewPhotoBytes(scope.em, id.data, size, { approvedOnly: false }) : null;
        if (!waiting) throw new DomainError('NOT_FOUND', PHOTO_NOT_FOUND);
        return reply.header('content-type', waiting.contentType).header('cache-control', 'private, no-store').send(waiting.data);
      }),
    );
  }
}
