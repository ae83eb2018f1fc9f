import { pagedList } from '../paged-list.ts';
import { trpc } from '../trpc.ts';

/**
 * A print's approved reviews, a page at a time, with their count and average: asked with the input the
 * server's first screen asks with (server/http/first-screen.ts), so a page it drew needs no round trip.
 */
export const useProductReviews = (productId: number) => trpc.reviews.forProduct.useInfiniteQuery({ productId }, pagedList);
