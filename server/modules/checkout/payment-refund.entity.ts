import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { REFUND_STATUSES } from '../../../src/statuses.ts';
import type { ShopText } from '../../../src/shop-text.ts';
import { createdAt, localeColumn, oneOf, serialId } from '../columns.ts';

/**
 * A paid payment that could not become an order (its hold ran out and the stock or coupon went to
 * someone else), and what was done about it. One row per payment, so it is refunded once whoever
 * reports the payment first; admins read these rows (admin.refunds).
 */
export const PaymentRefundSchema = defineEntity({
  name: 'PaymentRefund',
  tableName: 'payment_refunds',
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    id: serialId(),
    paymentIntentId: p.string().length(255).unique(),
    /** The checkout snapshot's id; kept as text, since snapshots are purged before these rows. */
    checkoutId: p.string().length(32),
    amountMinor: p.integer(),
    /** Lower-case ISO code, as the provider takes it. */
    currency: p.string().length(3),
    /** Where the refund notice goes; null when the checkout never learnt an address. */
    email: p.string().length(255).nullable(),
    /** What the shopper was told went wrong, e.g. which print sold out, in English (the back office reads it). */
    reason: p.text(),
    /** The same as a catalog text with its values, for the notice in the shopper's language; null in rows older than the column. */
    reasonSaid: p.json<ShopText>().nullable(),
    /** The checkout's language: the notice's. */
    locale: localeColumn().default('en'),
    status: p.string().length(20).default('pending').check(oneOf('status', REFUND_STATUSES)),
    /** The provider's refund id (re_… for Stripe), when money went back. */
    providerRefundId: p.string().length(255).nullable(),
    createdAt: createdAt(),
    settledAt: p.datetime().nullable(),
  },
});

export type PaymentRefund = InferEntity<typeof PaymentRefundSchema>;
