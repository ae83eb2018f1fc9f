import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../src/locales.ts';
import type { Sanctions } from '../../src/sanctions.ts';
import type { StaffRole } from '../../src/statuses.ts';
import type { GeoLocation } from '../integrations/geo.ts';
import type { JobQueue } from '../integrations/jobs/job-queue.ts';
import type { Mailer } from '../integrations/mail.ts';
import type { ShopMetrics } from '../integrations/metrics.ts';
import type { PaymentProvider } from '../integrations/payments/index.ts';
import type { Printify } from '../integrations/printify/index.ts';
import type { BackupSetup } from './backups/backup-setup.ts';
import type { Clock } from './common/clock.ts';
import type { ContactLimits } from './contact/contact-limits.ts';
import type { FailedAttemptLimits } from './common/failed-attempts.ts';
import type { UsageLimits } from './common/usage-limits.ts';
import type { RequestSession } from './session/request-session.ts';
import type { ShareImages } from './share-images/share-images.ts';
import type { User } from './user/user.entity.ts';

/**
 * What the domain modules receive from whoever calls them. The modules know nothing of tRPC, REST or
 * HTTP: `server/trpc/context.ts` builds a RequestScope from a Fastify request, and tests build one
 * directly. Keep transport details (headers, replies, cookies) out of here.
 * The types it carries are imported from the files that declare them, not through the modules' doors:
 * every module takes a RequestScope, so a door would lead back here (a type cycle). The layer rules
 * allow it as types only (the-frame-names-module-files-only-as-documented).
 */

/**
 * The log the modules write to: details and a message, at info or error. Written as what the modules
 * call rather than as Fastify's logger (which fits it), so that no module imports fastify, not even a type.
 */
export interface ServiceLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * What the modules need beyond the request: built once per app (server/services.ts) and shared by
 * every request's scope.
 */
export interface Services {
  /** Sends direct e-mail (sign-in codes); mail that announces something is queued instead (mail/mail-queue.ts). */
  mailer: Mailer;
  /** Background work, queued in the transaction that causes it (integrations/jobs). */
  jobs: JobQueue;
  /** Stripe, or the demo that charges nothing (integrations/payments). */
  payments: PaymentProvider;
  /** The print provider (integrations/printify); null when PRINTIFY_API_TOKEN is unset. */
  printify: Printify | null;
  clock: Clock;
  /** Counters of what the shop did (orders, payments, refunds, mail), scraped at /metrics. */
  metrics: ShopMetrics;
  /** Prints' share images, drawn a few at a time by this instance (share-images/share-images.ts). */
  shareImages: ShareImages;
  /** The limits below count in PostgreSQL, so every instance of the shop enforces the same ones. */
  codeSendLimits: UsageLimits;
  couponAttemptLimits: FailedAttemptLimits;
  giftCardAttemptLimits: FailedAttemptLimits;
  returnLookupLimits: FailedAttemptLimits;
  /** For the contact form: take() in the transaction that stores a message. */
  contactLimits: ContactLimits;
  supportEmail: string;
  /** The shop's address as its people reach it (PUBLIC_URL), for links in e-mail; no trailing slash. */
  publicUrl: string;
  /** ABANDONED_CHECKOUT_DELAY_SECONDS: how long after a payment is opened and left its reminder goes (marketing/checkout-reminders.ts). */
  abandonedCheckoutDelaySeconds: number;
  /** For work that outlives the request. */
  log: ServiceLog;
  /** Development only: sign-in codes are logged so a newcomer can sign in without a mail server. */
  logSignInCodes: boolean;
  /** Where the nightly backup goes and what it keeps (backups/nightly-backup.ts); null where the shop takes none (tests). */
  backups: BackupSetup | null;
}

/** One call of the shop: the shopper, where they are, and the services and unit of work it runs with. */
export interface RequestScope {
  /** This call's own EntityManager fork. */
  em: EntityManager;
  session: RequestSession;
  /** ADMIN_EMAILS and SUPPORT_EMAILS, lower case. */
  adminEmails: readonly string[];
  supportEmails: readonly string[];
  /** The client's address as the transport sees it (after TRUST_PROXY). */
  ip: string;
  userAgent?: string | undefined;
  services: Services;
  /** Where the CDN in front says the visitor is (GEO_*_HEADER); absent or null without one. */
  cdnLocation?: GeoLocation | undefined;
  /** The sanctioned countries and regions (SANCTIONED_*); the defaults when absent. */
  sanctions?: Sanctions | undefined;
  /**
   * The shopper's language for this call (src/locales.ts requestLocale): what they read in its answer
   * and in the mail it causes, and what their account remembers when they sign in or order. English
   * when absent (tests, scripts, the REST API's contract), and then nothing is remembered.
   */
  locale?: Locale | undefined;
  /**
   * Runs `task` once this call's answer has gone out: for work whose duration must not show in the
   * answer's timing (see sendLoginCode). The task handles its own failures.
   */
  afterResponse(task: () => Promise<void>): void;
  /** The signed-in user, looked up at most once per call; null for a visitor. */
  currentUser(): Promise<User | null>;
  /** After sign-in or sign-out within this call, so later reads see the new state. */
  setCurrentUser(next: User | null): void;
  /** The back-office role of `candidate` (an admin listed as support too is an admin); null for a customer. */
  staffRole(candidate: Pick<User, 'email'>): StaffRole | null;
}
