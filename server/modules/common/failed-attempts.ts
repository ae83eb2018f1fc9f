import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from './clock.ts';
import { DomainError, TooManyRequestsError } from '../../../src/domain-error.ts';
import { giveBack, takeHits, type Bucket, type LimitWindow } from './rate-limit-counters.ts';

/**
 * What an attempt needs of its call: a RequestScope is one. Written out rather than imported:
 * request-scope.ts imports this file, and common/ imports no other module (session/, user/).
 */
export interface AttemptScope {
  em: EntityManager;
  ip: string;
  session: { load(): Promise<{ sid: string } | null> };
  currentUser(): Promise<{ id: number } | null>;
}

/**
 * Failed guesses, for lookups where a right answer opens something (coupon codes, order number and
 * e-mail pairs). Only failures count: a shopper re-checking a good answer is never held up, while
 * someone guessing fails nearly every time.
 *
 * Whose failures hold back whom. Counting per IP alone lets one person guessing behind an office,
 * campus or mobile network address lock every shopper behind it out of their own valid code. So a
 * failure counts twice:
 * - against the shopper who made it (perShopper): the signed-in customer, else the browser's
 *   session (every shopper with a cart has one), else, for a request that carries neither, the IP
 *   itself, shared by all such requests. Someone guessing is stopped here after perShopper
 *   failures, and only they are: the shoppers next to them, with their own sessions, go on.
 * - against the IP as a whole (perIp), with a higher ceiling. Sessions cost nothing to start, so
 *   without it a script could take a fresh one every few guesses; the ceiling caps what one
 *   address can try in all, and reaching it takes deliberate work (several sessions' worth of
 *   failures in one window), not one careless guesser.
 * A request with neither a session nor an account cannot be told apart from the guesser, so it
 * stays held back with them; that is the price of not letting any request through unseen.
 *
 * We did not let a right answer through an exhausted limit while refusing wrong ones: that would
 * turn the 429 itself into the oracle the limit is there to deny.
 *
 * Each attempt takes a hit before the lookup (check and count in one statement, so concurrent
 * guesses cannot slip past the limit together) and gives it back when the lookup succeeds.
 */
export class FailedAttemptLimits {
  constructor(
    private readonly clock: Clock,
    /** Names the buckets, e.g. 'coupon' (at most 30 characters). */
    private readonly name: string,
    private readonly windows: { perShopper: LimitWindow; perIp: LimitWindow },
    /** The 429's message, a catalog text with the wait in `{minutes}` (TooManyRequestsError.tryAgainIn). */
    private readonly refusal: string,
  ) {}

  /**
   * Runs `lookup` as one attempt of this call's shopper: a 429 instead while they (or their IP)
   * have used up their failures. A DomainError from the lookup is a failure and stays counted;
   * an answer, or an error of ours (a 500), is not.
   */
  async attempt<T>(ctx: AttemptScope, lookup: () => Promise<T>): Promise<T> {
    const result = await takeHits(ctx.em, await this.bucketsFor(ctx), this.clock());
    if (!result.taken) throw TooManyRequestsError.tryAgainIn(Math.ceil(result.retryAfterMs / 1000), this.refusal);
    let failed = false;
    try {
      return await lookup();
    } catch (error) {
      failed = error instanceof DomainError;
      throw error;
    } finally {
      if (!failed) await giveBack(ctx.em, result.hits);
    }
  }

  private async bucketsFor(ctx: AttemptScope): Promise<Bucket[]> {
    return [
      { name: `${this.name}:shopper`, subject: (await shopperOf(ctx)) ?? `ip:${ctx.ip}`, window: this.windows.perShopper },
      { name: `${this.name}:ip`, subject: ctx.ip, window: this.windows.perIp },
    ];
  }
}

/** The signed-in customer, else the browser's session (by a digest: the id itself is a credential); null without either. */
async function shopperOf(ctx: AttemptScope): Promise<string | null> {
  const user = await ctx.currentUser();
  if (user) return `user:${user.id}`;
  const session = await ctx.session.load();
  return session ? `session:${createHash('sha256').update(session.sid).digest('base64url')}` : null;
}
