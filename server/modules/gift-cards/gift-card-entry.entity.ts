import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { GIFT_CARD_ENTRY_KINDS } from '../../../src/gift-cards.ts';
import { appendOnly, createdAt, oneOf, serialId } from '../columns.ts';
import { OrderSchema } from '../order/order.entity.ts';
import { GiftCardSchema } from './gift-card.entity.ts';

/**
 * A gift card's ledger, append-only: what each change did to the balance (signed cents) and the balance
 * after it, so a card's history adds up to its balance row by row.
 */
export const GiftCardEntrySchema = defineEntity({
  name: 'GiftCardEntry',
  tableName: 'gift_card_entries',
  indexes: [{ properties: ['giftCard', 'id'] }],
  triggers: [appendOnly('gift_card_entries', 'gift_card_entries_append_only_fn', 'The gift card ledger is append-only: its rows cannot be changed or removed.')],
  properties: {
    id: serialId(),
    giftCard: () => p.manyToOne(GiftCardSchema).ref().deleteRule('restrict'),
    kind: p.string().length(10).check(oneOf('kind', GIFT_CARD_ENTRY_KINDS)),
    amountCents: p.integer(),
    balanceAfterCents: p.integer(),
    /** The order it was spent on or refunded from. */
    order: () => p.manyToOne(OrderSchema).ref().nullable().deleteRule('restrict').index(),
    /** An admin's reason for a void or an adjustment. */
    note: p.string().length(500).nullable(),
    actorEmail: p.string().length(255).nullable(),
    createdAt: createdAt(),
  },
});

export type GiftCardEntry = InferEntity<typeof GiftCardEntrySchema>;
