import { beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { testServices } from '../../test/helpers.ts';
import { testMailbox } from '../../test/mailbox.ts';
import { brandedEmail } from './branded-email.ts';
import { purgeSentEmails, queueMail, SENT_EMAILS_KEPT_DAYS, type QueuedMail } from './mail-queue.ts';
import { mailWords } from './mail-words.ts';

beforeEach(resetDatabase);

const mailTo = (to: string, key: string): QueuedMail => ({
  ...brandedEmail({ to, subject: 'Your print is on its way', text: 'It ships today.', html: '<p>It ships today.</p>', supportEmail: 'support@canvasandlight.example', words: mailWords('en') }),
  key,
});

describe('the mail queue', () => {
  it('sends what its transaction committed, once, with a Message-ID made from its key; never what rolled back', async () => {
    const services = await testServices();
    const { em } = await testOrm();
    const kept = `kept-${Date.now()}@example.com`;
    const undone = `undone-${Date.now()}@example.com`;

    await em.fork().transactional((tx) => queueMail(services.jobs, tx, mailTo(kept, 'shipping-notice.CL-1')));
    await expect(
      em.fork().transactional(async (tx) => {
        await queueMail(services.jobs, tx, mailTo(undone, 'shipping-notice.CL-2'));
        throw new Error('the order was not placed after all');
      }),
    ).rejects.toThrow('not placed');

    expect(await services.jobs.drain()).toEqual({ completed: 1, failed: [] });
    const mailbox = await testMailbox();
    expect(mailbox.sentTo(kept)).toHaveLength(1);
    expect(mailbox.sentTo(kept)[0]!.raw).toContain('Message-ID: <shipping-notice.CL-1@canvasandlight.example>');
    expect(mailbox.sentTo(undone)).toEqual([]);
  });

  it('does not send a mail again when its job runs a second time after the mail went out', async () => {
    const services = await testServices();
    const { em } = await testOrm();
    const to = `twice-${Date.now()}@example.com`;
    await queueMail(services.jobs, em.fork(), mailTo(to, 'shipping-notice.CL-3'));
    await services.jobs.drain();
    // What a worker that died between the send and marking its job done leaves behind: the job again.
    await queueMail(services.jobs, em.fork(), mailTo(to, 'shipping-notice.CL-3'));

    expect(await services.jobs.drain()).toEqual({ completed: 1, failed: [] });
    expect((await testMailbox()).sentTo(to)).toHaveLength(1);
  });

  it('forgets sent mail after a month', async () => {
    const { em } = await testOrm();
    const now = new Date();
    const longAgo = new Date(now.getTime() - (SENT_EMAILS_KEPT_DAYS + 1) * 24 * 3600 * 1000);
    await em.fork().execute('insert into sent_emails (message_id, sent_at) values (?, ?), (?, now())', ['old', longAgo, 'recent']);
    expect(await purgeSentEmails(em.fork(), now)).toBe(1);
    expect(await em.fork().execute('select message_id from sent_emails')).toEqual([{ message_id: 'recent' }]);
  });
});
