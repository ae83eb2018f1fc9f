import type { EntityManager } from '@mikro-orm/postgresql';
import { centsToDecimal } from '../../../src/money.ts';
import { giftCardSql } from './tables.ts';

/**
 * The Overview's gift card figures, all time: what the cards shoppers bought were worth, what was spent
 * with any card (less what refunds put back), and what all cards still hold: the shop's liability,
 * given cards included.
 */
export async function giftCardFigures(em: EntityManager): Promise<{ sold: string; spent: string; outstanding: string }> {
  const row = await giftCardSql(em)
    .selectFrom('gift_cards')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('order_id', 'is not', null).then(eb.ref('initial_cents')).else(0).end()), eb.lit(0)).as('sold'),
      // A void card's balance can never be spent (a refund may still land on one: order-payments.ts).
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('voided_at', 'is', null).then(eb.ref('balance_cents')).else(0).end()), eb.lit(0)).as('outstanding'),
    ])
    .executeTakeFirstOrThrow();
  const spent = await giftCardSql(em)
    .selectFrom('gift_card_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('net'))
    .where('kind', 'in', ['spent', 'refunded'])
    .executeTakeFirstOrThrow();
  return { sold: centsToDecimal(Number(row.sold)), spent: centsToDecimal(-Number(spent.net)), outstanding: centsToDecimal(Number(row.outstanding)) };
}
