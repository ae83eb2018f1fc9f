import { BuyGiftCardInput, GiftCardCodeInput } from '../../../src/gift-cards.ts';
import { createGiftCardPayment } from '../../modules/checkout/index.ts';
import { giftCardBalance } from '../../modules/gift-cards/index.ts';
import { publicProcedure, router } from '../init.ts';

/** Gift cards for shoppers (issue 39). */
export const giftCardsRouter = router({
  /** A card's balance by its code (GET /api/gift-cards/{code}); rate-limited on failures as the coupon check is. */
  balance: publicProcedure.input(GiftCardCodeInput).query(({ ctx, input }) => giftCardBalance(ctx, input.code)),
  /** Opens the payment for a card bought for someone; once paid, `checkout.placeOrder` makes its order and the card. */
  buy: publicProcedure.input(BuyGiftCardInput).mutation(({ ctx, input }) => createGiftCardPayment(ctx, input)),
});
