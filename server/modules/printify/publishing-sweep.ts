import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition } from '../../integrations/jobs/job-queue.ts';
import type { Services } from '../request-scope.ts';
import { acknowledgeLocked } from './publishing.ts';

/**
 * The sweep behind the permanent fix: at start and every 10 minutes, any product a missed webhook left
 * locked in "Publishing" is imported and acknowledged. One run at a time across instances.
 */

export const PUBLISHING_SWEEP_JOB = 'printify.publishing-sweep';
export const PUBLISHING_SWEEP_CRON = '*/10 * * * *';

export function publishingSweepJob(deps: { services: Pick<Services, 'printify' | 'jobs' | 'log'>; fork: () => EntityManager }): JobDefinition<object> {
  return {
    name: PUBLISHING_SWEEP_JOB,
    queue: { policy: 'singleton', retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 600, deleteAfterSeconds: 24 * 3600 },
    async run() {
      const { printify } = deps.services;
      if (!printify) return;
      const fixed = await acknowledgeLocked(deps.fork(), deps.services.jobs, printify, await printify.api.listProducts());
      if (fixed > 0) deps.services.log.info({ fixed }, 'printify sweep acknowledged locked products');
    },
  };
}
