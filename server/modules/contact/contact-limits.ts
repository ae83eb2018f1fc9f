import type { EntityManager } from '@mikro-orm/postgresql';
import { tx } from '../../../src/i18n-text.ts';
import { takeOrRefuse, type Clock } from '../common/index.ts';

/**
 * The contact form's limit: at most 5 accepted messages per client IP in 10 minutes. The
 * spec bounds only the fields (section 9) and asks for no per-sender limit, so there is none: a
 * sender address is whatever the form says, and the IP is what a spammer cannot choose freely.
 */
export const CONTACT_MESSAGES_PER_IP = { limit: 5, windowMs: 10 * 60 * 1000 };
const TOO_MANY_MESSAGES = tx('Too many messages sent. Please try again in {minutes, plural, one {# minute} other {# minutes}}.');

export class ContactLimits {
  constructor(private readonly clock: Clock) {}

  /**
   * Counts one accepted message from `ip`, or throws a 429 saying when to try again. Take it in the
   * transaction that stores the message: a message refused by the schema, or not stored after all,
   * is then not counted, and concurrent messages from one IP queue on its counter row.
   */
  take(tx: EntityManager, ip: string): Promise<void> {
    return takeOrRefuse(tx, [{ name: 'contact:ip', subject: ip, window: CONTACT_MESSAGES_PER_IP }], this.clock(), TOO_MANY_MESSAGES);
  }
}

export const contactLimits = (clock: Clock) => new ContactLimits(clock);
