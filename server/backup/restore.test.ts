import { describe, expect, it } from 'vitest';
import { ConfigError } from '../env.ts';
import { recoveryTarget } from './restore.ts';

/** --to, as an owner writes it: New York time (winter and summer), an ISO time with its offset, or `latest`. */
describe('npm run restore --to', () => {
  it('reads a New York wall-clock time in winter and in summer, an ISO time with an offset, and `latest`', () => {
    expect(recoveryTarget('2026-11-28 14:05')).toEqual({ until: 'time', time: new Date('2026-11-28T19:05:00Z') });
    expect(recoveryTarget('2026-07-01 14:05:30')).toEqual({ until: 'time', time: new Date('2026-07-01T18:05:30Z') });
    expect(recoveryTarget('2026-11-28T14:05:00+01:00')).toEqual({ until: 'time', time: new Date('2026-11-28T13:05:00Z') });
    expect(recoveryTarget('2026-11-28 19:05Z')).toEqual({ until: 'time', time: new Date('2026-11-28T19:05:00Z') });
    expect(recoveryTarget('latest')).toEqual({ until: 'latest' });
    expect(recoveryTarget(undefined)).toEqual({ until: 'backup-end' });
  });

  it('refuses what is not a time, saying how to write one', () => {
    for (const value of ['yesterday', '2026-11-28', '2026-13-01 10:00', '14:05', '']) {
      expect(() => recoveryTarget(value), value).toThrow(ConfigError);
    }
    expect(() => recoveryTarget('yesterday')).toThrow('--to yesterday is not a time. Usage: npm run restore -- FILE');
  });
});
