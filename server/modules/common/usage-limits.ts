import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from './clock.ts';
import { TooManyRequestsError } from '../../../src/domain-error.ts';
import { takeHits, type Bucket, type LimitWindow } from './rate-limit-counters.ts';

/**
 * Counts one use in each bucket, or throws a 429 saying when to try again when any of them has had
 * its share (then none is counted): `refusal`, a catalog text with the wait in `{minutes}`.
 */
export async function takeOrRefuse(em: EntityManager, buckets: readonly Bucket[], now: Date, refusal: string): Promise<void> {
  const result = await takeHits(em, buckets, now);
  if (!result.taken) throw TooManyRequestsError.tryAgainIn(Math.ceil(result.retryAfterMs / 1000), refusal);
}

/**
 * Every use counted, per e-mail address and per client IP: for calls that make the shop send
 * something (a sign-in code), where each use costs whether or not it succeeds.
 */
export class UsageLimits {
  constructor(
    private readonly clock: Clock,
    /** Names the buckets, e.g. 'login-code' (at most 30 characters). */
    private readonly name: string,
    private readonly windows: { perAddress: LimitWindow; perIp: LimitWindow },
    /** The 429's message, a catalog text with the wait in `{minutes}` (TooManyRequestsError.tryAgainIn). */
    private readonly refusal: string,
  ) {}

  /**
   * Counts one use by `address` from `ip`, or throws a 429 saying when to try again when either
   * has had its share (then neither is counted). Call it before doing anything that tells
   * addresses apart, so the limit itself reveals nothing about them.
   */
  async take(em: EntityManager, address: string, ip: string): Promise<void> {
    await takeOrRefuse(
      em,
      [
        { name: `${this.name}:address`, subject: address, window: this.windows.perAddress },
        { name: `${this.name}:ip`, subject: ip, window: this.windows.perIp },
      ],
      this.clock(),
      this.refusal,
    );
  }
}
