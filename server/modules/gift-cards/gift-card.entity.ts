import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, localeColumn, serialId } from '../columns.ts';
import { OrderSchema } from '../order/order.entity.ts';

/**
 * A gift card (issue 39): its balance in US cents, never below zero (a check the database keeps, so
 * no spend can overdraw it whatever races), and who it is for. Its code is made when the card is
 * delivered and kept only as a SHA-256 digest with its last four in clear: a leaked table names no
 * card that can be spent. Every change of the balance is a row of gift_card_entries, written in the
 * same statement's transaction.
 */
export const GiftCardSchema = defineEntity({
  name: 'GiftCard',
  tableName: 'gift_cards',
  indexes: [{ properties: ['deliverAt'] }],
  checks: [
    { name: 'gift_cards_balance_check', expression: 'balance_cents >= 0' },
    { name: 'gift_cards_code_check', expression: '(code_hash is null) = (last4 is null)' },
  ],
  properties: {
    id: serialId(),
    /** Hex SHA-256 of the normalised code; null until delivered. */
    codeHash: p.string().length(64).nullable().unique(),
    last4: p.string().length(4).nullable(),
    initialCents: p.integer(),
    balanceCents: p.integer(),
    currency: p.string().length(3).default('USD'),
    recipientEmail: p.string().length(255),
    recipientName: p.string().length(100).nullable(),
    senderName: p.string().length(100).nullable(),
    message: p.string().length(300).nullable(),
    /** The recipient's e-mail is written in this language. */
    locale: localeColumn(),
    /** The order that bought it; null for a card an admin issued. */
    order: () => p.manyToOne(OrderSchema).ref().nullable().deleteRule('restrict').index(),
    /** The admin who issued it; null for a bought card. */
    issuedBy: p.string().length(255).nullable(),
    /** When the recipient's e-mail goes: the chosen day's morning in the shop's time zone, or at once. */
    deliverAt: p.datetime(),
    deliveredAt: p.datetime().nullable(),
    voidedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});

export type GiftCard = InferEntity<typeof GiftCardSchema>;
