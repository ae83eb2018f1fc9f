import { router } from '../init.ts';

/** Payment intents and orders: filled by the checkout issue. */
export const checkoutRouter = router({});
