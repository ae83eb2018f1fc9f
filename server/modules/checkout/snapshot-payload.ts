import type { Totals } from '../../../src/pricing.ts';
import type { TierBenefits } from '../../../src/tier-benefits.ts';
import type { ShippingDetails } from '../../integrations/payments/index.ts';
import type { CartOwner } from '../cart/owner.ts';

/** One line as charged: the unit price is the catalogue's at the time the payment was opened. */
export interface SnapshotLine {
  productId: number;
  variantId: string | null;
  quantity: number;
  unitCents: number;
}

/** What a checkout was priced at and for whom; the order is built from it and nothing else. */
export interface CheckoutSnapshotPayload {
  /** Whose checkout this was: the cart to take the paid lines from, and who may read the order back. */
  owner: CartOwner;
  /** Where the confirmation goes; null until the shopper gives one (a guest may give it with the order). */
  email: string | null;
  lines: SnapshotLine[];
  /** US cents. */
  totals: Totals;
  couponCode: string | null;
  /** What the provider must report: lower-case ISO code and minor units of it. */
  currency: string;
  amountMinor: number;
  /** Of `currency` per US dollar, 6 places, as the orders table keeps it. */
  exchangeRate: string;
  country: string;
  region: string | null;
  shipping: ShippingDetails;
  /**
   * What the customer's tier gave this checkout (the `none` row for a guest), kept on the order.
   * Absent in snapshots saved before tiers changed the service: those orders get the defaults.
   */
  tier?: TierBenefits;
}
