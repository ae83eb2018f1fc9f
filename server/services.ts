import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './integrations/mail.ts';
import { createDemoProvider, type PaymentProvider } from './integrations/payments/index.ts';
import { CodeSendLimits } from './modules/auth/send-limits.ts';
import type { FailedAttemptLimits } from './modules/common/failed-attempts.ts';
import { couponAttemptLimits } from './modules/coupon/coupon-attempts.ts';
import { returnLookupLimits } from './modules/order/return-lookup.ts';

export type ServiceLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** The time as the shop sees it; tests pass their own to move past expiry without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * What procedures need beyond the request: built once per app and shared by every request's context
 * (and by tests, which build theirs with the same function).
 */
export interface Services {
  mailer: Mailer;
  /** Stripe, or the demo that charges nothing (integrations/payments). */
  payments: PaymentProvider;
  clock: Clock;
  codeSendLimits: CodeSendLimits;
  couponAttemptLimits: FailedAttemptLimits;
  returnLookupLimits: FailedAttemptLimits;
  supportEmail: string;
  /** For work that outlives the request (e-mail sent after answering). */
  log: ServiceLog;
  /** Development only: sign-in codes are logged so a newcomer can sign in without a mail server. */
  logSignInCodes: boolean;
}

export interface ServiceOptions {
  mailer: Mailer;
  /**
   * The configured provider: createPaymentProvider(env, { sessionSecret }). Without one, a demo keyed
   * with a secret of this process only, enough for callers that take no payments.
   */
  payments?: PaymentProvider;
  clock?: Clock;
  supportEmail: string;
  log: ServiceLog;
  logSignInCodes?: boolean;
}

export function createServices({
  mailer,
  payments = createDemoProvider({ secret: randomBytes(32).toString('hex') }),
  clock = systemClock,
  supportEmail,
  log,
  logSignInCodes = false,
}: ServiceOptions): Services {
  return {
    mailer,
    payments,
    clock,
    codeSendLimits: new CodeSendLimits(clock),
    couponAttemptLimits: couponAttemptLimits(clock),
    returnLookupLimits: returnLookupLimits(clock),
    supportEmail,
    log,
    logSignInCodes,
  };
}
