import { vi } from 'vitest';

/**
 * The CDN header that names a visitor's country to the client tests' server (server/test/client-test-server.ts
 * reads it as a CDN in front of the shop would report it): the shop then answers for a visitor from there,
 * with their currency, shipping and tax, through its own location lookup.
 */
export const TEST_COUNTRY_HEADER = 'x-test-country';

/** Every call the page makes from now on comes from `country` (two letters); `vi.restoreAllMocks()` ends it. */
export function visitFrom(country: string): void {
  const serverFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(TEST_COUNTRY_HEADER, country);
    return serverFetch(input, { ...init, headers });
  });
}
