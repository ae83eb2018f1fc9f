import { beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { testClock } from '../../test/helpers.ts';
import { addHits, giveBack, purgeExpiredCounters, takeHits, type Bucket } from './rate-limit-counters.ts';

beforeEach(resetDatabase);

const MINUTE = 60 * 1000;
const bucket = (subject: string, limit = 3, windowMs = 10 * MINUTE): Bucket => ({ name: 'test', subject, window: { limit, windowMs } });

async function em() {
  return (await testOrm()).em.fork();
}

async function storedHits(subject: string) {
  const rows = await (await em()).execute<{ hits: number }[]>('select hits from rate_limit_counters where subject = ?', [subject]);
  return rows[0]?.hits ?? null;
}

describe('rate-limit counters', () => {
  it('count up to the limit, then refuse until the window that began with the first hit ends', async () => {
    const clock = testClock();
    const address = bucket('a@example.com');
    for (let hit = 0; hit < 3; hit += 1) {
      expect(await takeHits(await em(), [address], clock())).toMatchObject({ taken: true });
      clock.advance(MINUTE);
    }
    expect(await takeHits(await em(), [address], clock())).toEqual({ taken: false, retryAfterMs: 7 * MINUTE });
    expect(await storedHits('a@example.com')).toBe(3);

    clock.advance(7 * MINUTE);
    expect(await takeHits(await em(), [address], clock())).toMatchObject({ taken: true });
    expect(await storedHits('a@example.com')).toBe(1);
  });

  it('take all buckets or none, and wait for the longest of the full ones', async () => {
    const clock = testClock();
    const [address, ip] = [bucket('b@example.com', 5), bucket('192.0.2.1', 1, 60 * MINUTE)];
    expect(await takeHits(await em(), [address, ip], clock())).toMatchObject({ taken: true });
    clock.advance(MINUTE);

    expect(await takeHits(await em(), [address, ip], clock())).toEqual({ taken: false, retryAfterMs: 59 * MINUTE });
    // The address's hit was given back when the IP refused.
    expect(await storedHits('b@example.com')).toBe(1);
  });

  it('add hits already let through for many subjects at once, on top of every other count, restarting ended windows', async () => {
    const clock = testClock();
    const window = { limit: 300, windowMs: MINUTE };
    expect(await takeHits(await em(), [{ name: 'test', subject: '192.0.2.7', window }], clock())).toMatchObject({ taken: true });
    const start = clock().getTime();
    expect(await addHits(await em(), 'test', window, [{ subject: '192.0.2.8', hits: 4 }, { subject: '192.0.2.7', hits: 5 }], clock())).toEqual(
      expect.arrayContaining([
        { subject: '192.0.2.7', hits: 6, windowEndsAt: new Date(start + MINUTE) },
        { subject: '192.0.2.8', hits: 4, windowEndsAt: new Date(start + MINUTE) },
      ]),
    );
    clock.advance(MINUTE);
    expect(await addHits(await em(), 'test', window, [{ subject: '192.0.2.7', hits: 2 }], clock())).toEqual([
      { subject: '192.0.2.7', hits: 2, windowEndsAt: new Date(start + 2 * MINUTE) },
    ]);
    expect(await storedHits('192.0.2.8')).toBe(4);
    expect(await addHits(await em(), 'test', window, [], clock())).toEqual([]);
  });

  it('never let concurrent takes past the limit', async () => {
    const clock = testClock();
    const shared = bucket('198.51.100.1', 10);
    const results = await Promise.all(Array.from({ length: 40 }, async () => takeHits(await em(), [shared], clock())));
    expect(results.filter((result) => result.taken)).toHaveLength(10);
    expect(await storedHits('198.51.100.1')).toBe(10);
  });

  it('under concurrency over several buckets, count exactly the hits they let through', async () => {
    const clock = testClock();
    const results = await Promise.all(
      Array.from({ length: 40 }, async (_, call) => takeHits(await em(), [bucket(`addr-${call % 4}`, 5), bucket('192.0.2.9', 12)], clock())),
    );
    const taken = results.filter((result) => result.taken).length;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(12);
    // Whatever a refused call had counted was given back: the counters hold the let-through hits only.
    expect(await storedHits('192.0.2.9')).toBe(taken);
    const perAddress = await Promise.all([0, 1, 2, 3].map((address) => storedHits(`addr-${address}`)));
    expect(perAddress.reduce((sum: number, hits) => sum + (hits ?? 0), 0)).toBe(taken);
  });

  it('give a hit back within its window only', async () => {
    const clock = testClock();
    const guesses = bucket('203.0.113.5', 2);
    const first = await takeHits(await em(), [guesses], clock());
    await takeHits(await em(), [guesses], clock());
    if (!first.taken) throw new Error('the first hit should have been taken');
    await giveBack(await em(), first.hits);
    expect(await storedHits('203.0.113.5')).toBe(1);

    // After the window ends, a new one has begun: the old hit is not taken off it.
    const stale = await takeHits(await em(), [guesses], clock());
    if (!stale.taken) throw new Error('there was room for a second hit');
    clock.advance(10 * MINUTE);
    await takeHits(await em(), [guesses], clock());
    await giveBack(await em(), stale.hits);
    expect(await storedHits('203.0.113.5')).toBe(1);
  });

  it('purge the counters whose window has ended, and only those', async () => {
    const clock = testClock();
    await takeHits(await em(), [bucket('old', 3, MINUTE)], clock());
    await takeHits(await em(), [bucket('current', 3, 10 * MINUTE)], clock());
    clock.advance(MINUTE);
    expect(await purgeExpiredCounters(await em(), clock())).toBe(1);
    expect(await storedHits('old')).toBeNull();
    expect(await storedHits('current')).toBe(1);
  });
});
