import { priceableLine } from '../../src/cart-lines.ts';
import type { CartLine } from '../../src/cart.ts';
import type { QuoteInput } from '../../src/checkout.ts';
import { shippingCentsFor } from '../../src/countries.ts';
import { toCents } from '../../src/money.ts';
import { mapTotals, orderTotals, type CouponTerms } from '../../src/pricing.ts';
import { useCheckoutQuote } from './useCheckoutQuote.ts';
import { useMemberTerms } from './useCurrentUser.ts';

interface CheckoutPricingInput {
  lines: readonly CartLine[];
  /** Where the prints go: the shipping cost's country. */
  country: string;
  currency: string;
  coupon: { code: string | null; terms: CouponTerms | null };
  /** A gift card's code: the server's quote says what it pays. */
  giftCardCode: string | null;
  /** The location lookup is still running: the currency is not known yet. */
  locating: boolean;
}

/**
 * What the server prices: the cart (read from the session), the coupon, the country and the currency.
 * The address prices nothing: it goes with the payment, which is opened when the shopper pays.
 */
function quoteInput({ lines, country, currency, coupon, giftCardCode, locating }: CheckoutPricingInput): QuoteInput | null {
  if (lines.length === 0 || locating) return null;
  return { country, currency, couponCode: coupon.code ?? undefined, giftCardCode: giftCardCode ?? undefined };
}

/**
 * The checkout's totals (DESIGN.md section 5): the server's quote for exactly this cart, coupon and
 * destination, and until it answers the client's estimate from the same pricing module.
 */
export function useCheckoutPricing(input: CheckoutPricingInput) {
  const cartKey = input.lines.map((line) => `${line.id}:${line.variantId ?? ''}:${line.quantity}`).join(',');
  const quote = useCheckoutQuote(quoteInput(input), cartKey);
  const member = useMemberTerms();
  const estimate = orderTotals({
    lines: input.lines.map((line) => priceableLine(line)),
    coupon: input.coupon.terms,
    member,
    shippingCents: shippingCentsFor(input.country),
  });
  const totals = quote.latest ? mapTotals(quote.latest.totals, toCents) : estimate;
  /** A coupon or gift card covers everything: the order is placed without a payment (a card cannot be charged $0). */
  const nothingToPay = quote.fresh && quote.latest?.amount === 0;
  const card = quote.latest?.giftCard;
  const giftCard = card ? { last4: card.last4, cents: toCents(card.amount) } : null;
  return { quote, totals, giftCard, nothingToPay };
}
