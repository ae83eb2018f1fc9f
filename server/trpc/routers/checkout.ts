import { ConfirmDemoPaymentInput, CreatePaymentIntentInput, emailVerdict, PlaceFreeOrderInput, PlaceOrderInput, QuoteInput, ValidateEmailInput } from '../../../src/checkout.ts';
import { DEFAULT_LOCALE } from '../../../src/locales.ts';
import { MyOrdersInput } from '../../../src/orders.ts';
import { shopTexts } from '../../integrations/texts.ts';
import { consentAtCheckout } from '../../modules/marketing/index.ts';
import { confirmDemoPayment, createPaymentIntent, paymentConfig, placeFreeOrder, placeOrder, quoteCheckout } from '../../modules/checkout/index.ts';
import { customerOrderViews, inShoppersTitles } from '../../modules/order/index.ts';
import { protectedProcedure, publicProcedure, router } from '../init.ts';

/** Payment intents and orders (spec sections 4, 5, 7; DESIGN.md section 5). */
export const checkoutRouter = router({
  /** Which payment form the checkout shows: Stripe's (with its publishable key) or the demo's. */
  paymentConfig: publicProcedure.query(({ ctx }) => paymentConfig(ctx)),
  /** A query: the verdict depends on the address alone, so the client caches it per address. Its message in the caller's language. */
  validateEmail: publicProcedure.input(ValidateEmailInput).query(({ ctx, input }) => {
    const verdict = emailVerdict(input.email);
    return { ...verdict, message: shopTexts().t(ctx.locale ?? DEFAULT_LOCALE, verdict.message) };
  }),
  /** The summary's prices for the caller's cart, coupon and destination; nothing is opened or held. */
  quote: publicProcedure.input(QuoteInput).query(({ ctx, input }) => quoteCheckout(ctx, input)),
  /** When the shopper pays: prices the cart, holds its stock and coupon use, and opens a payment for that amount. */
  // The checkout's "e-mail me" box is kept with the address before the payment opens (marketing/).
  createPaymentIntent: publicProcedure.input(CreatePaymentIntentInput).mutation(async ({ ctx, input }) => {
    if (input.marketingConsent) await consentAtCheckout(ctx, input.email);
    return createPaymentIntent(ctx, input);
  }),
  /** A total of zero (a coupon covers it all): the order, placed without a payment. */
  placeFreeOrder: publicProcedure.input(PlaceFreeOrderInput).mutation(async ({ ctx, input }) => {
    if (input.marketingConsent) await consentAtCheckout(ctx, input.email ?? input.guestEmail ?? undefined);
    return (await inShoppersTitles(ctx.em, ctx.locale, [await placeFreeOrder(ctx, input)]))[0]!;
  }),
  /** After the payment went through: the order, made once per paid intent. */
  placeOrder: publicProcedure.input(PlaceOrderInput).mutation(async ({ ctx, input }) => (await inShoppersTitles(ctx.em, ctx.locale, [await placeOrder(ctx, input)]))[0]!),
  confirmDemoPayment: publicProcedure.input(ConfirmDemoPaymentInput).mutation(({ ctx, input }) => confirmDemoPayment(ctx, input)),
  /** The signed-in customer's orders with their items, newest first (GET /api/orders, account home, /account/orders); the prints in the caller's language, as placeOrder's. */
  orders: protectedProcedure
    .input(MyOrdersInput.optional())
    .query(async ({ ctx, input }) => inShoppersTitles(ctx.em, ctx.locale, await customerOrderViews(ctx.em, ctx.user.id, input?.limit ?? 20))),
});
