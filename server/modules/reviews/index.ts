/**
 * Reviews from verified buyers (issue 39): a delivered line's review with its photos, staff's decision
 * on it, a print's approved reviews and their average, and the one e-mail asking for a review a week
 * after the delivery. What other parts of the shop may call is exported here; the rest of the folder is
 * its inside.
 */
export { adminReview, listAdminReviews, productReviews, reviewPhotoBytes } from './review-reads.ts';
export { decideReview } from './review-decisions.ts';
export { reviewRequestEmail } from './review-request-email.ts';
export { REVIEW_REQUESTS_CRON, REVIEW_REQUESTS_JOB, reviewRequestsJob, sendReviewRequests } from './review-requests.ts';
export { checkReview, recordReview, type CheckedReview } from './write-review.ts';
