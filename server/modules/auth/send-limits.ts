import { DomainError } from '../common/domain-error.ts';
import type { Clock } from '../../services.ts';

/**
 * Counts code e-mails per address and per client IP in a sliding window. Counters live in memory,
 * which DESIGN.md section 7 allows for one instance; several instances would move them to a shared
 * store behind the same `check` call.
 */
class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Milliseconds until `key` may be used again, or 0 when it may be used now. */
  waitFor(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return 0;
    return recent[recent.length - this.limit]! + this.windowMs - now;
  }

  record(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(now);
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((at) => at > now - this.windowMs);
  }

  /** Drops keys with nothing left in the window, so memory stays bounded under a flood of addresses. */
  private sweep(now: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((at) => at <= now - this.windowMs)) this.hits.delete(key);
    }
  }
}

export const SENDS_PER_ADDRESS = { limit: 3, windowMs: 10 * 60 * 1000 };
export const SENDS_PER_IP = { limit: 20, windowMs: 60 * 60 * 1000 };

/** Thrown as a 429; REST answers also carry its wait in a Retry-After header. */
export class TooManyRequestsError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      'TOO_MANY_REQUESTS',
      `Too many codes requested. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    );
  }
}

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
