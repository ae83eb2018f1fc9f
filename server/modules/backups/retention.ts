import { addDays, shopDate } from '../../../src/shop-time.ts';
import type { KeptBackup } from '../../integrations/backups/index.ts';

/** How many backups are kept (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY). */
export interface Retention {
  daily: number;
  weekly: number;
}

/**
 * The backups retention lets go, of `backups` (any order): kept are the newest backup of each of the
 * `daily` most recent days that have one, and before those, the newest of each of the `weekly` weeks
 * (Monday to Sunday) that have one. Days and weeks are the shop's calendar (New York). With a backup
 * every night and the defaults, that is the last 7 nights and 4 more going back a month.
 */
export function backupsToLetGo(backups: readonly KeptBackup[], { daily, weekly }: Retention): KeptBackup[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set<KeptBackup>();
  const newestOf = (candidates: readonly KeptBackup[], period: (backup: KeptBackup) => string, count: number) => {
    const periods = new Set<string>();
    for (const backup of candidates) {
      const key = period(backup);
      if (periods.has(key)) continue;
      if (periods.size === count) break;
      periods.add(key);
      kept.add(backup);
    }
  };
  const day = (backup: KeptBackup) => shopDate(backup.takenAt);
  newestOf(newestFirst, day, daily);
  const oldestDaily = [...kept].at(-1);
  const older = oldestDaily ? newestFirst.filter((backup) => day(backup) < day(oldestDaily)) : newestFirst;
  newestOf(older, (backup) => weekOf(day(backup)), weekly);
  return newestFirst.filter((backup) => !kept.has(backup));
}

/** The Monday that starts the week of a calendar day (YYYY-MM-DD). */
function weekOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}
