import { AdminOrderListInput, CancelOrderInput, FixShippingInput, OrderNumberInput, RefundOrderInput, ResendEmailInput } from '../../../src/admin-orders.ts';
import { fixShippingAndResend, markDeliveredByHand, resendOrderEmail } from '../../modules/order/index.ts';
import { cancelOrder, refundOrder } from '../../modules/after-sale/index.ts';
import { adminOrderDetail, listAdminOrders } from '../../modules/back-office/index.ts';
import { adminProcedure, router, staffProcedure } from '../init.ts';

/** The Orders tab: every order, and one order with all the back office knows of it. Support staff read, resend and correct print addresses; only admins move money. */
export const adminOrdersRouter = router({
  /** Newest first, a page at a time (as GET /api/admin/orders). */
  list: staffProcedure.input(AdminOrderListInput.prefault({})).query(({ ctx, input }) => listAdminOrders(ctx.em, ctx.services.clock(), input)),
  /** 404 for an unknown number (as GET /api/admin/orders/{orderNumber}). */
  detail: staffProcedure.input(OrderNumberInput).query(({ ctx, input }) => adminOrderDetail(ctx.em, ctx.services.clock(), input.orderNumber)),
  /** Money back through the payment provider (as POST /api/admin/orders/{orderNumber}/refunds); still `requested` when the provider did not answer. */
  refund: adminProcedure
    .input(RefundOrderInput)
    .mutation(({ ctx, input }) => refundOrder({ em: ctx.em, services: ctx.services }, input, ctx.staff)),
  /** Before printing only: the print provider's order cancelled, the payment refunded, stock and coupon use back; `cancelling` while a step waits. */
  cancel: adminProcedure
    .input(CancelOrderInput)
    .mutation(({ ctx, input }) => cancelOrder({ em: ctx.em, services: ctx.services }, input, ctx.staff)),
  /** The confirmation or shipping e-mail again, through the mail queue (as POST /api/admin/orders/{orderNumber}/emails). */
  resendEmail: staffProcedure.input(ResendEmailInput).mutation(({ ctx, input }) => resendOrderEmail(ctx.em, ctx.services, input, ctx.staff)),
  /**
   * A print order Printify refused (or that is late): its shipping address corrected and its submission
   * queued again; support may, it moves no money (as POST /api/admin/orders/{orderNumber}/shipping).
   */
  /** A demo shop's delivery, recorded by an admin where no print provider reports one (409 where Printify does). */
  markDelivered: adminProcedure
    .input(OrderNumberInput)
    .mutation(({ ctx, input }) => markDeliveredByHand(ctx.em, ctx.services, input.orderNumber, ctx.staff)),
  fixShipping: staffProcedure.input(FixShippingInput).mutation(({ ctx, input }) => fixShippingAndResend(ctx, input, ctx.staff)),
});
