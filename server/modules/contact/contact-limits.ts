import type { Clock } from '../common/clock.ts';
import { UsageLimits } from '../common/usage-limits.ts';

/**
 * The contact form's limits. The spec gives none (section 9 only bounds the fields), so these are
 * ours: a person writes a few messages an hour at most, and a form that stores and forwards
 * whatever it gets must not become a spam relay or fill the table.
 */
export const CONTACT_MESSAGES_PER_ADDRESS = { limit: 3, windowMs: 60 * 60 * 1000 };
export const CONTACT_MESSAGES_PER_IP = { limit: 5, windowMs: 60 * 60 * 1000 };

/** Contact messages per sender address and per client IP; take() before storing a message. */
export const contactLimits = (clock: Clock) =>
  new UsageLimits(
    clock,
    'contact',
    { perAddress: CONTACT_MESSAGES_PER_ADDRESS, perIp: CONTACT_MESSAGES_PER_IP },
    'Too many messages sent',
  );
