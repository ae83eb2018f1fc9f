import type { EntityManager } from '@mikro-orm/postgresql';
import { purgeExpiredCodes } from './modules/auth/index.ts';
import { purgeExpiredCounters, type ScheduledPurge } from './modules/common/index.ts';
import { purgeSentEmails } from './modules/mail/index.ts';
import { purgeCheckoutSnapshots, purgeSettledReservations } from './modules/checkout/index.ts';
import { purgeCheckoutReminders } from './modules/marketing/index.ts';
import { purgeExpiredSessions } from './modules/session/index.ts';
import { purgeGuestWishlists } from './modules/wishlist/index.ts';

/**
 * Every scheduled purge of the shop: the job queue runs each on its cron (UTC), once across all
 * instances. A module that keeps rows for a while adds its purge here. The minutes are spread so the
 * purges do not all run at once. (Finished jobs are pg-boss's own: it deletes them itself, see jobs.ts.)
 */
export const SCHEDULED_PURGES: readonly ScheduledPurge[] = [
  { name: 'sessions', cron: '7 * * * *', purge: (em: EntityManager) => purgeExpiredSessions(em) },
  { name: 'sign-in-codes', cron: '12 * * * *', purge: purgeExpiredCodes },
  { name: 'rate-limit-counters', cron: '17 * * * *', purge: purgeExpiredCounters },
  { name: 'checkout-snapshots', cron: '23 3 * * *', purge: purgeCheckoutSnapshots },
  { name: 'reservations', cron: '31 3 * * *', purge: purgeSettledReservations },
  { name: 'sent-emails', cron: '41 3 * * *', purge: purgeSentEmails },
  { name: 'guest-wishlists', cron: '47 3 * * *', purge: (em: EntityManager) => purgeGuestWishlists(em) },
  { name: 'checkout-reminders', cron: '53 3 * * *', purge: purgeCheckoutReminders },
];
