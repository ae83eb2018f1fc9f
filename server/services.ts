import { randomBytes } from 'node:crypto';
import type { JobQueue } from './integrations/jobs/job-queue.ts';
import type { Mailer } from './integrations/mail.ts';
import { createDemoProvider, type PaymentProvider } from './integrations/payments/index.ts';
import { codeSendLimits } from './modules/auth/send-limits.ts';
import { systemClock, type Clock } from './modules/common/clock.ts';
import { contactLimits } from './modules/contact/contact-limits.ts';
import { couponAttemptLimits } from './modules/coupon/coupon-attempts.ts';
import { returnLookupLimits } from './modules/order/return-lookup.ts';
import type { ServiceLog, Services } from './modules/request-scope.ts';

/** What the app's composition root hands in; createServices fills in the rest (the Services type lives beside the modules). */
export interface ServiceOptions {
  mailer: Mailer;
  jobs: JobQueue;
  /**
   * The configured provider: createPaymentProvider(env, { sessionSecret }). Without one, a demo keyed
   * with a secret of this process only, enough for callers that take no payments.
   */
  payments?: PaymentProvider;
  clock?: Clock;
  supportEmail: string;
  /** PUBLIC_URL: where links in e-mails point. */
  shopUrl: string;
  log: ServiceLog;
  logSignInCodes?: boolean;
}

export function createServices({
  mailer,
  jobs,
  payments = createDemoProvider({ secret: randomBytes(32).toString('hex') }),
  clock = systemClock,
  supportEmail,
  shopUrl,
  log,
  logSignInCodes = false,
}: ServiceOptions): Services {
  return {
    mailer,
    jobs,
    payments,
    clock,
    codeSendLimits: codeSendLimits(clock),
    couponAttemptLimits: couponAttemptLimits(clock),
    returnLookupLimits: returnLookupLimits(clock),
    contactLimits: contactLimits(clock),
    supportEmail,
    shopUrl,
    log,
    logSignInCodes,
  };
}
