import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { groupGiftCardCode, type AdjustGiftCardInput, type AdminGiftCard, type GiftCardListInput, type IssuedGiftCard, type IssueGiftCardInput, type VoidGiftCardInput } from '../../../src/gift-cards.ts';
import { DEFAULT_LOCALE } from '../../../src/locales.ts';
import { centsToDecimal } from '../../../src/money.ts';
import type { Page } from '../../../src/paging.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { countOf, idPageOf, likeContaining } from '../common/index.ts';
import { readCard, readCards, type CardQuery } from './card-views.ts';
import { deliverCard, type DeliveryServices } from './delivery.ts';
import { appendEntry, moveBalance, voidCard } from './ledger.ts';
import { giftCardSql } from './tables.ts';

/**
 * The Gift Cards tab: cards the shop gives (sent at once, their code shown to the admin once), the
 * list by last four and recipient, and the two corrections, a void and an adjustment, each with a
 * reason, in the ledger and the audit trail. Cards never expire.
 */

export const GIFT_CARD_NOT_FOUND = 'There is no gift card with that id.';
const VOIDED = 'This gift card is void: its balance cannot change.';

/** What the audit trail keeps of a card: never its code. */
const auditedCard = (card: AdminGiftCard) => ({ last4: card.last4, balance: card.balance, recipientEmail: card.recipientEmail, voidedAt: card.voidedAt });

export async function issueGiftCard(em: EntityManager, services: DeliveryServices, input: z.output<typeof IssueGiftCardInput>, staff: AuditActor): Promise<IssuedGiftCard> {
  const amountCents = input.amount!;
  return em.fork().transactional(async (tx) => {
    const db = giftCardSql(tx);
    // Written in the recipient's language when they have an account that keeps one.
    const account = await db.selectFrom('users').select('locale').where('email', '=', input.recipientEmail).executeTakeFirst();
    const { id } = await db
      .insertInto('gift_cards')
      .values({
        initial_cents: amountCents,
        balance_cents: amountCents,
        recipient_email: input.recipientEmail,
        recipient_name: input.recipientName ?? null,
        message: input.message ?? null,
        locale: account?.locale ?? DEFAULT_LOCALE,
        issued_by: staff.email,
        deliver_at: services.clock(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendEntry(tx, id, 'issued', amountCents, amountCents, { actorEmail: staff.email, note: input.message ?? null });
    const code = (await deliverCard(tx, services, id))!;
    const card = (await readCard(tx, id))!;
    await recordAudit(tx, { actor: staff, action: 'gift_card.issue', target: { type: 'gift_card', id }, before: null, after: { ...auditedCard(card), amount: card.initialAmount } });
    return { ...card, code: groupGiftCardCode(code) };
  });
}

/** One page, newest first; the search matches the last four, or a part of the recipient's e-mail or name. */
export async function listGiftCards(em: EntityManager, { search, cursor, limit }: z.output<typeof GiftCardListInput>): Promise<Page<AdminGiftCard>> {
  const matching = (query: CardQuery) => {
    if (!search) return query;
    const pattern = likeContaining(search.toLowerCase());
    return query.where((eb) =>
      eb.or([eb('g.last4', '=', search.toUpperCase().slice(-4)), eb('g.recipient_email', 'like', pattern), eb(eb.fn('lower', ['g.recipient_name']), 'like', pattern)]),
    );
  };
  return idPageOf(
    { cursor, limit },
    (below, take) => readCards(em, (query) => matching(below === undefined ? query : query.where('g.id', '<', below)), take),
    () => countOf(matching(giftCardSql(em).selectFrom('gift_cards as g').leftJoin('orders as o', 'o.id', 'g.order_id'))),
  );
}

/** Lock and read the card, or 404. */
async function lockCard(tx: EntityManager, id: number) {
  const card = await giftCardSql(tx).selectFrom('gift_cards').select(['id', 'balance_cents', 'voided_at']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!card) throw new DomainError('NOT_FOUND', GIFT_CARD_NOT_FOUND);
  if (card.voided_at !== null) throw new DomainError('CONFLICT', VOIDED);
  return card;
}

/**
 * Voids a card: its balance goes to zero in a `voided` entry, and it can never be spent again (a card
 * not yet delivered is never sent). What was spent with it stays spent.
 */
export async function voidGiftCard(em: EntityManager, { id, reason }: z.output<typeof VoidGiftCardInput>, staff: AuditActor, now: Date): Promise<AdminGiftCard> {
  return em.fork().transactional(async (tx) => {
    const card = await lockCard(tx, id);
    const before = (await readCard(tx, id))!;
    await voidCard(tx, card, now, { note: reason, actorEmail: staff.email });
    const after = (await readCard(tx, id))!;
    await recordAudit(tx, { actor: staff, action: 'gift_card.void', target: { type: 'gift_card', id }, before: auditedCard(before), after: { ...auditedCard(after), reason } });
    return after;
  });
}

/** Moves the balance up or down by the amount, with its reason; never below zero. */
export async function adjustGiftCard(em: EntityManager, { id, amount, reason }: z.output<typeof AdjustGiftCardInput>, staff: AuditActor): Promise<AdminGiftCard> {
  return em.fork().transactional(async (tx) => {
    const card = await lockCard(tx, id);
    const before = (await readCard(tx, id))!;
    const moved = await moveBalance(tx, id, amount!, 'adjusted', { note: reason, actorEmail: staff.email });
    if (moved === null) {
      throw new DomainError('BAD_REQUEST', `amount: The card holds $${centsToDecimal(card.balance_cents)}: it cannot be taken below zero.`);
    }
    const after = (await readCard(tx, id))!;
    await recordAudit(tx, {
      actor: staff,
      action: 'gift_card.adjust',
      target: { type: 'gift_card', id },
      before: auditedCard(before),
      after: { ...auditedCard(after), amount: centsToDecimal(amount!), reason },
    });
    return after;
  });
}
