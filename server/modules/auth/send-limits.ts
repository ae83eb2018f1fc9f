import { tx } from '../../../src/i18n-text.ts';
import { UsageLimits, type Clock } from '../common/index.ts';

export const SENDS_PER_ADDRESS = { limit: 3, windowMs: 10 * 60 * 1000 };
export const SENDS_PER_IP = { limit: 20, windowMs: 60 * 60 * 1000 };

/**
 * Code e-mails (sign-up and login together) per address and per client IP. Unknown addresses are
 * counted like known ones, so the limit reveals nothing about accounts.
 */
export const codeSendLimits = (clock: Clock) =>
  new UsageLimits(clock, 'sign-in-code', { perAddress: SENDS_PER_ADDRESS, perIp: SENDS_PER_IP }, tx('Too many codes requested. Please try again in {minutes, plural, one {# minute} other {# minutes}}.'));
