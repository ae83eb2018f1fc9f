import { AdminReviewListInput, ReviewDecisionInput } from '../../../src/reviews.ts';
import { decideReview, listAdminReviews } from '../../modules/reviews/index.ts';
import { adminProcedure, router, staffProcedure } from '../init.ts';

/** Buyers' reviews for the back office, and the decisions on them: support staff read them, an admin decides (the spec: an admin's decision). */
export const adminReviewsRouter = router({
  /** One page of a status's reviews (every status without one), newest first. */
  list: staffProcedure.input(AdminReviewListInput.optional()).query(({ ctx, input }) => listAdminReviews(ctx.em, input)),
  /** approve (it shows on its print's page) or reject, audited (as POST /api/admin/reviews/{id}/decision): the review as the list shows it. */
  decide: adminProcedure.input(ReviewDecisionInput).mutation(({ ctx, input }) => decideReview(ctx.em, ctx.services.clock, input, ctx.staff)),
});
