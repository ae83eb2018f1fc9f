import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Rows that are only useful for a while (old checkout snapshots, settled holds, sent-mail records,
 * expired sessions …), deleted on a schedule. A module that keeps such rows exports one of these and
 * adds it to server/purges.ts; the job queue runs it on its schedule, once across all instances.
 */
export interface ScheduledPurge {
  /** Names its job: `purge.<name>`. */
  name: string;
  /** When it runs: a cron expression in UTC, e.g. '17 * * * *' for hourly. */
  cron: string;
  /** Deletes what is past keeping at `now`; says how many rows went. */
  purge(em: EntityManager, now: Date): Promise<number>;
}
