import { describe, expect, it } from 'vitest';
import { transformer } from './transformer.ts';

const roundTrip = (value: unknown) => transformer.deserialize(JSON.parse(JSON.stringify(transformer.serialize(value))));

describe('the tRPC transformer', () => {
  it('sends plain JSON values as they are', () => {
    const page = { items: [{ id: 1, title: 'Dune', price: '89.00', tags: ['sand'], variants: [] }], nextCursor: null, total: 1 };
    expect(transformer.serialize(page)).toEqual({ json: page });
    expect(roundTrip(page)).toEqual(page);
  });

  it('keeps dates, maps, sets, undefined and non-finite numbers through superjson', () => {
    const value = {
      createdAt: new Date('2026-11-21T10:00:00Z'),
      nested: [{ seen: new Set(['a']), counts: new Map([['x', 1]]) }],
      missing: undefined,
      ratio: Number.POSITIVE_INFINITY,
    };
    expect(transformer.serialize(value)).toHaveProperty('superjson');
    const back = roundTrip(value) as typeof value;
    expect(back.createdAt).toEqual(value.createdAt);
    expect(back.nested[0]!.seen).toEqual(new Set(['a']));
    expect(back.nested[0]!.counts).toEqual(new Map([['x', 1]]));
    expect(back).toHaveProperty('missing', undefined);
    expect(back.ratio).toBe(Number.POSITIVE_INFINITY);
  });

  it('reads a missing or foreign input as nothing', () => {
    expect(transformer.deserialize(undefined)).toBeUndefined();
    expect(transformer.deserialize('text' as never)).toBeUndefined();
  });
});
