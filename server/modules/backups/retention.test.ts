import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/shop-time.ts';
import type { KeptBackup } from '../../integrations/backups/index.ts';
import { backupsToLetGo } from './retention.ts';

/** What retention keeps of a backup a night (3:00 in New York) and a few taken by hand. */
const at = (instant: string): KeptBackup => ({ file: `/backups/${instant}.tar.gz`, takenAt: new Date(instant) });
const nights = (from: string, count: number) => Array.from({ length: count }, (_, index) => at(`${addDays(from, index)}T08:00:00.000Z`));
const days = (backups: KeptBackup[]) => backups.map((backup) => backup.takenAt.toISOString().slice(0, 10)).sort();

describe('backup retention', () => {
  it('keeps the last 7 nights and, before them, the newest of each of 4 weeks, by default', () => {
    // Sixty nights, the last on Saturday 28 November 2026.
    const all = nights('2026-09-30', 60);
    const letGo = new Set(backupsToLetGo(all, { daily: 7, weekly: 4 }));
    const kept = all.filter((backup) => !letGo.has(backup));
    // 22-28 November nightly; before them the newest of the weeks of Monday 16, 9 and 2 November and 26 October.
    expect(days(kept)).toEqual(['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(letGo.size).toBe(60 - kept.length);
  });

  it('keeps one backup per day, the newest, and days by New York’s calendar', () => {
    // 01:30 UTC on the 28th is still the 27th in New York.
    const backups = [at('2026-11-27T08:00:00.000Z'), at('2026-11-28T01:30:00.000Z'), at('2026-11-28T08:00:00.000Z'), at('2026-11-28T15:00:00.000Z')];
    expect(backupsToLetGo(backups, { daily: 2, weekly: 0 }).map((backup) => backup.takenAt.toISOString())).toEqual(['2026-11-28T08:00:00.000Z', '2026-11-27T08:00:00.000Z']);
  });

  it('lets nothing go while there are fewer than it keeps', () => {
    expect(backupsToLetGo(nights('2026-11-20', 3), { daily: 7, weekly: 4 })).toEqual([]);
    expect(backupsToLetGo([], { daily: 7, weekly: 4 })).toEqual([]);
  });
});
