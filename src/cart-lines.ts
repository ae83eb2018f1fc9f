import type { Product } from './catalogue.ts';
import type { MemberTerms, PriceableLine } from './pricing.ts';

/**
 * What the cart's rules say about a line and its print: plain functions, no schemas, so the pages'
 * shell (the header's cart panel, product cards) can use them without pulling zod into the first
 * screen's script.
 */

/** The most of one print and size a cart line holds (the cart_items check agrees). */
export const MAX_LINE_QUANTITY = 99;

/** Anything to sell: out of stock when the flag says so or nothing is left. */
export const isInStock = (product: Pick<Product, 'inStock' | 'inventory'>) => product.inStock && product.inventory > 0;

/** The most of a product one cart line may hold: what is in stock, never more than a line holds. */
export const lineLimit = (product: Pick<Product, 'inventory'>) => Math.min(MAX_LINE_QUANTITY, product.inventory);

/** A cart line as far as pricing reads it (CartLine in cart.ts has this shape). */
interface PricedLine {
  quantity: number;
  calculatedPrice: string | null;
  variant: { price: string } | null;
  product: { price: string };
}

/**
 * What prices a line, for the pricing module (its calculatedPrice, else its size's price, else the
 * product's), less the member's tier discount when `member` is given.
 */
export const priceableLine = (line: PricedLine, member?: MemberTerms | null): PriceableLine => ({
  quantity: line.quantity,
  calculatedPrice: line.calculatedPrice,
  variantPrice: line.variant?.price,
  productPrice: line.product.price,
  ...(member ? { memberDiscountPercent: member.printDiscountPercent } : {}),
});
