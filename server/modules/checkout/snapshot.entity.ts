import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { GiftCardSale } from '../../../src/gift-cards.ts';
import type { Locale } from '../../../src/locales.ts';
import type { Totals } from '../../../src/pricing.ts';
import type { TierBenefits } from '../../../src/tier-benefits.ts';
import type { ShippingDetails } from '../../integrations/payments/index.ts';
import type { CartOwner } from '../cart/cart-item.entity.ts';
import { createdAt } from '../columns.ts';

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
  /** The gift card that pays `cents` (US) of the total, taken from it when the order is placed; `amountMinor` is the rest. */
  giftCard?: { id: number; last4: string; cents: number };
  /** A gift card bought for someone (its checkout has no lines): made with the order, when it is paid. */
  giftCardSale?: GiftCardSale;
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
  /** The shopper's language at checkout: the order's, and its e-mails'. Absent in snapshots older than languages: English. */
  locale?: Locale;
}

/**
 * What one checkout was priced at, as the server priced it. The order is built from this row, never
 * from the browser's claims, whether the browser's POST or the webhook comes first.
 */
export const CheckoutSnapshotSchema = defineEntity({
  name: 'CheckoutSnapshot',
  tableName: 'checkout_snapshots',
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    /** Random; travels in the intent's metadata, because the demo provider's intent id changes when paid. */
    id: p.string().length(32).primary(),
    /** Set once the provider has opened the payment; null for an order with nothing to pay (or while opening). */
    paymentIntentId: p.string().length(255).nullable().unique(),
    payload: p.json<CheckoutSnapshotPayload>(),
    createdAt: createdAt(),
  },
});

export type CheckoutSnapshot = InferEntity<typeof CheckoutSnapshotSchema>;
