import type { z } from 'zod';
import { isInStock, priceableLine, type CartLine } from '../../../src/cart.ts';
import type { CreatePaymentIntentInput, PaymentIntentAnswer } from '../../../src/checkout.ts';
import { DEFAULT_CURRENCY, findCurrency } from '../../../src/currencies.ts';
import { shippingCentsFor } from '../../../src/locations.ts';
import { centsToDecimal } from '../../../src/money.ts';
import { convertAmount, mapTotals, orderTotals, toMinorUnits, unitPriceCents } from '../../../src/pricing.ts';
import type { RequestScope } from '../request-scope.ts';
import { currentOwner } from '../cart/cart-owner.ts';
import { listLines } from '../cart/cart.queries.ts';
import { DomainError } from '../common/domain-error.ts';
import { validateCoupon } from '../coupon/coupon-validation.ts';
import { assertNotSanctioned } from '../sanctions/sanctions.ts';
import { newSnapshotId, saveSnapshot, type CheckoutSnapshotPayload } from '../order/checkout-snapshot.ts';
import { withPaymentErrors } from './payment-errors.ts';

export const EMPTY_CART = 'Your cart is empty. Add a print before checking out.';

export const orderTooLarge = (supportEmail: string) =>
  `This order is too large to pay online in one payment. Please split it into smaller orders, or contact us at ${supportEmail} and we will arrange it.`;

/**
 * Prices the caller's cart on the server and opens a payment for exactly that (DESIGN.md section 5):
 * the cart's lines at catalogue prices, the coupon checked by the coupon module, the shipping
 * country's cost, tax by the shared pricing module. The client's amount is never used.
 */
export async function createPaymentIntent(
  ctx: RequestScope,
  input: z.output<typeof CreatePaymentIntentInput>,
): Promise<PaymentIntentAnswer> {
  const address = input.shipping.address;
  // Where the shopper says they are and where the prints go; each call also checks the request's location.
  await assertNotSanctioned(ctx, { country: input.country, region: input.region });
  await assertNotSanctioned(ctx, { country: address.country, state: address.state });

  const owner = await currentOwner(ctx);
  const lines = owner ? await listLines(ctx.em, owner) : [];
  if (!owner || lines.length === 0) throw new DomainError('BAD_REQUEST', EMPTY_CART);
  assertInStock(lines);

  const priced = lines.map(priceableLine);
  const subtotal = orderTotals({ lines: priced, shippingCents: 0 }).subtotal;
  const coupon = input.couponCode ? await validateCoupon(ctx, { code: input.couponCode, orderCents: subtotal }) : null;
  const totals = orderTotals({ lines: priced, coupon, shippingCents: shippingCentsFor(address.country) });

  const currency = findCurrency(input.currency ?? DEFAULT_CURRENCY)!;
  const amountMinor = toMinorUnits(convertAmount(totals.total / 100, 1, currency.rate), currency.code);
  // Checked here, before any provider is asked: each refuses a payment past its limit in its own way.
  if (amountMinor > currency.maxChargeMinor) throw new DomainError('BAD_REQUEST', orderTooLarge(ctx.services.supportEmail));
  const user = await ctx.currentUser();
  const session = await ctx.session.load();
  const snapshotId = newSnapshotId();
  const payload: CheckoutSnapshotPayload = {
    owner: { userId: user?.id ?? null, sessionId: session?.sid ?? null },
    email: input.email ?? user?.email ?? null,
    lines: lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      unitCents: unitPriceCents(priceableLine(line)),
    })),
    totals,
    couponCode: coupon?.code ?? null,
    currency: currency.code.toLowerCase(),
    amountMinor,
    exchangeRate: currency.rate.toFixed(6),
    country: address.country,
    region: input.region ?? address.state,
    shipping: input.shipping,
  };

  const intent = await withPaymentErrors(() =>
    ctx.services.payments.createIntent({
      amountMinor,
      currency: payload.currency,
      checkoutKey: snapshotId,
      // Ids only, and short: the demo provider carries them inside its intent ids. The session id is a
      // credential and the coupon code can be long, so both stay in the snapshot.
      metadata: { checkout: snapshotId, owner: user ? `user:${user.id}` : 'guest', country: address.country },
      ...(payload.email ? { customerEmail: payload.email } : {}),
      shipping: input.shipping,
    }),
  );
  await saveSnapshot(ctx.em, snapshotId, intent.id, payload);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: intent.amountMinor,
    currency: intent.currency,
    totals: mapTotals(totals, centsToDecimal),
  };
}

/** Every product in stock, and each product's lines (all sizes together) within its inventory. */
function assertInStock(lines: readonly CartLine[]) {
  const wanted = new Map<number, { line: CartLine; quantity: number }>();
  for (const line of lines) {
    const entry = wanted.get(line.productId) ?? { line, quantity: 0 };
    entry.quantity += line.quantity;
    wanted.set(line.productId, entry);
  }
  for (const { line, quantity } of wanted.values()) {
    const { product } = line;
    if (!isInStock(product)) throw new DomainError('CONFLICT', `${product.title} is out of stock. Please remove it from your cart.`);
    if (quantity > product.inventory) {
      throw new DomainError(
        'CONFLICT',
        `Only ${product.inventory} of ${product.title} ${product.inventory === 1 ? 'is' : 'are'} in stock, and your cart has ${quantity}.`,
      );
    }
  }
}
