import type { Clock } from '../common/clock.ts';
import { TooManyRequestsError } from '../common/domain-error.ts';
import { SlidingWindow } from '../common/sliding-window.ts';

export const SENDS_PER_ADDRESS = { limit: 3, windowMs: 10 * 60 * 1000 };
export const SENDS_PER_IP = { limit: 20, windowMs: 60 * 60 * 1000 };

/** Code e-mails per address and per client IP (in memory: see SlidingWindow). */
export class CodeSendLimits {
  private readonly perAddress = new SlidingWindow(SENDS_PER_ADDRESS.limit, SENDS_PER_ADDRESS.windowMs);
  private readonly perIp = new SlidingWindow(SENDS_PER_IP.limit, SENDS_PER_IP.windowMs);

  constructor(private readonly clock: Clock) {}

  /**
   * Counts one send to `email` from `ip`, or throws when either has had its share. Unknown
   * addresses are counted like known ones, so the limit reveals nothing about accounts.
   */
  take(email: string, ip: string): void {
    const now = this.clock().getTime();
    const wait = Math.max(this.perAddress.waitFor(email, now), this.perIp.waitFor(ip, now));
    if (wait > 0) throw new TooManyRequestsError(Math.ceil(wait / 1000));
    this.perAddress.record(email, now);
    this.perIp.record(ip, now);
  }
}
