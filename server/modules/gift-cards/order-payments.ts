import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { appendEntry } from './ledger.ts';
import { giftCardSql } from './tables.ts';

/**
 * The card an order was paid with, as its ledger says (the `spent` entry its order wrote), for the
 * refunds that give a card its part back first (after-sale/).
 */
const cardOfOrder = (em: EntityManager, orderId: number) =>
  giftCardSql(em)
    .selectFrom('gift_card_entries as e')
    .innerJoin('gift_cards as g', 'g.id', 'e.gift_card_id')
    .select(['g.id', 'g.voided_at'])
    .where('e.order_id', '=', orderId)
    .where('e.kind', '=', 'spent')
    .executeTakeFirstOrThrow();

/** Whether the card that paid for the order has been voided since: a refund cannot give it anything back. */
export async function orderGiftCardVoid(em: EntityManager, orderId: number): Promise<boolean> {
  return (await cardOfOrder(em, orderId)).voided_at !== null;
}

/**
 * In the refund's transaction: puts `cents` back on the card that paid for the order, in a `refunded`
 * entry. Checked against a void when the refund was requested; a card voided while its provider part
 * was on its way still gets the entry, so the ledger shows where the money went.
 */
export async function refundToGiftCard(tx: EntityManager, { orderId, cents }: { orderId: number; cents: number }): Promise<void> {
  const card = await cardOfOrder(tx, orderId);
  const { balance_cents } = await giftCardSql(tx)
    .updateTable('gift_cards')
    .set({ balance_cents: sql<number>`balance_cents + ${cents}` })
    .where('id', '=', card.id)
    .returning('balance_cents')
    .executeTakeFirstOrThrow();
  await appendEntry(tx, card.id, 'refunded', cents, balance_cents, { orderId });
}
