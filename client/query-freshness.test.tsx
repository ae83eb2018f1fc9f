import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShop } from './test-utils/render.tsx';
import { trpc } from './trpc.ts';

/**
 * Spec section 7: location info stays fresh for 5 minutes and currencies for 30, then they are asked
 * again when next used; nothing is asked again on window focus. The calls are counted as they leave for
 * the real server.
 */

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const MINUTE = 60_000;

/** A part of a page that reads both, as the header's prices and a currency list would; says when its answers are in. */
function Reader() {
  const info = trpc.shop.location.info.useQuery();
  const currencies = trpc.shop.location.currencies.useQuery();
  const busy = info.isFetching || currencies.isFetching || !info.data || !currencies.data;
  return <p>{busy ? 'asking' : 'answered'}</p>;
}

function Readers({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => <Reader key={index} />);
}

/** Long enough for a call that would be made to have left, and every answer in. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await waitFor(() => expect(screen.queryByText('asking')).toBeNull());
}

describe('client caching', () => {
  it('keeps location info 5 minutes and currencies 30, asks again when next used after that, never on focus', async () => {
    const start = new Date('2026-11-26T15:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const serverFetch = globalThis.fetch;
    const asked = { info: 0, currencies: 0 };
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = String(input);
      if (url.includes('shop.location.info')) asked.info += 1;
      if (url.includes('shop.location.currencies')) asked.currencies += 1;
      return serverFetch(input, init);
    });
    const at = (minutes: number, seconds: number) => vi.setSystemTime(start.getTime() + minutes * MINUTE + seconds * 1000);

    const { rerender } = renderWithShop(<Readers count={1} />);
    let readers = 1;
    /** One more part of the page starts reading at mm:ss; answers how often each has been asked for by then. */
    async function anotherReaderAt(minutes: number, seconds: number) {
      at(minutes, seconds);
      readers += 1;
      rerender(<Readers count={readers} />);
      await settle();
      return { ...asked };
    }

    await settle();
    expect(asked).toEqual({ info: 1, currencies: 1 });
    expect(await anotherReaderAt(4, 59)).toEqual({ info: 1, currencies: 1 });

    // Stale now, but neither time passing nor the window coming back into focus asks again; the next reader does.
    at(5, 1);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(asked).toEqual({ info: 1, currencies: 1 });
    expect(await anotherReaderAt(5, 1)).toEqual({ info: 2, currencies: 1 });

    // Location info, asked at 5:01, is stale again; currencies are not yet.
    expect(await anotherReaderAt(29, 59)).toEqual({ info: 3, currencies: 1 });
    // Currencies are stale past 30 minutes; location info, asked at 29:59, is fresh.
    expect(await anotherReaderAt(30, 1)).toEqual({ info: 3, currencies: 2 });
  });
});
