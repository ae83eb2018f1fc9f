import type { Clock } from '../common/clock.ts';
import { FailedAttemptLimits } from '../common/failed-attempts.ts';

export const COUPON_FAILURES_PER_IP = { limit: 30, windowMs: 10 * 60 * 1000 };

/** Failed coupon validations per client IP, so codes cannot be found by trying them. */
export const couponAttemptLimits = (clock: Clock) =>
  new FailedAttemptLimits(clock, COUPON_FAILURES_PER_IP, 'Too many coupon attempts');
