import { RestoreCartInput, UnsubscribeInput } from '../../../src/marketing.ts';
import { restoreRemindedCart, unsubscribe } from '../../modules/marketing/index.ts';
import { publicProcedure, router } from '../init.ts';

/** Marketing e-mail's two links (issue 39): the unsubscribe page's button, and a checkout reminder's way back to the bag. */
export const marketingRouter = router({
  unsubscribe: publicProcedure.input(UnsubscribeInput).mutation(({ ctx, input }) => unsubscribe(ctx, input.token)),
  restoreCart: publicProcedure.input(RestoreCartInput).mutation(({ ctx, input }) => restoreRemindedCart(ctx, input.token)),
});
