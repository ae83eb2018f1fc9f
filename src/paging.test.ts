import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listPaging } from './paging.ts';

describe('listPaging', () => {
  const ListInput = z.strictObject({ ...listPaging(10) });

  it("takes the fields tRPC's infinite query adds to a page's input", () => {
    expect(ListInput.parse({ cursor: 'abc', direction: 'forward' })).toEqual({ cursor: 'abc', direction: 'forward', limit: 10 });
  });

  it('refuses paging backward and any key it does not know', () => {
    expect(ListInput.safeParse({ direction: 'backward' }).error?.issues[0]?.message).toBe('Lists only page forward');
    expect(ListInput.safeParse({ unexpected: 1 }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});
