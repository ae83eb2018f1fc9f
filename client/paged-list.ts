import { keepPreviousData } from '@tanstack/react-query';
import type { Page } from '../src/paging.ts';

/**
 * What every "load more" list (the catalogue, the admin lists) passes to tRPC's `useInfiniteQuery`: the
 * next page is asked for with the cursor the last one answered (none after the last page), and new
 * filters keep the current rows on screen (faded) until theirs arrive, instead of flashing skeletons.
 */
export const pagedList = {
  getNextPageParam: (last: Page<unknown>) => last.nextCursor,
  placeholderData: keepPreviousData,
};
