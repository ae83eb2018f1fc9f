import { tx } from '../../../src/i18n-text.ts';
import { FailedAttemptLimits, type Clock } from '../common/index.ts';

/** The documented limit: 30 failures in 10 minutes for one shopper (see FailedAttemptLimits for who that is). */
export const COUPON_FAILURES_PER_SHOPPER = { limit: 30, windowMs: 10 * 60 * 1000 };
/** What one IP may fail in all, whoever behind it fails. */
export const COUPON_FAILURES_PER_IP = { limit: 100, windowMs: 10 * 60 * 1000 };

/** Failed coupon validations, so codes cannot be found by trying them. */
export const couponAttemptLimits = (clock: Clock) =>
  new FailedAttemptLimits(
    clock,
    'coupon',
    { perShopper: COUPON_FAILURES_PER_SHOPPER, perIp: COUPON_FAILURES_PER_IP },
    tx('Too many coupon attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.'),
  );
