import type { z } from 'zod';
import { isInStock, priceableLine } from '../../../src/cart-lines.ts';
import type { CartLine } from '../../../src/cart.ts';
import type { CheckoutQuote, CreatePaymentIntentInput, PaymentIntentAnswer, PlaceFreeOrderInput, QuoteInput } from '../../../src/checkout.ts';
import type { OrderView } from '../../../src/orders.ts';
import { DEFAULT_CURRENCY, type Currency } from '../../../src/currencies.ts';
import { DEFAULT_LOCALE } from '../../../src/locales.ts';
import { centsToDecimal } from '../../../src/money.ts';
import { mapTotals, priceOrder, subtotalCents, unitPriceCents, type Totals } from '../../../src/pricing.ts';
import { memberTerms, type TierBenefits } from '../../../src/tier-benefits.ts';
import { heldBackText } from '../../../src/print-resolution.ts';
import { tx } from '../../../src/i18n-text.ts';
import type { RequestScope } from '../request-scope.ts';
import { currentOwner, listLines, type CartOwner } from '../cart/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { validateCoupon } from '../coupon/index.ts';
import { giftCardToSpend } from '../gift-cards/index.ts';
import { CUSTOMER } from '../order/index.ts';
import { customerBenefits } from '../premium/index.ts';
import { rememberLocale } from '../user/index.ts';
import { heldBackSize, perProduct } from '../catalogue/index.ts';
import { assertNotSanctioned } from '../sanctions/index.ts';
import { cancelPayments } from './abandoned-payments.ts';
import { CannotFulfil, hold, HOLD_MINUTES, isOwnerRace, releaseHold, releaseOwnersHold } from './holds.ts';
import { withPaymentErrors } from './payment-errors.ts';
import { createOrder } from './settle.ts';
import type { CheckoutSnapshotPayload } from './snapshot.entity.ts';
import { newSnapshotId, saveSnapshot, setSnapshotPayment } from './snapshot.ts';

export const EMPTY_CART = tx('Your cart is empty. Add a print before checking out.');
export const NOTHING_TO_PAY = tx('Your coupon covers the whole order, so there is nothing to pay: place the order without a payment.');
const CARD_PAYS_ALL = tx('Your gift card covers the whole order, so there is nothing to pay: place the order without a payment.');
export const SOMETHING_TO_PAY = tx('This order has a total to pay. Please pay for it with a card or bank account.');

export const orderTooLarge = (supportEmail: string) => ({
  text: tx('This order is too large to pay online in one payment. Please split it into smaller orders, or contact us at {supportEmail} and we will arrange it.'),
  values: { supportEmail },
});

/** The cart priced on the server (DESIGN.md section 5): catalogue prices, the coupon, the destination. */
interface PricedCart {
  owner: CartOwner;
  /** Each line with the unit price the customer pays for it (their tier's discount taken). */
  lines: (CartLine & { unitCents: number })[];
  totals: Totals;
  couponCode: string | null;
  currency: Currency;
  /** The gift card that pays part or all of the total, and how much of it (US cents). */
  giftCard: { id: number; last4: string; cents: number } | null;
  /** What is left to pay after the gift card, in US cents; 0 for an order placed without a payment. */
  toPayCents: number;
  /** `toPayCents` in minor units of `currency`: what a payment charges. */
  amountMinor: number;
  /** What the customer's tier gives them now (the `none` row for a guest): the order keeps it. */
  benefits: TierBenefits;
}

/**
 * Prices the caller's cart (src/pricing.ts priceOrder): the lines at catalogue prices less the
 * customer's tier discount (their tier as the table says now), the coupon as the coupon module checks
 * it against that subtotal, shipping to `country`. Nothing the client says about amounts is used.
 */
async function priceCart(
  ctx: RequestScope,
  {
    country,
    currency: currencyCode,
    couponCode,
    giftCardCode,
  }: { country: string; currency?: string | undefined; couponCode?: string | undefined; giftCardCode?: string | undefined },
): Promise<PricedCart> {
  const owner = await currentOwner(ctx);
  const lines = owner ? await listLines(ctx.em, owner) : [];
  if (!owner || lines.length === 0) throw new DomainError('BAD_REQUEST', EMPTY_CART);
  assertInStock(lines);
  await assertSizesOffered(ctx, lines);

  const benefits = await customerBenefits(ctx.em, 'userId' in owner ? owner.userId : null);
  const member = memberTerms(benefits);
  const priced = lines.map((line) => priceableLine(line, member));
  const coupon = couponCode ? await validateCoupon(ctx, { code: couponCode, orderCents: subtotalCents(priced) }) : null;
  const card = giftCardCode ? await giftCardToSpend(ctx, giftCardCode) : null;
  const { totals, currency, amountMinor, giftCardCents } = priceOrder({
    lines: priced,
    coupon,
    member,
    country,
    currencyCode: currencyCode ?? DEFAULT_CURRENCY,
    giftCardBalanceCents: card?.balanceCents,
  });
  // Checked here, before any provider is asked (and already in the quote): each refuses a payment past
  // its limit in its own way.
  if (amountMinor > currency.maxChargeMinor) throw new DomainError('BAD_REQUEST', orderTooLarge(ctx.services.supportEmail));
  return {
    owner,
    lines: priced.map((line, index) => ({ ...lines[index]!, unitCents: unitPriceCents(line) })),
    totals,
    couponCode: coupon?.code ?? null,
    currency,
    giftCard: card && giftCardCents > 0 ? { id: card.id, last4: card.last4, cents: giftCardCents } : null,
    toPayCents: totals.total - giftCardCents,
    amountMinor,
    benefits,
  };
}

/**
 * The checkout summary's prices (spec section 4: they follow the total, currency and shipping as the
 * shopper changes them). Nothing is opened or held: the payment is opened when the shopper pays.
 */
export async function quoteCheckout(ctx: RequestScope, input: z.output<typeof QuoteInput>): Promise<CheckoutQuote> {
  await assertNotSanctioned(ctx, { country: input.country, region: input.region });
  const priced = await priceCart(ctx, input);
  return { amount: priced.amountMinor, currency: priced.currency.code.toLowerCase(), totals: mapTotals(priced.totals, centsToDecimal), giftCard: appliedCard(priced) };
}

type CheckoutInput = Pick<
  z.output<typeof CreatePaymentIntentInput>,
  'country' | 'region' | 'currency' | 'couponCode' | 'giftCardCode' | 'shipping' | 'email' | 'billingAddress'
>;

/** Sanctions for where the shopper is, where the prints go and whose card pays, the priced cart, and its snapshot. */
async function prepareCheckout(ctx: RequestScope, input: CheckoutInput): Promise<{ priced: PricedCart; payload: CheckoutSnapshotPayload }> {
  const address = input.shipping.address;
  // Where the shopper says they are and where the prints go; each call also checks the request's location.
  await assertNotSanctioned(ctx, { country: input.country, region: input.region });
  await assertNotSanctioned(ctx, { country: address.country, state: address.state });
  if (input.billingAddress) await assertNotSanctioned(ctx, input.billingAddress);
  const priced = await priceCart(ctx, { country: address.country, currency: input.currency, couponCode: input.couponCode, giftCardCode: input.giftCardCode });
  const user = await ctx.currentUser();
  const payload: CheckoutSnapshotPayload = {
    owner: priced.owner,
    email: input.email ?? user?.email ?? null,
    lines: priced.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      unitCents: line.unitCents,
    })),
    totals: priced.totals,
    couponCode: priced.couponCode,
    ...(priced.giftCard ? { giftCard: priced.giftCard } : {}),
    currency: priced.currency.code.toLowerCase(),
    amountMinor: priced.amountMinor,
    exchangeRate: priced.currency.rate.toFixed(6),
    country: address.country,
    region: input.region ?? address.state,
    shipping: input.shipping,
    tier: priced.benefits,
    locale: ctx.locale ?? DEFAULT_LOCALE,
  };
  return { priced, payload };
}

/** A shopper's two checkouts racing each other: the newest wins after a retry or two. */
const OWNER_RACE_ATTEMPTS = 3;

/**
 * Saves the checkout and holds its stock and coupon use, replacing the shopper's previous hold (whose
 * payment is cancelled), all in one transaction; `then` runs in it too (a free order is made there).
 */
async function openCheckout<T>(
  ctx: RequestScope,
  checkoutId: string,
  payload: CheckoutSnapshotPayload,
  then: (tx: RequestScope['em']) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.em.fork().transactional(async (tx) => {
        await cancelPayments(tx, ctx.services.jobs, await releaseOwnersHold(tx, payload.owner));
        await saveSnapshot(tx, checkoutId, payload);
        // The language a customer orders in is the one their later e-mails are written in.
        if ('userId' in payload.owner) await rememberLocale(tx, payload.owner.userId, payload.locale ?? DEFAULT_LOCALE);
        await hold(tx, {
          checkoutId,
          owner: payload.owner,
          products: perProduct(payload.lines),
          couponCode: payload.couponCode,
          expiresAt: new Date(ctx.services.clock().getTime() + HOLD_MINUTES * 60_000),
        });
        return then(tx);
      });
    } catch (error) {
      if (!isOwnerRace(error) || attempt === OWNER_RACE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Opens a payment for exactly the caller's cart as priced now, holding its stock and coupon use until
 * the payment succeeds (it becomes the order), fails, is replaced by the shopper's next one, or
 * expires (HOLD_MINUTES). No more shoppers than there are prints get this far: the rest are told here,
 * before paying, with a 409.
 */
export async function createPaymentIntent(ctx: RequestScope, input: z.output<typeof CreatePaymentIntentInput>): Promise<PaymentIntentAnswer> {
  const { priced, payload } = await prepareCheckout(ctx, input);
  if (priced.toPayCents === 0) throw new DomainError('BAD_REQUEST', priced.giftCard ? CARD_PAYS_ALL : NOTHING_TO_PAY);
  const checkoutId = newSnapshotId();
  await openCheckout(ctx, checkoutId, payload, async () => undefined);

  let intent;
  try {
    intent = await askForPayment(ctx, checkoutId, payload);
  } catch (error) {
    // No payment, no hold: the stock goes back at once rather than at expiry.
    await releaseHold(ctx.em.fork(), checkoutId);
    throw error;
  }
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: intent.amountMinor,
    currency: intent.currency,
    totals: mapTotals(priced.totals, centsToDecimal),
    giftCard: appliedCard(priced),
  };
}

/**
 * Opens the provider's payment for a saved checkout, outside any transaction, and records its id with
 * the snapshot: whoever reports it paid settles it from there (settle.ts).
 */
export async function askForPayment(ctx: RequestScope, checkoutId: string, payload: CheckoutSnapshotPayload) {
  const user = await ctx.currentUser();
  const intent = await withPaymentErrors(() =>
    ctx.services.payments.createIntent({
      amountMinor: payload.amountMinor,
      currency: payload.currency,
      checkoutKey: checkoutId,
      // Ids only, and short: the demo provider carries them inside its intent ids. The session id is a
      // credential and the coupon code can be long, so both stay in the snapshot.
      metadata: { checkout: checkoutId, owner: user ? `user:${user.id}` : 'guest', country: payload.country },
      ...(payload.email ? { customerEmail: payload.email } : {}),
      // A gift card ships nowhere.
      ...(payload.giftCardSale ? {} : { shipping: payload.shipping }),
    }),
  );
  await setSnapshotPayment(ctx.em, checkoutId, intent.id);
  ctx.services.metrics.payments.inc({ event: 'opened' });
  return intent;
}

/** The gift card as the summary shows it. */
const appliedCard = ({ giftCard }: PricedCart) => giftCard && { last4: giftCard.last4, amount: centsToDecimal(giftCard.cents) };

/**
 * An order whose coupon or gift card covers the whole total: held and sold in one transaction, with no payment
 * (a card cannot be charged $0). Its lines must still be in the cart, so a repeated click places one order.
 */
export async function placeFreeOrder(ctx: RequestScope, input: z.output<typeof PlaceFreeOrderInput>): Promise<OrderView> {
  const { priced, payload } = await prepareCheckout(ctx, input);
  if (priced.toPayCents !== 0) throw new DomainError('BAD_REQUEST', SOMETHING_TO_PAY);
  const billing = input.billingAddress ?? null;
  const email = payload.email ?? input.guestEmail ?? billing?.email ?? null;
  const checkoutId = newSnapshotId();
  const placing = openCheckout(ctx, checkoutId, { ...payload, email }, (tx) =>
    createOrder(
      tx,
      { em: tx, services: ctx.services },
      {
        checkoutId,
        snapshot: { ...payload, email },
        payment: null,
        email,
        billing: billing && { ...billing, phone: billing.phone ?? null, apartment: billing.apartment ?? null },
        cartMustHoldLines: true,
        actor: CUSTOMER,
      },
    ),
  );
  // Only if inventory was lowered by hand between the hold and the sale, a moment apart.
  const order = await placing.catch((error: unknown) => {
    throw error instanceof CannotFulfil ? new DomainError('CONFLICT', error.said) : error;
  });
  ctx.services.metrics.orders.inc({ status: order.status });
  return order;
}

/** No line of a size held back for its artwork's resolution (it was in the bag before it was held back). */
async function assertSizesOffered(ctx: RequestScope, lines: readonly CartLine[]) {
  for (const line of lines) {
    if (line.variantId === null || line.variant !== null) continue;
    const heldBack = await heldBackSize(ctx.em, line.productId, line.variantId);
    if (heldBack) {
      throw new DomainError('CONFLICT', tx('{heldBack} Remove it from your bag to check out.'), {
        values: { heldBack: heldBackText(heldBack.title, heldBack.check.variant.size, heldBack.check.ppi) },
      });
    }
  }
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
    if (!isInStock(product)) throw new DomainError('CONFLICT', tx('{title} is out of stock. Please remove it from your cart.'), { values: { title: product.title } });
    if (quantity > product.inventory) {
      throw new DomainError('CONFLICT', tx('Only {left} of {title} {left, plural, one {is in stock} other {are in stock}}, and your cart has {quantity}.'), {
        values: { left: product.inventory, title: product.title, quantity },
      });
    }
  }
}
