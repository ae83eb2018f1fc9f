import { ProductReviewsInput } from '../../../src/reviews.ts';
import { productReviews } from '../../modules/reviews/index.ts';
import { publicProcedure, router } from '../init.ts';

/**
 * A print's approved reviews (issue 39). Writing one carries photos, so it is multipart and has no
 * procedure (tRPC here speaks JSON only): POST /api/reviews calls the reviews module directly
 * (server/rest/reviews.ts).
 */
export const reviewsRouter = router({
  /** One page, newest first, with the average of all of them; pass the previous page's nextCursor for the next. */
  forProduct: publicProcedure.input(ProductReviewsInput).query(({ ctx, input }) => productReviews(ctx.em, input)),
});
