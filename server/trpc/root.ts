import { createCallerFactory, router } from './init.ts';
import { adminRouter } from './routers/admin.ts';
import { authRouter } from './routers/auth.ts';
import { cartRouter } from './routers/cart.ts';
import { checkoutRouter } from './routers/checkout.ts';
import { contactRouter } from './routers/contact.ts';
import { marketingRouter } from './routers/marketing.ts';
import { giftCardsRouter } from './routers/gift-cards.ts';
import { printifyRouter } from './routers/printify.ts';
import { returnsRouter } from './routers/returns.ts';
import { reviewsRouter } from './routers/reviews.ts';
import { shopRouter } from './routers/shop.ts';
import { wishlistRouter } from './routers/wishlist.ts';

export const appRouter = router({
  shop: shopRouter,
  cart: cartRouter,
  wishlist: wishlistRouter,
  marketing: marketingRouter,
  giftCards: giftCardsRouter,
  checkout: checkoutRouter,
  returns: returnsRouter,
  reviews: reviewsRouter,
  contact: contactRouter,
  auth: authRouter,
  admin: adminRouter,
  printify: printifyRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
