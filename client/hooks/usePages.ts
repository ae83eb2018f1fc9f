import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '../../src/paging.ts';

/**
 * A cursor-paginated list (the catalogue, the admin lists) page by page, for "load more".
 *
 * This is the infinite query tRPC's own `useInfiniteQuery` would run, built by hand because that hook
 * adds a `direction` key to the input, which our strict list inputs refuse ("Unrecognized key"). Pass
 * tRPC's key (`getQueryKey(procedure, input, 'infinite')`) so that its `invalidate()` reaches these pages.
 * Keys whose value is undefined are left out: the filters stay plain JSON on the wire.
 */
export function usePages<Input extends object, Answer extends Page<unknown>>(
  key: (input: Input) => QueryKey,
  input: Input,
  fetchPage: (input: Input & { cursor?: string }, signal: AbortSignal) => Promise<Answer>,
) {
  const clean = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Input;
  return useInfiniteQuery({
    queryKey: key(clean),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam ? { ...clean, cursor: pageParam } : clean, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // New filters keep the current results on screen (faded) until theirs arrive, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
