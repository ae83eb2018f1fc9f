import type { EntityManager } from '@mikro-orm/postgresql';
import type { GiftCardSale } from '../../../src/gift-cards.ts';
import type { Locale } from '../../../src/locales.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { mailWords, queueMail } from '../mail/index.ts';
import { deliverCard, type DeliveryServices } from './delivery.ts';
import { giftCardReceipt } from './gift-card-email.ts';
import { appendEntry, voidCard } from './ledger.ts';
import { giftCardSql } from './tables.ts';

/**
 * A card a shopper buys for someone (issue 39): made with its paid order, in the order's transaction,
 * delivered at once or by the sweep on its day, and withdrawn (voided) when its order is refunded
 * before any of it was spent.
 */

/** In the order's transaction: the card, its `issued` entry, its delivery if its day is today, and the buyer's receipt. */
export async function sellGiftCard(
  tx: EntityManager,
  services: DeliveryServices & { supportEmail: string },
  { orderId, orderNumber, buyerEmail, locale, sale }: { orderId: number; orderNumber: string; buyerEmail: string | null; locale: Locale; sale: GiftCardSale },
): Promise<void> {
  const { id } = await giftCardSql(tx)
    .insertInto('gift_cards')
    .values({
      initial_cents: sale.amountCents,
      balance_cents: sale.amountCents,
      recipient_email: sale.recipientEmail,
      recipient_name: sale.recipientName,
      sender_name: sale.senderName,
      message: sale.message,
      locale,
      order_id: orderId,
      deliver_at: new Date(sale.deliverAt),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await appendEntry(tx, id, 'issued', sale.amountCents, sale.amountCents, { orderId });
  const now = new Date(sale.deliverAt) <= services.clock();
  if (now) await deliverCard(tx, services, id);
  if (!buyerEmail) return;
  const mail = giftCardReceipt(services, { to: buyerEmail, words: mailWords(locale), orderNumber, sale, sentNow: now });
  await queueMail(services.jobs, tx, { ...mail, key: `gift-card-receipt.${orderNumber}` });
}

const SPENT_IN_PART = 'The gift card bought with this order has been spent in part, so the order can no longer be refunded. Adjust the card in the Gift Cards tab instead.';
const IN_FULL = 'An order of a gift card is refunded in full: its card is voided with it.';

/**
 * In a refund's transaction, for an order that bought a card: the card is voided (never delivered, if it
 * was not yet), as long as none of it was spent. An order that bought no card, or whose card this
 * order's refund voided already (a refund asked again), passes. Such an order is refunded `whole` or not at all.
 */
export async function withdrawSoldGiftCard(tx: EntityManager, orderId: number, { note, whole }: { note: string; whole: boolean }): Promise<void> {
  const card = await giftCardSql(tx).selectFrom('gift_cards').select(['id', 'initial_cents', 'balance_cents', 'voided_at']).where('order_id', '=', orderId).forUpdate().executeTakeFirst();
  if (!card) return;
  if (!whole) throw new DomainError('CONFLICT', IN_FULL);
  if (card.voided_at !== null) return;
  if (card.balance_cents !== card.initial_cents) throw new DomainError('CONFLICT', SPENT_IN_PART);
  await voidCard(tx, card, new Date(), { orderId, note });
}
