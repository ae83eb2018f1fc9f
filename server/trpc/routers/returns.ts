import { ReturnLookupInput, withReturnWindow } from '../../../src/returns.ts';
import { inShoppersTitles, lookupOrder } from '../../modules/order/index.ts';
import { publicProcedure, router } from '../init.ts';

/**
 * Order lookup for returns (spec sections 2, 5). A return request carries photos, so it is multipart and has
 * no procedure (tRPC here speaks JSON only): POST /api/returns/request calls the returns module directly
 * (server/rest/returns.ts).
 */
export const returnsRouter = router({
  /** A mutation: each failed lookup counts against the caller's limit. The return window is the server's clock's; the prints in the caller's language. */
  lookup: publicProcedure
    .input(ReturnLookupInput)
    .mutation(async ({ ctx, input }) => withReturnWindow((await inShoppersTitles(ctx.em, ctx.locale, [await lookupOrder(ctx, input)]))[0]!, ctx.services.clock())),
});
