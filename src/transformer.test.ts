import { describe, expect, it } from 'vitest';
import { transformer } from './transformer.ts';

const overTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const answerRoundTrip = (value: unknown) => transformer.output.deserialize(overTheWire(transformer.output.serialize(value)));
const inputRoundTrip = (value: unknown) => transformer.input.deserialize(overTheWire(transformer.input.serialize(value)));

describe('the tRPC transformer', () => {
  it('sends plain JSON answers as they are', () => {
    const page = { items: [{ id: 1, title: 'Dune', price: '89.00', tags: ['sand'], variants: [] }], nextCursor: null, total: 1 };
    expect(transformer.output.serialize(page)).toEqual({ json: page });
    expect(answerRoundTrip(page)).toEqual(page);
  });

  it('keeps dates, maps, sets, undefined and non-finite numbers in answers through superjson', () => {
    const value = {
      createdAt: new Date('2026-11-21T10:00:00Z'),
      nested: [{ seen: new Set(['a']), counts: new Map([['x', 1]]) }],
      missing: undefined,
      ratio: Number.POSITIVE_INFINITY,
    };
    expect(transformer.output.serialize(value)).toHaveProperty('superjson');
    const back = answerRoundTrip(value) as typeof value;
    expect(back.createdAt).toEqual(value.createdAt);
    expect(back.nested[0]!.seen).toEqual(new Set(['a']));
    expect(back.nested[0]!.counts).toEqual(new Map([['x', 1]]));
    expect(back).toHaveProperty('missing', undefined);
    expect(back.ratio).toBe(Number.POSITIVE_INFINITY);
  });

  it('sends inputs as plain JSON, leaving out what is undefined', () => {
    expect(inputRoundTrip({ productId: 7, variantId: undefined, quantity: 2 })).toEqual({ productId: 7, quantity: 2 });
    expect(inputRoundTrip(undefined)).toBeUndefined();
  });

  it('reads a missing, foreign or superjson input as nothing, whatever its type metadata asks for', () => {
    expect(transformer.input.deserialize(undefined)).toBeUndefined();
    expect(transformer.input.deserialize('text')).toBeUndefined();
    expect(transformer.input.deserialize({ email: 'grace@example.com' })).toBeUndefined();
    expect(transformer.input.deserialize({ superjson: { json: {}, meta: { values: ['class', 'X'] } } })).toBeUndefined();
    // The envelope's json is taken as it is: metadata beside it is never read.
    expect(transformer.input.deserialize({ json: { a: 'NaN' }, meta: { values: { a: ['number'] } } })).toEqual({ a: 'NaN' });
  });
});
