import { z } from 'zod';
import { text } from './text.ts';

/**
 * What every paginated list takes (the catalogue and the admin lists): a page size, the opaque
 * cursor of the previous page and a search text. Numbers are coerced because the REST paths pass
 * their query strings straight through.
 */

export const MAX_PAGE_SIZE = 100;

const pageLimit = (defaultSize: number) =>
  z.coerce
    .number({ message: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, `Page size must be 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `Page size must be 1 to ${MAX_PAGE_SIZE}`)
    .default(defaultSize);

const PageCursor = text('Cursor', { max: 2000, required: 'Cursor is empty', tooLong: 'Cursor is too long' });

/**
 * The fields that move through a list: the page size, the cursor, and the `direction` tRPC's
 * `useInfiniteQuery` adds to each page's input. Our lists only go forward (a cursor names the page
 * after it), so `direction` is accepted as 'forward' only; every other unknown key is still refused.
 */
export const listPaging = (defaultSize: number) => ({
  cursor: PageCursor.optional(),
  direction: z.literal('forward', { message: 'Lists only page forward' }).optional(),
  limit: pageLimit(defaultSize),
});

export const SearchText = text('Search', { max: 100, tooLong: 'Search for at most 100 characters' });

/** One page of a list: the body of a REST answer is `items`; the rest travels in X-Total-Count and X-Next-Cursor. */
export interface Page<Item> {
  items: Item[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
  /** Every row that matches, across all pages; or, with totalCapped, the cap a long list's count stopped at. */
  total: number;
  totalCapped?: true;
}
