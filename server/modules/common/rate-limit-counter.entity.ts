import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One rate-limit counter: hits of one kind (`bucket`, e.g. 'login-code:ip') for one subject (an
 * address, an IP, a shopper) within a window that ends at `windowEndsAt`. Kept in PostgreSQL so that
 * every instance of the shop counts against the same limit (DESIGN.md section 7); see
 * rate-limit-counters.ts for how rows are counted and purged.
 */
export const RateLimitCounterSchema = defineEntity({
  name: 'RateLimitCounter',
  tableName: 'rate_limit_counters',
  properties: {
    bucket: p.string().length(40).primary(),
    subject: p.string().length(255).primary(),
    hits: p.integer(),
    /** A counter whose window has ended is worth nothing: the next hit restarts it, the purge removes it. */
    windowEndsAt: p.datetime().index(),
  },
});

export type RateLimitCounter = InferEntity<typeof RateLimitCounterSchema>;
