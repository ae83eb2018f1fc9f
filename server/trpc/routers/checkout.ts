import { MyOrdersInput } from '../../../src/orders.ts';
import { listCustomerOrders } from '../../modules/order/order.queries.ts';
import { protectedProcedure, router } from '../init.ts';

/** Payment intents and orders. Placing orders arrives with the checkout issue. */
export const checkoutRouter = router({
  /** The signed-in customer's own orders, newest first (account home, /account/orders). */
  myOrders: protectedProcedure
    .input(MyOrdersInput.optional())
    .query(({ ctx, input }) => listCustomerOrders(ctx.em, ctx.user.id, input?.limit ?? 20)),
});
