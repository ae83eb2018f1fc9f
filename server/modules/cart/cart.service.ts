import type { z } from 'zod';
import { MAX_LINE_QUANTITY, isInStock, lineLimit, priceableLine } from '../../../src/cart-lines.ts';
import type { CartAddInput, CartContents, CartLine, CartUpdateInput } from '../../../src/cart.ts';
import type { Product, ProductVariant } from '../../../src/catalogue.ts';
import { centsToDecimal } from '../../../src/money.ts';
import { linePriceCents, subtotalCents, unitPriceCents } from '../../../src/pricing.ts';
import { memberTerms } from '../../../src/tier-benefits.ts';
import { heldBackText } from '../../../src/print-resolution.ts';
import { tx } from '../../../src/i18n-text.ts';
import type { RequestScope } from '../request-scope.ts';
import { findProduct, heldBackSize, inLanguage } from '../catalogue/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { customerBenefits } from '../premium/index.ts';
import { currentOwner, ensureOwner } from './cart-owner.ts';
import type { CartOwner } from './cart-item.entity.ts';
import { addToLine, deleteLine, findLine, listLines, productLines, setLineQuantity } from './cart.queries.ts';

/**
 * The shopper's cart (spec sections 2, 4, 5). A line is reached only through its owner, so a line
 * of someone else answers exactly as a line that does not exist. Quantities stay within the
 * product's inventory (summed over its sizes, as an order would take them) and 99 per line. Each
 * line's print is answered in the shopper's language (its title, description and category).
 */

export const CART_ITEM_NOT_FOUND = tx('Cart item not found');
export const UNKNOWN_SIZE = tx('That size is not available for this print');

type Parsed<T extends z.ZodType> = z.output<T>;

/** The lines at the shopper's own prices: a signed-in member's tier discount taken, as checkout takes it. */
export async function cartContents(ctx: RequestScope): Promise<CartContents> {
  const owner = await currentOwner(ctx);
  const lines = owner ? await inShoppersLanguage(ctx, await listLines(ctx.em, owner)) : [];
  const member = owner && 'userId' in owner && lines.length > 0 ? memberTerms(await customerBenefits(ctx.em, owner.userId)) : null;
  const items = member
    ? lines.map((line) => {
        const priced = priceableLine(line, member);
        return { ...line, unitPrice: centsToDecimal(unitPriceCents(priced)), lineTotal: centsToDecimal(linePriceCents(priced)) };
      })
    : lines;
  return {
    items,
    itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: centsToDecimal(subtotalCents(lines.map((line) => priceableLine(line, member)))),
  };
}

export async function addToCart(ctx: RequestScope, input: Parsed<typeof CartAddInput>): Promise<CartLine> {
  const product = await findProduct(ctx.em, input.productId, ctx.locale);
  if (!product) throw new DomainError('NOT_FOUND', tx('Product not found'));
  const variant = await chooseVariant(ctx, product, input.variantId);
  if (!isInStock(product)) throw outOfStock(product);
  if (input.quantity > lineLimit(product)) throw notEnoughStock(product);

  // Only now, with something to keep, does a visitor get a session.
  const owner = await ensureOwner(ctx);
  const variantId = variant?.id ?? null;
  const line = await addToLine(ctx.em, owner, { productId: product.id, variantId, quantity: input.quantity });
  if (line) return (await inShoppersLanguage(ctx, [line]))[0]!;

  const lines = await productLines(ctx.em, owner, product.id);
  const sameSize = lines.find((candidate) => candidate.variantId === variantId)?.quantity ?? 0;
  if (sameSize + input.quantity > MAX_LINE_QUANTITY) {
    throw new DomainError('BAD_REQUEST', tx('A cart line holds at most {most} of one print and size, and yours already has {sameSize}.'), {
      values: { most: MAX_LINE_QUANTITY, sameSize },
    });
  }
  throw notEnoughStock(product, { inCart: sum(lines) });
}

export async function updateCartLine(ctx: RequestScope, { id, quantity }: Parsed<typeof CartUpdateInput>): Promise<CartLine> {
  const owner = await currentOwner(ctx);
  if (!owner) throw new DomainError('NOT_FOUND', CART_ITEM_NOT_FOUND);
  const updated = await setLineQuantity(ctx.em, owner, id, quantity);
  if (updated) return (await inShoppersLanguage(ctx, [updated]))[0]!;
  throw await whyNotUpdated(ctx, owner, id);
}

export async function removeCartLine(ctx: RequestScope, id: number): Promise<{ id: number }> {
  const owner = await currentOwner(ctx);
  if (!owner || !(await deleteLine(ctx.em, owner, id))) throw new DomainError('NOT_FOUND', CART_ITEM_NOT_FOUND);
  return { id };
}

/** The size asked for; without one the default size, else the first, else none (a print sold in one size). */
/** The size asked for (else the default one); a size held back for its artwork's resolution is refused with why. */
async function chooseVariant(ctx: RequestScope, product: Product, variantId: string | null | undefined): Promise<ProductVariant | null> {
  if (variantId == null) return product.variants.find((variant) => variant.isDefault) ?? product.variants[0] ?? null;
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (variant) return variant;
  const heldBack = await heldBackSize(ctx.em, product.id, variantId);
  throw new DomainError('BAD_REQUEST', heldBack ? heldBackText(heldBack.title, heldBack.check.variant.size, heldBack.check.ppi) : UNKNOWN_SIZE);
}

async function whyNotUpdated(ctx: RequestScope, owner: CartOwner, id: number): Promise<DomainError> {
  const line = await findLine(ctx.em, owner, id);
  if (!line) return new DomainError('NOT_FOUND', CART_ITEM_NOT_FOUND);
  if (!isInStock(line.product)) return outOfStock(line.product);
  const otherSizes = sum((await productLines(ctx.em, owner, line.productId)).filter((other) => other.id !== id));
  return notEnoughStock(line.product, otherSizes > 0 ? { otherSizes } : {});
}

/** The lines with their prints in the call's language. */
async function inShoppersLanguage(ctx: RequestScope, lines: CartLine[]): Promise<CartLine[]> {
  const products = await inLanguage(ctx.em, ctx.locale, lines.map((line) => line.product));
  return lines.map((line, index) => ({ ...line, product: products[index] ?? line.product }));
}

const sum = (lines: readonly { quantity: number }[]) => lines.reduce((total, line) => total + line.quantity, 0);

const outOfStock = (product: Product) => new DomainError('CONFLICT', tx('{title} is out of stock'), { values: { title: product.title } });

/** Says what the shopper's cart already holds of the product, when that matters: in all (`inCart`), or in its other sizes. */
function notEnoughStock(product: Product, held: { inCart?: number; otherSizes?: number } = {}): DomainError {
  const values = { left: product.inventory, title: product.title, ...held };
  if (held.inCart !== undefined) {
    return new DomainError('CONFLICT', tx('Only {left} of {title} {left, plural, one {is in stock} other {are in stock}}, and your cart already has {inCart}.'), { values });
  }
  if (held.otherSizes !== undefined) {
    return new DomainError('CONFLICT', tx('Only {left} of {title} {left, plural, one {is in stock} other {are in stock}}, and your cart has {otherSizes} in other sizes.'), { values });
  }
  return new DomainError('CONFLICT', tx('Only {left} of {title} {left, plural, one {is in stock} other {are in stock}}.'), { values });
}
