import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LOCALE, type Locale } from '../../../src/locales.ts';
import type { JobDefinition } from '../../integrations/jobs/job-queue.ts';
import { mailWords, queueMail } from '../mail/index.ts';
import type { Services } from '../request-scope.ts';
import { codeHash, lastFour, newGiftCardCode } from './codes.ts';
import { giftCardEmail } from './gift-card-email.ts';
import { giftCardSql } from './tables.ts';

/**
 * A card reaches its recipient on its day: its code is made then, at delivery, so the shop never keeps
 * a code it could leak before (the table holds only its digest). A sweep every five minutes on the
 * shop's clock delivers the cards that have come due; a card issued for now is delivered in the
 * transaction that issues it.
 */

export const DELIVER_GIFT_CARDS_JOB = 'gift-cards.deliver';
export const DELIVER_GIFT_CARDS_CRON = '*/5 * * * *';
const BATCH = 200;

export type DeliveryServices = Pick<Services, 'jobs' | 'clock' | 'publicUrl' | 'supportEmail'>;

/**
 * In `tx`: gives the card its code and queues the recipient's e-mail with it; answers the code, or null
 * when the card is delivered already (another sweep got there) or voided.
 */
export async function deliverCard(tx: EntityManager, services: DeliveryServices, cardId: number): Promise<string | null> {
  const code = newGiftCardCode();
  const card = await giftCardSql(tx)
    .updateTable('gift_cards')
    .set({ code_hash: codeHash(code), last4: lastFour(code), delivered_at: services.clock() })
    .where('id', '=', cardId)
    .where('delivered_at', 'is', null)
    .where('voided_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!card) return null;
  const words = mailWords((card.locale as Locale | null) ?? DEFAULT_LOCALE);
  const mail = giftCardEmail(services, {
    to: card.recipient_email,
    words,
    code,
    amountCents: card.initial_cents,
    recipientName: card.recipient_name,
    senderName: card.sender_name,
    message: card.message,
  });
  await queueMail(services.jobs, tx, { ...mail, key: `gift-card.${card.id}` });
  return code;
}

/** Delivers every card whose day has come; answers how many went. */
export async function deliverDueGiftCards(em: EntityManager, services: DeliveryServices): Promise<number> {
  const due = await giftCardSql(em)
    .selectFrom('gift_cards')
    .select('id')
    .where('delivered_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('deliver_at', '<=', services.clock())
    .orderBy('deliver_at')
    .limit(BATCH)
    .execute();
  let delivered = 0;
  for (const { id } of due) {
    if (await em.fork().transactional((tx) => deliverCard(tx, services, id))) delivered += 1;
  }
  return delivered;
}

export function deliverGiftCardsJob({ services, fork }: { services: DeliveryServices; fork: () => EntityManager }): JobDefinition<object> {
  return {
    name: DELIVER_GIFT_CARDS_JOB,
    queue: { policy: 'singleton', retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 600, deleteAfterSeconds: 24 * 3600 },
    run: async () => {
      await deliverDueGiftCards(fork(), services);
    },
  };
}
