import { DEFAULT_ABANDONED_CHECKOUT_DELAY_SECONDS } from '../src/marketing.ts';
import { randomBytes } from 'node:crypto';
import type { JobQueue } from './integrations/jobs/job-queue.ts';
import type { Mailer } from './integrations/mail.ts';
import { ShopMetrics } from './integrations/metrics.ts';
import { createDemoProvider, type PaymentProvider } from './integrations/payments/index.ts';
import type { Printify } from './integrations/printify/index.ts';
import { codeSendLimits } from './modules/auth/index.ts';
import type { BackupSetup } from './modules/backups/index.ts';
import { systemClock, type Clock } from './modules/common/index.ts';
import { contactLimits } from './modules/contact/index.ts';
import { couponAttemptLimits } from './modules/coupon/index.ts';
import { giftCardAttemptLimits } from './modules/gift-cards/index.ts';
import { returnLookupLimits } from './modules/order/index.ts';
import { ShareImages, type DrawingLimits } from './modules/share-images/index.ts';
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
  /** createPrintify(env, { sessionSecret }); none (not configured) by default. */
  printify?: Printify | null;
  clock?: Clock;
  /** The app's metrics; a fresh registry by default. */
  metrics?: ShopMetrics;
  /** The built client, whose demo artwork share images are drawn from; none by default. */
  clientDir?: string | null;
  /** How many share images at once; by default from the machine's cores (drawing-slots.ts). */
  shareImageLimits?: DrawingLimits | undefined;
  supportEmail: string;
  /** PUBLIC_URL: where links in e-mail point. */
  publicUrl: string;
  /** ABANDONED_CHECKOUT_DELAY_SECONDS; four hours by default. */
  abandonedCheckoutDelaySeconds?: number;
  log: ServiceLog;
  logSignInCodes?: boolean;
  /** The nightly backup's setup (start.ts); none by default. */
  backups?: BackupSetup | null;
}

export function createServices({
  mailer,
  jobs,
  payments = createDemoProvider({ secret: randomBytes(32).toString('hex') }),
  printify = null,
  clock = systemClock,
  metrics = new ShopMetrics(),
  clientDir = null,
  shareImageLimits,
  supportEmail,
  publicUrl,
  abandonedCheckoutDelaySeconds = DEFAULT_ABANDONED_CHECKOUT_DELAY_SECONDS,
  log,
  logSignInCodes = false,
  backups = null,
}: ServiceOptions): Services {
  return {
    mailer: countedMailer(mailer, metrics),
    jobs,
    payments,
    printify,
    clock,
    metrics,
    shareImages: new ShareImages({ clientDir, metrics, log, limits: shareImageLimits }),
    codeSendLimits: codeSendLimits(clock),
    couponAttemptLimits: couponAttemptLimits(clock),
    giftCardAttemptLimits: giftCardAttemptLimits(clock),
    returnLookupLimits: returnLookupLimits(clock),
    contactLimits: contactLimits(clock),
    supportEmail,
    publicUrl,
    abandonedCheckoutDelaySeconds,
    log,
    logSignInCodes,
    backups,
  };
}

/** The mailer whose every send, queued or direct, is counted sent or failed. */
function countedMailer(mailer: Mailer, metrics: ShopMetrics): Mailer {
  return {
    ...(mailer.check ? { check: () => mailer.check!() } : {}),
    close: () => mailer.close(),
    async send(mail) {
      try {
        const sent = await mailer.send(mail);
        metrics.mail.inc({ result: 'sent' });
        return sent;
      } catch (error) {
        metrics.mail.inc({ result: 'failed' });
        throw error;
      }
    },
  };
}
