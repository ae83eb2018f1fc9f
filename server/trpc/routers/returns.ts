import { router } from '../init.ts';

/** Order lookup and return requests: filled by the returns issue. */
export const returnsRouter = router({});
