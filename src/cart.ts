import { z } from 'zod';
import { Product, ProductVariant, VariantIdInput } from './catalogue.ts';
import { toCents } from './money.ts';
import { MAX_LINE_QUANTITY } from './cart-lines.ts';
import { DISCOUNT_TYPES } from './statuses.ts';
import { text } from './text.ts';

/**
 * The cart and coupon calls (spec sections 3, 5, 7): inputs the server parses and the pages
 * validate with, and the shapes they answer. Money travels as 2-decimal strings.
 */

const Money = z.string().regex(/^\d+\.\d{2}$/);

export const Id = (what: string) =>
  // Coerced because the REST paths pass ids from the URL as text.
  z.coerce
    .number({ message: `${what} id must be a number` })
    .int(`${what} id must be a whole number`)
    .positive(`${what} id must be positive`)
    .max(2_147_483_647, `${what} id is out of range`);

export const Quantity = z
  .number({ message: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}`);

export const CartAddInput = z.strictObject({
  productId: Id('Product'),
  /** Omitted or null: the product's default size, else its first. */
  variantId: VariantIdInput.nullish(),
  quantity: Quantity.default(1),
});
export type CartAddInput = z.input<typeof CartAddInput>;

export const CartUpdateInput = z.strictObject({ id: Id('Cart item'), quantity: Quantity });
export type CartUpdateInput = z.input<typeof CartUpdateInput>;

export const CartItemIdInput = z.strictObject({ id: Id('Cart item') });
export type CartItemIdInput = z.input<typeof CartItemIdInput>;

/** One cart line as the cart panel, /cart and checkout read it (spec section 3, "Cart item"). */
export const CartLine = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  productId: z.number().int(),
  variantId: z.string().nullable(),
  product: Product,
  variant: ProductVariant.nullable(),
  /** A price fixed for this line, overriding the product's; no line has one yet. */
  calculatedPrice: Money.nullable(),
  unitPrice: Money,
  lineTotal: Money,
});
export type CartLine = z.infer<typeof CartLine>;


export const CartContents = z.object({
  /** Newest first. */
  items: z.array(CartLine),
  /** The sum of the quantities: the cart badge. */
  itemCount: z.number().int(),
  subtotal: Money,
});
export type CartContents = z.infer<typeof CartContents>;

export const CartItemRemoved = z.object({ id: z.number().int() });

const AMOUNT_MESSAGE = 'The order amount must be an amount in dollars of 0 or more, e.g. 129.50';

/** Dollars, as a number or a string of at most 2 decimals, within what numeric(10,2) holds; parsed to cents. */
const OrderAmount = z
  .union(
    [
      z.number().min(0, AMOUNT_MESSAGE).max(99_999_999.99, 'The order amount is too large'),
      z.string().trim().regex(/^\d{1,8}(\.\d{1,2})?$/, AMOUNT_MESSAGE),
    ],
    { message: AMOUNT_MESSAGE },
  )
  .transform(toCents);

export const CouponValidateInput = z
  .strictObject({
    code: text('A coupon code', { max: 50, required: 'Please enter a coupon code', tooLong: 'A coupon code has at most 50 characters' }),
    orderAmount: OrderAmount,
  })
  .transform(({ code, orderAmount }) => ({ code, orderCents: orderAmount }));
export type CouponValidateInput = z.input<typeof CouponValidateInput>;

export const CouponDiscount = z.object({
  /** As the shop stores it, whatever case the shopper typed. */
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Percent for percentage coupons, dollars for fixed ones. */
  discountValue: Money,
  /** What the coupon takes off this order amount: never more than the amount. */
  discountAmount: Money,
});
export type CouponDiscount = z.infer<typeof CouponDiscount>;
