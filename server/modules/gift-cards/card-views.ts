import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminGiftCard, GiftCardEntryKind } from '../../../src/gift-cards.ts';
import { centsToDecimal } from '../../../src/money.ts';
import { giftCardSql } from './tables.ts';

const cards = (em: EntityManager) => giftCardSql(em).selectFrom('gift_cards as g').leftJoin('orders as o', 'o.id', 'g.order_id');
export type CardQuery = ReturnType<typeof cards>;

const iso = (when: Date | string | null) => (when === null ? null : new Date(when).toISOString());

/** Cards as the Gift Cards tab lists them, newest first, each with its ledger; `narrow` picks which. */
export async function readCards(em: EntityManager, narrow: (query: CardQuery) => CardQuery, limit: number): Promise<AdminGiftCard[]> {
  const rows = await narrow(cards(em))
    .selectAll('g')
    .select('o.order_number')
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const entries = await giftCardSql(em)
    .selectFrom('gift_card_entries as e')
    .leftJoin('orders as o', 'o.id', 'e.order_id')
    .select(['e.gift_card_id', 'e.kind', 'e.amount_cents', 'e.balance_after_cents', 'o.order_number', 'e.note', 'e.actor_email', 'e.created_at'])
    .where(
      'e.gift_card_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    last4: row.last4,
    initialAmount: centsToDecimal(row.initial_cents),
    balance: centsToDecimal(row.balance_cents),
    currency: row.currency,
    recipientEmail: row.recipient_email,
    recipientName: row.recipient_name,
    source: row.order_id === null ? 'admin' : 'order',
    orderNumber: row.order_number,
    deliverAt: iso(row.deliver_at)!,
    deliveredAt: iso(row.delivered_at),
    voidedAt: iso(row.voided_at),
    createdAt: iso(row.created_at)!,
    entries: entries
      .filter((entry) => entry.gift_card_id === row.id)
      .map((entry) => ({
        // The column's check constraint keeps it to the kinds.
        kind: entry.kind as GiftCardEntryKind,
        amount: centsToDecimal(entry.amount_cents),
        balanceAfter: centsToDecimal(entry.balance_after_cents),
        orderNumber: entry.order_number,
        note: entry.note,
        actorEmail: entry.actor_email,
        createdAt: iso(entry.created_at)!,
      })),
  }));
}

export const readCard = async (em: EntityManager, id: number) => (await readCards(em, (query) => query.where('g.id', '=', id), 1))[0];
