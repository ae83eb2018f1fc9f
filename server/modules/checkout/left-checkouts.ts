import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { CartOwner } from '../cart/index.ts';
import type { Locale } from '../../../src/locales.ts';
import { checkoutSql } from './tables.ts';

/** A checkout left at the payment step, as the reminder (marketing/checkout-reminders.ts) reads it. */
export interface LeftCheckout {
  checkoutId: string;
  openedAt: Date;
  owner: CartOwner;
  /** As typed at checkout; null when the shopper gave none (a signed-in customer's is their account's). */
  email: string | null;
  country: string;
  locale: Locale;
  lines: { productId: number; variantId: string | null; quantity: number }[];
}

/**
 * Checkouts whose payment was opened between `from` and `to` and that became no order, each the last
 * its owner opened (a shopper who came back to pay again left only the newer one), newest first.
 */
export async function leftCheckouts(em: EntityManager, { from, to, limit }: { from: Date; to: Date; limit: number }): Promise<LeftCheckout[]> {
  const rows = await checkoutSql(em)
    .selectFrom('checkout_snapshots as s')
    .select(['s.id', 's.payload', 's.created_at'])
    .where('s.created_at', '>', from)
    .where('s.created_at', '<=', to)
    // A payment was opened: a checkout whose opening failed held nothing and was never left.
    .where('s.payment_intent_id', 'is not', null)
    // A gift card bought for someone is no bag left behind.
    .where(sql<boolean>`s.payload -> 'giftCardSale' is null`)
    .where(({ exists, not, selectFrom }) => not(exists(selectFrom('orders as o').select('o.id').whereRef('o.checkout_id', '=', 's.id'))))
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('checkout_snapshots as newer')
            .select('newer.id')
            .where(sql<boolean>`newer.payload -> 'owner' = s.payload -> 'owner'`)
            .whereRef('newer.created_at', '>', 's.created_at'),
        ),
      ),
    )
    .orderBy('s.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ id, payload, created_at }) => ({
    checkoutId: id,
    openedAt: new Date(created_at),
    owner: payload.owner,
    email: payload.email,
    country: payload.country,
    locale: payload.locale ?? 'en',
    lines: payload.lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
  }));
}
