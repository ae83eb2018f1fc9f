import { router } from '../init.ts';

/** Where the visitor is and what that means for currency, tax, shipping and payment (shop.location). */
export const locationRouter = router({});
