import { describe, expect, it } from 'vitest';
import { calendarDay, shopDay } from './locale-dates.ts';
import { formatDayLong, formatShopDate, formatShopDateLong } from './shop-time.ts';

describe('days in the shopper’s language', () => {
  it('reads in English as the back office’s formats do', () => {
    const late = '2026-11-05T03:30:00Z'; // still November 4 in Miami
    expect(shopDay(late, 'en', 'long')).toBe(formatShopDateLong(late));
    expect(shopDay(late, 'en', 'short')).toBe(formatShopDate(late));
    expect(calendarDay('2026-11-04', 'en', 'weekday')).toBe(formatDayLong('2026-11-04'));
  });

  it('writes each language’s own order of day, month and year', () => {
    expect(shopDay('2026-11-05T03:30:00Z', 'de', 'long')).toBe('4. November 2026');
    expect(calendarDay('2026-11-04', 'fr', 'long')).toBe('4 novembre 2026');
    expect(calendarDay('2026-11-04', 'es', 'long')).toBe('4 de noviembre de 2026');
    expect(calendarDay('2026-11-04', 'it', 'weekday')).toBe('mercoledì 4 novembre 2026');
    expect(calendarDay('2026-11-04', 'de', 'short')).toBe('4. Nov. 2026');
  });
});
