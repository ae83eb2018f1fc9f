import type { QueryClient } from '@tanstack/react-query';
import { PAGE_BOOT_ELEMENT_ID, type PageBoot } from '../src/page-boot.ts';
import { transformer } from '../src/transformer.ts';

/**
 * Puts the answers the server wrote into the page (src/page-boot.ts) into the query cache before the first
 * render, so that the first screen does not wait for those calls. A page without them (the Vite dev
 * server, a call that failed) leaves those queries empty and the hooks make their calls as usual.
 */
export function seedFromPage(queryClient: QueryClient): QueryClient {
  const text = document.getElementById(PAGE_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return queryClient;
  try {
    return seedFromBoot(queryClient, JSON.parse(text) as PageBoot);
  } catch {
    // A page the server did not write (a proxy's, an old cached copy): the hooks ask as usual.
    return queryClient;
  }
}

/** The answers into the cache: the client's from the page, the server's drawing from what it writes there. */
export function seedFromBoot(queryClient: QueryClient, boot: PageBoot): QueryClient {
  for (const { key, wire } of boot.queries) {
    queryClient.setQueryData(key, transformer.output.deserialize(wire as Parameters<typeof transformer.output.deserialize>[0]));
  }
  for (const { key, code, message } of boot.failed ?? []) {
    // As tRPC's client error reads to the pages (`error.data.code`); kept, not asked again on mount.
    queryClient.setQueryDefaults(key, { retryOnMount: false });
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: key })
      .setState({ status: 'error', fetchStatus: 'idle', error: Object.assign(new Error(message), { data: { code } }), errorUpdatedAt: Date.now() });
  }
  return queryClient;
}
