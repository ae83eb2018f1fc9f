import { AdjustGiftCardInput, GiftCardListInput, IssueGiftCardInput, VoidGiftCardInput } from '../../../src/gift-cards.ts';
import { adjustGiftCard, issueGiftCard, listGiftCards, voidGiftCard } from '../../modules/gift-cards/index.ts';
import { adminProcedure, router } from '../init.ts';

/** The Gift Cards tab (issue 39): admins only, as coupons are; every write is audited. */
export const adminGiftCardsRouter = router({
  list: adminProcedure.input(GiftCardListInput.prefault({})).query(({ ctx, input }) => listGiftCards(ctx.em, input)),
  issue: adminProcedure.input(IssueGiftCardInput).mutation(({ ctx, input }) => issueGiftCard(ctx.em, ctx.services, input, ctx.staff)),
  void: adminProcedure.input(VoidGiftCardInput).mutation(({ ctx, input }) => voidGiftCard(ctx.em, input, ctx.staff, ctx.services.clock())),
  adjust: adminProcedure.input(AdjustGiftCardInput).mutation(({ ctx, input }) => adjustGiftCard(ctx.em, input, ctx.staff)),
});
