import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition } from '../../integrations/jobs/job-queue.ts';
import { listLines, ownerKey } from '../cart/index.ts';
import { leftCheckouts, type LeftCheckout } from '../checkout/index.ts';
import { asJsonb, randomToken } from '../common/index.ts';
import { mailWords, queueMail } from '../mail/index.ts';
import type { Services } from '../request-scope.ts';
import type { RemindedLine } from './checkout-reminder.entity.ts';
import { contactToken, mayMarketTo } from './marketing-contacts.ts';
import { checkoutReminderEmail, reminderItems } from './reminder-email.ts';
import { marketingSql } from './tables.ts';

/**
 * One reminder for a checkout left at the payment step (issue 39): ABANDONED_CHECKOUT_DELAY_SECONDS after
 * a shopper whose e-mail the shop knows opened a payment, if no order came of it (nor of any other of
 * theirs since), their cart still holds something, and marketing e-mail may go to them (marketing-contacts.ts);
 * never a second for the same cart. A sweep, every minute, on the shop's clock: one indexed range of
 * checkout_snapshots, so a reminder goes within a minute of its time.
 */

export const CHECKOUT_REMINDERS_JOB = 'marketing.checkout-reminders';
export const CHECKOUT_REMINDERS_CRON = '* * * * *';

/** A checkout still reminded of this long after it became due: a sweep missed for a while catches up, an old one is let be. */
const LATE_BY_AT_MOST_MS = 24 * 3600 * 1000;
const BATCH = 200;

type ReminderServices = Pick<Services, 'jobs' | 'clock' | 'publicUrl' | 'supportEmail' | 'abandonedCheckoutDelaySeconds'>;

export function checkoutRemindersJob({ services, fork }: { services: ReminderServices; fork: () => EntityManager }): JobDefinition<object> {
  return {
    name: CHECKOUT_REMINDERS_JOB,
    queue: { policy: 'singleton', retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 600, deleteAfterSeconds: 24 * 3600 },
    run: async () => {
      await sendCheckoutReminders(fork(), services);
    },
  };
}

/** Sends the reminders now due; answers how many went. */
export async function sendCheckoutReminders(em: EntityManager, services: ReminderServices): Promise<number> {
  const due = new Date(services.clock().getTime() - services.abandonedCheckoutDelaySeconds * 1000);
  const left = await leftCheckouts(em, { from: new Date(due.getTime() - LATE_BY_AT_MOST_MS), to: due, limit: BATCH });
  let sent = 0;
  for (const checkout of left) {
    if (await remind(em, services, checkout)) sent += 1;
  }
  return sent;
}

async function remind(em: EntityManager, services: ReminderServices, checkout: LeftCheckout): Promise<boolean> {
  const email = checkout.email ?? (await accountEmail(em, checkout));
  if (!email || (await orderedSince(em, checkout, email))) return false;
  if ((await listLines(em, checkout.owner)).length === 0) return false;
  if (!(await mayMarketTo(em, email, checkout.country))) return false;
  return em.transactional(async (tx) => {
    const token = randomToken();
    const written = await marketingSql(tx)
      .insertInto('checkout_reminders')
      .values({
        checkout_id: checkout.checkoutId,
        owner_key: ownerKey(checkout.owner),
        cart_signature: cartSignature(checkout.lines),
        email,
        locale: checkout.locale,
        lines: asJsonb(checkout.lines),
        token,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!written) return false;
    const words = mailWords(checkout.locale);
    const mail = checkoutReminderEmail(services, {
      to: email,
      words,
      items: await reminderItems(tx, words, checkout.lines),
      restoreToken: token,
      unsubscribeToken: await contactToken(tx, email),
    });
    await queueMail(services.jobs, tx, { ...mail, key: `checkout-reminder.${written.id}` });
    return true;
  });
}

/** The same lines in any order give the same signature. */
function cartSignature(lines: readonly RemindedLine[]): string {
  const sorted = [...lines].map(({ productId, variantId, quantity }) => [productId, variantId, quantity]).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

async function accountEmail(em: EntityManager, { owner }: LeftCheckout): Promise<string | null> {
  if (!('userId' in owner)) return null;
  const row = await marketingSql(em).selectFrom('users').select('email').where('id', '=', owner.userId).executeTakeFirst();
  return row?.email ?? null;
}

/** Whether the shopper ordered since opening this payment, another way (another checkout, another device). */
async function orderedSince(em: EntityManager, { owner, openedAt }: LeftCheckout, email: string): Promise<boolean> {
  const row = await marketingSql(em)
    .selectFrom('orders')
    .select('id')
    .where('created_at', '>=', openedAt)
    .where((eb) => eb.or([eb(eb.fn('lower', ['guest_email']), '=', email.toLowerCase()), ...('userId' in owner ? [eb('user_id', '=', owner.userId)] : [])]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A reminder is kept while the checkouts it stands for are (CHECKOUT_SNAPSHOTS_KEPT_DAYS) and as long
 * again: a bag reminded of is never reminded of twice while its payment can be opened again from them.
 */
export const CHECKOUT_REMINDERS_KEPT_DAYS = 60;

export async function purgeCheckoutReminders(em: EntityManager, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CHECKOUT_REMINDERS_KEPT_DAYS * 24 * 3600 * 1000);
  const result = await marketingSql(em).deleteFrom('checkout_reminders').where('sent_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
