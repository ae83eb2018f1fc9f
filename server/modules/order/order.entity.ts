import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ORDER_STATUSES, PREMIUM_STATUSES, PRINT_WAITING_STATUSES } from '../../../src/statuses.ts';
import { createdAt, localeColumn, money, oneOf, serialId, updatedAt } from '../columns.ts';
import { UserSchema } from '../user/user.entity.ts';
import type { StoredAddress } from './address.ts';

/**
 * What the admin's order search (q) reads: the order number, the e-mail and the name on the order, as
 * one lowered text with a trigram index, so a part of any of them is found among a million orders.
 */
export const ORDER_SEARCH_TEXT = `lower("order_number" || ' ' || coalesce("guest_email", '') || ' ' || coalesce("shipping_address" ->> 'email', '') || ' ' || coalesce("shipping_address" ->> 'firstName', '') || ' ' || coalesce("shipping_address" ->> 'lastName', ''))`;

export const OrderSchema = defineEntity({
  name: 'Order',
  tableName: 'orders',
  indexes: [
    { properties: ['user', 'createdAt'] },
    { name: 'orders_guest_email_index', expression: 'create index "orders_guest_email_index" on "orders" (lower("guest_email"))' },
    // A range of days read from the index alone: where lately's orders went (recommendations/popularity.ts)
    // and the back office's overview of sales (back-office/overview.ts).
    {
      name: 'orders_created_at_sales_index',
      expression:
        'create index "orders_created_at_sales_index" on "orders" ("created_at") include ("id", "customer_country", "status", "total", "amount_refunded", "user_id")',
    },
    // The admin's list, newest first, filtered by status or by country (back-office/admin-orders.ts).
    { name: 'orders_status_id_index', properties: ['status', 'id'] },
    { name: 'orders_customer_country_id_index', properties: ['customerCountry', 'id'] },
    { name: 'orders_search_trgm_index', expression: `create index "orders_search_trgm_index" on "orders" using gin ((${ORDER_SEARCH_TEXT}) gin_trgm_ops)` },
    // The orders queued to print, still to be printed, that the provider has not taken yet: the few
    // the back office's "needs attention" reads (order/print-attention.ts), newest first, among a million.
    {
      name: 'orders_print_waiting_index',
      expression: `create index "orders_print_waiting_index" on "orders" ("id") where "printify_order_id" is null and "print_queued_at" is not null and ${oneOf('status', PRINT_WAITING_STATUSES)}`,
    },
  ],
  properties: {
    id: serialId(),
    /** The number shoppers see and quote (e-mails, returns lookup), e.g. CL-7K3M9Q2X. */
    orderNumber: p.string().length(20).unique(),
    user: () => p.manyToOne(UserSchema).ref().nullable().deleteRule('set null'),
    guestEmail: p.string().length(255).nullable(),
    /** Changed only through lifecycle.ts, which records each change in order_events. */
    status: p.string().length(50).default('pending').check(oneOf('status', ORDER_STATUSES)),
    subtotal: money(),
    tax: money(),
    shipping: money(),
    discount: money().default('0.00'),
    total: money(),
    /** What a gift card paid of the total (US dollars, taken when the order was placed); the payment paid the rest. */
    giftCardAmount: money().default('0.00'),
    /** What went back to the customer so far (US dollars, as the total); refunds write it with their row. */
    amountRefunded: money().default('0.00'),
    currency: p.string().length(3).columnType('char(3)').default('USD'),
    exchangeRate: p.decimal('string').precision(12).scale(6).default('1.000000'),
    customerCountry: p.string().length(2).columnType('char(2)').nullable(),
    customerRegion: p.string().length(100).nullable(),
    taxRate: p.decimal('string').precision(6).scale(4).default('0.0000'),
    paymentMethod: p.string().length(50).nullable(),
    couponCode: p.string().length(50).nullable(),
    /** The language the order was placed in: its later e-mails' when it has no account (order-mail-locale.ts). */
    locale: localeColumn().default('en'),
    /**
     * The customer's premium tier when the order was placed (null for a guest) and what it gave the
     * order: a later change of tier or of the tier table never reaches orders already placed.
     */
    premiumTier: p.string().length(20).nullable().check(oneOf('premium_tier', PREMIUM_STATUSES)),
    returnWindowDays: p.integer().default(7),
    freeReturnShipping: p.boolean().default(false),
    // Unique: a paid PaymentIntent ends in exactly one order, whoever records it first.
    paymentIntentId: p.string().length(255).nullable().unique(),
    /**
     * The checkout (its snapshot's id) the order was made from. Unique as well: a checkout ends in one
     * order, even if a second intent were ever reported for it. Null for orders older than the column.
     */
    checkoutId: p.string().length(32).nullable().unique(),
    shippingAddress: p.json<StoredAddress>(),
    billingAddress: p.json<StoredAddress>().nullable(),
    trackingNumber: p.string().length(100).nullable(),
    /** The carrier's code (USPS, UPS…) and tracking page, from the print provider's shipment. */
    carrier: p.string().length(100).nullable(),
    trackingUrl: p.string().length(500).nullable(),
    shippedAt: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
    /** The print provider's order, once it accepted ours (printify/print-orders.ts). */
    printifyOrderId: p.string().length(100).nullable().unique(),
    /** The print provider's state of it: submitted, then what order:updated says (in-production, …). */
    printifyStatus: p.string().length(50).nullable(),
    /**
     * When a submission was last sent without its answer being recorded: the next try looks for the
     * order at the provider before sending it again.
     */
    printifySubmittingAt: p.datetime().nullable(),
    /**
     * When the order was last queued to print (its payment, or staff sending it again after a fix);
     * null for an order with nothing the provider prints. Still not at the provider an hour later, it
     * needs attention (print-attention.ts).
     */
    printQueuedAt: p.datetime().nullable(),
    /** When the provider refused the submission for good: the order needs attention until staff fix it and send it again. */
    printRefusedAt: p.datetime().nullable(),
    /** The provider's reason for that refusal, or what the last try that will be retried failed with. */
    printError: p.string().length(1000).nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export type Order = InferEntity<typeof OrderSchema>;
