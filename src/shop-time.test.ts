import { describe, expect, it } from 'vitest';
import { addDays, endOfShopDay, formatDayLong, formatShopTime, shopDate, startOfShopDay } from './shop-time.ts';

/** The shop's calendar in New York, whatever zone the process runs in (these machines run in UTC). */
describe('the shop calendar', () => {
  it('starts a day at midnight in New York, in winter and in summer, also on the days the clocks change', () => {
    expect(startOfShopDay('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfShopDay('2026-07-15').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    // Summer time starts at 2:00 on 8 March 2026 and ends at 2:00 on 1 November: midnight is before the change.
    expect(startOfShopDay('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfShopDay('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfShopDay('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfShopDay('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('ends a day at its last millisecond in New York, and reads an instant back as its New York day', () => {
    expect(endOfShopDay('2027-12-31').toISOString()).toBe('2028-01-01T04:59:59.999Z');
    expect(shopDate(endOfShopDay('2027-12-31'))).toBe('2027-12-31');
    expect(shopDate('2026-10-29T02:30:00Z')).toBe('2026-10-28');
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2026-10-28', 7)).toBe('2026-11-04');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('writes a day as it is, and an instant in New York with its zone', () => {
    expect(formatDayLong('2026-11-04')).toBe('Wednesday, November 4, 2026');
    expect(formatShopTime('2026-11-05T04:59:00Z')).toBe('Nov 4, 2026, 11:59 PM EST');
    expect(formatShopTime('2026-07-01T16:05:00Z')).toBe('Jul 1, 2026, 12:05 PM EDT');
  });
});
