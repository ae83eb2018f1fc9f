import { z } from 'zod';
import { Product, ProductVariant, VariantIdInput } from './catalogue.ts';
import { MAX_LINE_QUANTITY } from './cart-lines.ts';
import { CountryCode, CurrencyCode, Region } from './location.ts';

/**
 * The cart calls and the pricing of cart lines (spec sections 3, 5, 7): inputs the server parses and
 * the pages validate with, and the shapes they answer. Money travels as 2-decimal strings.
 */

const Money = z.string().regex(/^\d+\.\d{2}$/);
const SignedMoney = z.string().regex(/^-?\d+\.\d{2}$/);

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

// ---- Pricing a cart for a destination (spec section 7, calculate-pricing) ----

export const PricingItemInput = z
  .object({
    productId: z.number({ message: 'Product id must be a number' }).int().positive().max(2_147_483_647),
    variantId: VariantIdInput.nullish(),
    quantity: z
      .number({ message: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(99, 'Quantity must be at most 99'),
  })
  .strict();

/** Prices come from the catalogue only: the strict objects refuse a price (or a coupon) sent along. */
export const PricingInput = z
  .object({
    cartItems: z
      .array(PricingItemInput, { message: 'cartItems must be a list' })
      .min(1, 'The cart is empty')
      .max(100, 'At most 100 cart lines can be priced at once'),
    country: CountryCode,
    region: Region,
    currency: CurrencyCode.nullish(),
  })
  .strict();
export type PricingInput = z.infer<typeof PricingInput>;

export const PricedLine = z.object({
  productId: z.number().int(),
  variantId: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: SignedMoney,
  lineTotal: SignedMoney,
});

/** Money in US dollars as 2-decimal strings (what is charged); `formatted` in the requested currency. */
export const Pricing = z.object({
  currency: z.string(),
  exchangeRate: z.number(),
  lines: z.array(PricedLine),
  subtotal: SignedMoney,
  discount: SignedMoney,
  tax: SignedMoney,
  taxRate: z.number(),
  shipping: SignedMoney,
  total: SignedMoney,
  formatted: z.object({
    subtotal: z.string(),
    discount: z.string(),
    tax: z.string(),
    shipping: z.string(),
    total: z.string(),
  }),
});
export type Pricing = z.infer<typeof Pricing>;
