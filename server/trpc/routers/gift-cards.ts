import { GiftCardCodeInput } from '../../../src/gift-cards.ts';
import { giftCardBalance } from '../../modules/gift-cards/index.ts';
import { publicProcedure, router } from '../init.ts';

/** A gift card's balance by its code (GET /api/gift-cards/{code}); rate-limited on failures as the coupon check is. */
export const giftCardsRouter = router({
  balance: publicProcedure.input(GiftCardCodeInput).query(({ ctx, input }) => giftCardBalance(ctx, input.code)),
});
