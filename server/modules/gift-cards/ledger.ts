import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { GiftCardEntryKind } from '../../../src/gift-cards.ts';
import { giftCardSql } from './tables.ts';

/** Who and why, kept with a ledger entry. */
export interface EntryContext {
  orderId?: number | null;
  note?: string | null;
  actorEmail?: string | null;
}

/**
 * In `tx`: moves a card's balance by `deltaCents` (signed) and appends the entry that says so, or
 * does nothing and answers null when the card is voided or the change would take it below zero. One
 * conditional UPDATE decides: concurrent spends of one card queue on its row, and each sees the
 * balance the one before it left, so together they never take more than the card holds.
 */
export async function moveBalance(tx: EntityManager, cardId: number, deltaCents: number, kind: GiftCardEntryKind, context: EntryContext = {}): Promise<number | null> {
  const db = giftCardSql(tx);
  const moved = await db
    .updateTable('gift_cards')
    .set({ balance_cents: sql<number>`balance_cents + ${deltaCents}` })
    .where('id', '=', cardId)
    .where('voided_at', 'is', null)
    .where(sql<boolean>`balance_cents + ${deltaCents} >= 0`)
    .returning('balance_cents')
    .executeTakeFirst();
  if (!moved) return null;
  await appendEntry(tx, cardId, kind, deltaCents, moved.balance_cents, context);
  return moved.balance_cents;
}

/** In the order's transaction: takes what a card pays of the order; false when it no longer holds that much (spent elsewhere, or voided). */
export async function spendGiftCard(tx: EntityManager, { cardId, cents, orderId }: { cardId: number; cents: number; orderId: number }): Promise<boolean> {
  return (await moveBalance(tx, cardId, -cents, 'spent', { orderId })) !== null;
}

/** In `tx`, the card locked by the caller: its balance to zero in a `voided` entry, and never spendable again. */
export async function voidCard(tx: EntityManager, card: { id: number; balance_cents: number }, at: Date, context: EntryContext): Promise<void> {
  await giftCardSql(tx).updateTable('gift_cards').set({ balance_cents: 0, voided_at: at }).where('id', '=', card.id).execute();
  await appendEntry(tx, card.id, 'voided', -card.balance_cents, 0, context);
}

export async function appendEntry(tx: EntityManager, cardId: number, kind: GiftCardEntryKind, amountCents: number, balanceAfterCents: number, context: EntryContext = {}) {
  await giftCardSql(tx)
    .insertInto('gift_card_entries')
    .values({
      gift_card_id: cardId,
      kind,
      amount_cents: amountCents,
      balance_after_cents: balanceAfterCents,
      order_id: context.orderId ?? null,
      note: context.note ?? null,
      actor_email: context.actorEmail ?? null,
    })
    .execute();
}
