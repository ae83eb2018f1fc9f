import type { Clock } from '../../services.ts';
import { TooManyRequestsError } from '../common/domain-error.ts';
import { SlidingWindow } from '../common/sliding-window.ts';

export const COUPON_FAILURES_PER_IP = { limit: 30, windowMs: 10 * 60 * 1000 };

/**
 * Failed coupon validations per client IP, so codes cannot be guessed by trying them. Only
 * failures count: a shopper re-checking a good code as the cart changes is never held up,
 * while a guesser fails nearly every time.
 */
export class CouponAttemptLimits {
  private readonly failures = new SlidingWindow(COUPON_FAILURES_PER_IP.limit, COUPON_FAILURES_PER_IP.windowMs);

  constructor(private readonly clock: Clock) {}

  /** Throws a 429 while `ip` has used up its failures; call before looking at the code. */
  check(ip: string): void {
    const wait = this.failures.waitFor(ip, this.clock().getTime());
    if (wait > 0) throw new TooManyRequestsError(Math.ceil(wait / 1000), 'Too many coupon attempts');
  }

  recordFailure(ip: string): void {
    this.failures.record(ip, this.clock().getTime());
  }
}
