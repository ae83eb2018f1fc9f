import type { Clock } from '../common/clock.ts';
import { TooManyRequestsError } from './domain-error.ts';
import { SlidingWindow } from './sliding-window.ts';

/**
 * Failed guesses per client IP, for lookups where a right answer opens something (coupon codes,
 * order number and e-mail pairs). Only failures count: a shopper re-checking a good answer is
 * never held up, while someone guessing fails nearly every time.
 */
export class FailedAttemptLimits {
  private readonly failures: SlidingWindow;

  constructor(
    private readonly clock: Clock,
    window: { limit: number; windowMs: number },
    /** The start of the 429 message, e.g. 'Too many coupon attempts'. */
    private readonly what: string,
  ) {
    this.failures = new SlidingWindow(window.limit, window.windowMs);
  }

  /** Throws a 429 while `ip` has used up its failures; call before looking anything up. */
  check(ip: string): void {
    const wait = this.failures.waitFor(ip, this.clock().getTime());
    if (wait > 0) throw new TooManyRequestsError(Math.ceil(wait / 1000), this.what);
  }

  recordFailure(ip: string): void {
    this.failures.record(ip, this.clock().getTime());
  }
}
