import { defineEntity, p, type InferEntity, type TriggerDef } from '@mikro-orm/core';
import { GIFT_CARD_ENTRY_KINDS } from '../../../src/gift-cards.ts';
import { createdAt, oneOf, serialId } from '../columns.ts';
import { OrderSchema } from '../order/order.entity.ts';
import { GiftCardSchema } from './gift-card.entity.ts';

/** As the audit trail's (audit/admin-audit.entity.ts): no row of the ledger is ever changed or removed. */
const APPEND_ONLY: TriggerDef = {
  name: 'gift_card_entries_append_only',
  timing: 'before',
  events: ['update', 'delete', 'truncate'],
  forEach: 'statement',
  expression: `create or replace function "gift_card_entries_append_only_fn"() returns trigger language plpgsql as $$ begin
  raise exception 'The gift card ledger is append-only: its rows cannot be changed or removed.' using errcode = 'insufficient_privilege';
end $$;
create trigger "gift_card_entries_append_only" before update or delete or truncate on "gift_card_entries" for each statement execute function "gift_card_entries_append_only_fn"()`,
};

/**
 * A gift card's ledger, append-only: what each change did to the balance (signed cents) and the balance
 * after it, so a card's history adds up to its balance row by row.
 */
export const GiftCardEntrySchema = defineEntity({
  name: 'GiftCardEntry',
  tableName: 'gift_card_entries',
  indexes: [{ properties: ['giftCard', 'id'] }],
  triggers: [APPEND_ONLY],
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
