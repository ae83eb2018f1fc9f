import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { JobDefinition, JobQueue } from './integrations/jobs/job-queue.ts';
import { SHOP_TIME_ZONE } from '../src/shop-time-zone.ts';
import { cancelOrderJob, settleRefundJob } from './modules/after-sale/index.ts';
import { makeZoomsJob } from './modules/artwork/index.ts';
import { BACKUP_WATCH_CRON, BACKUP_WATCH_JOB, backupWatchJob, NIGHTLY_BACKUP_JOB, nightlyBackupJob, nightlyCron } from './modules/backups/index.ts';
import { cancelPaymentJob, EXPIRE_HOLDS_CRON, EXPIRE_HOLDS_JOB, expireHoldsJob, refundJob } from './modules/checkout/index.ts';
import type { Clock, ScheduledPurge } from './modules/common/index.ts';
import { DELIVER_GIFT_CARDS_CRON, DELIVER_GIFT_CARDS_JOB, deliverGiftCardsJob } from './modules/gift-cards/index.ts';
import { codeMailJob, mailJob } from './modules/mail/index.ts';
import { CHECKOUT_REMINDERS_CRON, CHECKOUT_REMINDERS_JOB, checkoutRemindersJob } from './modules/marketing/index.ts';
import { printifyEventJob, printOrderJob, PUBLISHING_SWEEP_CRON, PUBLISHING_SWEEP_JOB, publishingSweepJob } from './modules/printify/index.ts';
import { returnRefundSettledJob } from './modules/returns/index.ts';
import { REVIEW_REQUESTS_CRON, REVIEW_REQUESTS_JOB, reviewRequestsJob } from './modules/reviews/index.ts';
import { REFRESH_POPULARITY_CRON, REFRESH_POPULARITY_JOB, refreshPopularityJob } from './modules/recommendations/index.ts';
import type { Services } from './modules/request-scope.ts';
import { drawShareImagesJob } from './modules/share-images/index.ts';
import { WISHLIST_ALERTS_CRON, WISHLIST_ALERTS_JOB, wishlistAlertsJob } from './modules/wishlist/index.ts';
import { SCHEDULED_PURGES } from './purges.ts';

/**
 * Every kind of background job and schedule, defined on the app's queue: the composition root for
 * work that runs outside a request, as services.ts is for the work inside one.
 */
export function defineJobs(jobs: JobQueue, { orm, services }: { orm: MikroORM; services: Services }): void {
  const fork = () => orm.em.fork();
  jobs.define(mailJob(services.mailer, fork, services.clock));
  jobs.define(codeMailJob(services.mailer, fork, services.clock));
  jobs.define(refundJob({ payments: services.payments, metrics: services.metrics, jobs, fork, supportEmail: services.supportEmail }));
  jobs.define(cancelPaymentJob(services.payments, fork));
  jobs.define(settleRefundJob({ services, fork }));
  jobs.define(cancelOrderJob({ services, fork }));
  jobs.define(returnRefundSettledJob({ services, fork }));
  jobs.define(expireHoldsJob({ jobs, fork, clock: services.clock }));
  jobs.schedule(EXPIRE_HOLDS_JOB, EXPIRE_HOLDS_CRON);
  jobs.define(printOrderJob({ services, fork }));
  jobs.define(printifyEventJob({ services, fork }));
  jobs.define(publishingSweepJob({ services, fork }));
  jobs.schedule(PUBLISHING_SWEEP_JOB, PUBLISHING_SWEEP_CRON);
  jobs.define(refreshPopularityJob({ fork, clock: services.clock }));
  jobs.schedule(REFRESH_POPULARITY_JOB, REFRESH_POPULARITY_CRON);
  jobs.define(drawShareImagesJob({ shareImages: services.shareImages, fork }));
  jobs.define(makeZoomsJob({ fork }));
  jobs.define(checkoutRemindersJob({ services, fork }));
  jobs.schedule(CHECKOUT_REMINDERS_JOB, CHECKOUT_REMINDERS_CRON);
  jobs.define(wishlistAlertsJob({ services, fork }));
  jobs.schedule(WISHLIST_ALERTS_JOB, WISHLIST_ALERTS_CRON);
  jobs.define(deliverGiftCardsJob({ services, fork }));
  jobs.schedule(DELIVER_GIFT_CARDS_JOB, DELIVER_GIFT_CARDS_CRON);
  jobs.define(reviewRequestsJob({ services, fork }));
  jobs.schedule(REVIEW_REQUESTS_JOB, REVIEW_REQUESTS_CRON);
  if (services.backups) {
    const setup = services.backups;
    jobs.define(nightlyBackupJob({ services, fork, setup }));
    // A night missed while no instance ran is backed up once at the next start.
    jobs.schedule(NIGHTLY_BACKUP_JOB, nightlyCron(setup.at), { tz: SHOP_TIME_ZONE, catchUp: true });
    jobs.define(backupWatchJob({ services, fork, alertTo: setup.alertTo }));
    jobs.schedule(BACKUP_WATCH_JOB, BACKUP_WATCH_CRON);
  }
  for (const purge of SCHEDULED_PURGES) {
    const job = purgeJob(purge, fork, services.clock, services.log);
    jobs.define(job);
    jobs.schedule(job.name, purge.cron);
  }
}

/** A purge as a job: one tick's job across all instances, one running at a time, retried twice on failure. */
function purgeJob(purge: ScheduledPurge, fork: () => EntityManager, clock: Clock, log: Services['log']): JobDefinition<object> {
  return {
    name: `purge.${purge.name}`,
    queue: { policy: 'singleton', retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 600, deleteAfterSeconds: 24 * 3600 },
    async run() {
      const deleted = await purge.purge(fork(), clock());
      if (deleted > 0) log.info({ purge: purge.name, deleted }, 'purged');
    },
  };
}
