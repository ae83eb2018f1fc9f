import type { DehydratedState, HydrateOptions, QueryClient } from '@tanstack/react-query';
import { PAGE_BOOT_ELEMENT_ID, type PageState } from '../src/page-boot.ts';
import { transformer } from '../src/transformer.ts';

/**
 * The query cache the server sent with the page (server/http/first-screen.ts), read before the first
 * render and hydrated by App (TanStack Query's HydrationBoundary), so that the first screen does not wait
 * for those calls. A page without it (the Vite dev server, a proxy's page) hydrates nothing and the
 * hooks make their calls as usual.
 */
export function pageStateFromDom(): PageState | null {
  const text = document.getElementById(PAGE_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    // A page the server did not write (a proxy's, an old cached copy): the hooks ask as usual.
    return null;
  }
}

/** How the page's answers are read back: through tRPC's transformer. */
export const PAGE_HYDRATION: HydrateOptions = { defaultOptions: { deserializeData: transformer.output.deserialize } };

/** An answered mistake (an unknown print) is the page's answer: kept, not asked again when its hook mounts. */
export function keepAnsweredMistakes(queryClient: QueryClient, state: PageState): void {
  for (const query of state.queries) if ('error' in query) queryClient.setQueryDefaults([...query.queryKey], { retryOnMount: false });
}

/**
 * The page's state as TanStack's dehydrated state, stamped `now` (the server leaves the timestamps out),
 * each answered mistake an Error carrying its `data` as tRPC's client error does (`error.data.code`).
 */
export function dehydratedStateOf(state: PageState, now = Date.now()): DehydratedState {
  const idle = { errorUpdateCount: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, fetchStatus: 'idle' } as const;
  return {
    mutations: [],
    queries: state.queries.map((query) => ({
      queryKey: [...query.queryKey],
      queryHash: query.queryHash,
      dehydratedAt: now,
      state:
        'error' in query
          ? { ...idle, status: 'error', data: undefined, dataUpdateCount: 0, dataUpdatedAt: 0, error: Object.assign(new Error(query.error.message), { data: query.error.data }), errorUpdateCount: 1, errorUpdatedAt: now }
          : { ...idle, status: 'success', data: query.data, dataUpdateCount: 1, dataUpdatedAt: now, error: null, errorUpdatedAt: 0 },
    })),
  };
}
