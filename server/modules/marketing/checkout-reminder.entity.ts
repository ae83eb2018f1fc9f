import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { localeColumn } from '../columns.ts';

/** A line of the cart as the checkout had it when its payment was opened: what the reminder links back to. */
export interface RemindedLine {
  productId: number;
  variantId: string | null;
  quantity: number;
}

/**
 * The one reminder of a checkout left at the payment step (issue 39): written in the transaction that
 * queues its e-mail. One per cart (owner and lines: `owner_cart_unique`), so a shopper who opens the
 * payment of the same cart again is never reminded twice; its token is what the e-mail's link carries
 * to put the cart back as it was.
 */
export const CheckoutReminderSchema = defineEntity({
  name: 'CheckoutReminder',
  tableName: 'checkout_reminders',
  uniques: [{ name: 'checkout_reminders_owner_cart_unique', properties: ['ownerKey', 'cartSignature'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    /** The checkout (its snapshot's id) that was left. */
    checkoutId: p.string().length(32).unique(),
    /** The cart's owner (cart/owner.ts ownerKey). */
    ownerKey: p.string().length(300),
    /** sha256 of the lines, sorted: the same cart has the same one. */
    cartSignature: p.string().length(64),
    email: p.string().length(254),
    locale: localeColumn(),
    lines: p.json<RemindedLine[]>(),
    token: p.string().length(22).unique(),
    sentAt: p.datetime().defaultRaw('now()'),
  },
});

export type CheckoutReminder = InferEntity<typeof CheckoutReminderSchema>;
