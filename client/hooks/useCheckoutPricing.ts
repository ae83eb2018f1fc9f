import { priceableLine, type CartLine } from '../../src/cart.ts';
import { emailVerdict, type CreatePaymentIntentInput } from '../../src/checkout.ts';
import { shippingCentsFor } from '../../src/locations.ts';
import { toCents } from '../../src/money.ts';
import { mapTotals, orderTotals, type CouponTerms } from '../../src/pricing.ts';
import type { CheckoutValues } from './useCheckoutForm.ts';
import { usePaymentIntent } from './usePaymentIntent.ts';

/** Stands in for address parts not typed yet, so the server can price the cart from the first moment. */
const NOT_YET = 'pending';

interface CheckoutPricingInput {
  lines: readonly CartLine[];
  /** The form as typed so far, with the country in effect. */
  values: CheckoutValues;
  currency: string;
  coupon: { code: string | null; terms: CouponTerms | null };
  /** The location lookup is still running: the currency is not known yet. */
  locating: boolean;
}

/** What the server prices: the cart (read from the session), the coupon, the country, the currency, the address. */
function intentInput({ lines, values, currency, coupon, locating }: CheckoutPricingInput): CreatePaymentIntentInput | null {
  if (lines.length === 0 || locating) return null;
  const name = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
  return {
    country: values.country,
    currency,
    couponCode: coupon.code ?? undefined,
    shipping: {
      name: name || NOT_YET,
      phone: values.phone.trim() || undefined,
      address: {
        line1: values.address.trim() || NOT_YET,
        line2: values.apartment.trim() || undefined,
        city: values.city.trim() || NOT_YET,
        state: values.state.trim() || NOT_YET,
        postal_code: values.zipCode.trim() || NOT_YET,
        country: values.country,
      },
    },
    email: emailVerdict(values.email).valid ? values.email.trim() : undefined,
  };
}

/**
 * The checkout's totals (DESIGN.md section 5): the server's, from the payment intent made for exactly this
 * cart and address, and until it answers the client's estimate from the same pricing module.
 */
export function useCheckoutPricing(input: CheckoutPricingInput) {
  const cartKey = input.lines.map((line) => `${line.id}:${line.variantId ?? ''}:${line.quantity}`).join(',');
  const payment = usePaymentIntent(intentInput(input), cartKey);
  const estimate = orderTotals({
    lines: input.lines.map(priceableLine),
    coupon: input.coupon.terms,
    shippingCents: shippingCentsFor(input.values.country),
  });
  const totals = payment.latest ? mapTotals(payment.latest.totals, toCents) : estimate;
  return { payment, totals };
}
