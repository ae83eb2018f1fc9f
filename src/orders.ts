import { z } from 'zod';

/**
 * Orders as the shop shows them (spec sections 3, 5, 7): to their customer on the account pages and
 * after checkout, and in the returns lookup.
 */

const Money = z.string().regex(/^-?\d+\.\d{2}$/);

/** How many of their orders, newest first, a signed-in customer asks for (checkout.orders). */
export const MyOrdersInput = z.strictObject({ limit: z.number().int().min(1).max(100).default(20) });

export const OrderItemView = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  variantId: z.string().nullable(),
  /** The canvas size, e.g. 24"x16"; null for a print sold in one size. */
  size: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price charged. */
  price: Money,
  product: z.object({ title: z.string(), imageUrl: z.string().nullable() }),
});
export type OrderItemView = z.infer<typeof OrderItemView>;

export const OrderView = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  status: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  customerEmail: z.string().nullable(),
  subtotal: Money,
  discount: Money,
  tax: Money,
  shipping: Money,
  total: Money,
  /** What a gift card paid of the total; the payment paid the rest. */
  giftCardAmount: Money,
  currency: z.string(),
  couponCode: z.string().nullable(),
  /** Set once the print provider ships the order, with the carrier's code (USPS, UPS…) and tracking page. */
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** ISO 8601, once the carrier has delivered it. */
  deliveredAt: z.string().nullable(),
  /** What the customer's tier gave the order when it was placed: its return window, free return shipping. */
  returnWindowDays: z.number().int(),
  freeReturnShipping: z.boolean(),
  items: z.array(OrderItemView),
  /** What went back to the customer so far, in US dollars as the total. */
  amountRefunded: Money,
  /** Each refund, oldest first; `lines` names the order's items (id and quantity) for a refund by line. */
  refunds: z.array(
    z.object({
      amount: Money,
      /** ISO 8601. */
      createdAt: z.string(),
      lines: z.array(z.object({ orderItemId: z.number().int(), quantity: z.number().int() })).nullable(),
    }),
  ),
});
export type OrderView = z.infer<typeof OrderView>;
