import {
  ConfirmDemoPaymentInput,
  CreatePaymentIntentInput,
  emailVerdict,
  PlaceOrderInput,
  ValidateEmailInput,
} from '../../../src/checkout.ts';
import { MyOrdersInput } from '../../../src/orders.ts';
import { confirmDemoPayment, paymentConfig, placeOrder } from '../../modules/checkout/checkout.service.ts';
import { createPaymentIntent } from '../../modules/checkout/payment-intent.service.ts';
import { customerOrderViews, listCustomerOrders } from '../../modules/order/order.queries.ts';
import { protectedProcedure, publicProcedure, router } from '../init.ts';

/** Payment intents and orders (spec sections 4, 5, 7; DESIGN.md section 5). */
export const checkoutRouter = router({
  /** Which payment form the checkout shows: Stripe's (with its publishable key) or the demo's. */
  paymentConfig: publicProcedure.query(({ ctx }) => paymentConfig(ctx)),
  validateEmail: publicProcedure.input(ValidateEmailInput).mutation(({ input }) => emailVerdict(input.email)),
  /** Prices the caller's cart on the server and opens a payment for that amount. */
  createPaymentIntent: publicProcedure.input(CreatePaymentIntentInput).mutation(({ ctx, input }) => createPaymentIntent(ctx, input)),
  /** After the payment went through: the order, made once per paid intent. */
  placeOrder: publicProcedure.input(PlaceOrderInput).mutation(({ ctx, input }) => placeOrder(ctx, input)),
  confirmDemoPayment: publicProcedure.input(ConfirmDemoPaymentInput).mutation(({ ctx, input }) => confirmDemoPayment(ctx, input)),
  /** The signed-in customer's orders with their items, newest first. */
  orders: protectedProcedure
    .input(MyOrdersInput.optional())
    .query(({ ctx, input }) => customerOrderViews(ctx.em, ctx.user.id, input?.limit ?? 20)),
  /** The signed-in customer's own orders, newest first (account home, /account/orders). */
  myOrders: protectedProcedure
    .input(MyOrdersInput.optional())
    .query(({ ctx, input }) => listCustomerOrders(ctx.em, ctx.user.id, input?.limit ?? 20)),
});
