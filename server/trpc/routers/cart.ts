import { router } from '../init.ts';

/** The shopper's cart: filled by the storefront issue. */
export const cartRouter = router({});
