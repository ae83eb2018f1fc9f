import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition, JobQueue } from '../../integrations/jobs/job-queue.ts';
import type { Mailer, OutgoingMail } from '../../integrations/mail.ts';
import type { Clock } from '../common/index.ts';
import { mailSql } from './tables.ts';

/**
 * E-mail that must go out (an order confirmation, a refund notice, a sign-in code) is queued in the
 * transaction of what it announces and sent by a worker, so a crash or a mail server that is down
 * delays it and never loses it.
 */

export const MAIL_JOB = 'mail.send';

/**
 * Sign-in codes: a queue of their own, tried at once after the answer (auth.service.ts) and retried
 * often, since a code lasts minutes; one that has expired by its turn is not sent.
 */
export const CODE_MAIL_JOB = 'mail.code';

/**
 * A queued e-mail always has a key: it is its Message-ID and what the sent record is kept under.
 * `notAfter` (ISO 8601): what it carries is void by then, so it is dropped rather than sent late.
 */
export type QueuedMail = OutgoingMail & { key: string; notAfter?: string };

/** Queues `mail` in `tx`'s transaction: it goes out only if that transaction commits. */
export async function queueMail(jobs: JobQueue, tx: EntityManager, mail: QueuedMail, queue: typeof MAIL_JOB | typeof CODE_MAIL_JOB = MAIL_JOB): Promise<void> {
  await jobs.send(tx, queue, mail);
}

/**
 * Sends queued e-mail, at most once per key as far as the shop can tell.
 *
 * Before sending, the worker looks for the key in sent_emails; right after the mail server accepted the
 * message, it records the key there (its own statement, committed at once). A job run again after a
 * crash (its worker stopped heartbeating) therefore finds a mail that went out and skips it.
 * The window that remains: a crash after the server's "250 OK" and before that insert commits, a
 * millisecond or two, sends the mail a second time on the retry. That copy carries the same Message-ID,
 * so mail clients that thread or dedupe by it show one message. Closing the window would need the mail
 * server to take part in our transaction, which SMTP cannot.
 */
export function mailJob(mailer: Mailer, fork: () => EntityManager, clock: Clock): JobDefinition<QueuedMail> {
  return {
    name: MAIL_JOB,
    queue: {
      // 30 s, 1 min, 2 min … up to an hour between tries: about a day of a mail server being away.
      retryLimit: 30,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 3600,
      ...SEND_WITHIN,
      deleteAfterSeconds: 7 * 24 * 3600,
    },
    concurrency: 2,
    run: sendOnce(mailer, fork, clock),
  };
}

/** Codes: 15 s, 30 s, 1 min, then every 2 min, through the code's 10 minutes and past them (then dropped). */
export function codeMailJob(mailer: Mailer, fork: () => EntityManager, clock: Clock): JobDefinition<QueuedMail> {
  return {
    name: CODE_MAIL_JOB,
    queue: { retryLimit: 8, retryDelay: 15, retryBackoff: true, retryDelayMax: 120, ...SEND_WITHIN, deleteAfterSeconds: 24 * 3600 },
    concurrency: 2,
    run: sendOnce(mailer, fork, clock),
  };
}

// A send takes a second; the mailer gives up within 30 s (mail.ts). Heartbeats let a job whose worker
// died run again within seconds rather than after the expiry.
const SEND_WITHIN = { expireInSeconds: 60, heartbeatSeconds: 10 };

function sendOnce(mailer: Mailer, fork: () => EntityManager, clock: Clock) {
  return async (mail: QueuedMail) => {
    if (mail.notAfter && clock() >= new Date(mail.notAfter)) return;
    const db = mailSql(fork());
    const sent = await db.selectFrom('sent_emails').select('message_id').where('message_id', '=', mail.key).executeTakeFirst();
    if (sent) return;
    await mailer.send(mail);
    await db.insertInto('sent_emails').values({ message_id: mail.key }).onConflict((conflict) => conflict.doNothing()).execute();
  };
}

/** Sent records outlive any retry of their job (jobs are deleted a week after they finish). */
export const SENT_EMAILS_KEPT_DAYS = 30;

export async function purgeSentEmails(em: EntityManager, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SENT_EMAILS_KEPT_DAYS * 24 * 3600 * 1000);
  const result = await mailSql(em).deleteFrom('sent_emails').where('sent_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
