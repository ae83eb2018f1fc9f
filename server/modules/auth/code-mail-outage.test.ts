import { beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { callerFor, createUser, testClock, testServices } from '../../test/helpers.ts';
import { codeIn, testMailbox, unreachableMailer } from '../../test/mailbox.ts';
import type { Clock } from '../common/clock.ts';
import { loginCodeSentMessage, signupCodeSentMessage } from './auth.service.ts';

/** Sign-in codes go through the mail queue: a mail server that is down changes no answer, and delays a code without losing it. */

beforeEach(resetDatabase);

async function servicesWithMailServerDown(clock?: Clock) {
  return testServices({ mailer: await unreachableMailer(), ...(clock ? { clock } : {}) });
}

/** The mail server is back: the queued codes' retries come due now, and a worker with a working mailer runs them. */
async function mailServerBack(clock?: Clock) {
  await (await testOrm()).em.fork().execute("update pgboss.job set start_after = now() where name = 'mail.code' and state = 'retry'");
  return (await testServices(clock ? { clock } : {})).jobs.drain();
}

let sequence = 0;
const freshEmail = () => `outage${++sequence}-${Date.now()}@example.com`;

describe('sign-in codes while the mail server is down', () => {
  it('answer as when it is up, and are sent, and work, once it is back', async () => {
    const mailbox = await testMailbox();
    const customer = await createUser({ email: freshEmail() });
    const newcomer = freshEmail();
    const afterwards: (() => Promise<void>)[] = [];
    const visitor = await callerFor(null, { services: await servicesWithMailServerDown(), afterResponse: (task) => afterwards.push(task) });

    expect(await visitor.auth.sendSignupCode({ email: newcomer, firstName: 'Frida', lastName: 'Kahlo', clientType: 'interior_designer' })).toEqual({
      message: signupCodeSentMessage(newcomer),
    });
    expect(await visitor.auth.sendLoginCode({ email: customer.email })).toEqual({ message: loginCodeSentMessage(customer.email) });
    for (const task of afterwards) await task();
    expect(mailbox.sentTo(newcomer)).toEqual([]);
    expect(mailbox.sentTo(customer.email)).toEqual([]);

    expect(await mailServerBack()).toEqual({ completed: 2, failed: [] });
    const signupCode = codeIn((await mailbox.next(newcomer)).raw);
    const loginCode = codeIn((await mailbox.next(customer.email)).raw);
    expect(await visitor.auth.verifySignupCode({ email: newcomer, code: signupCode })).toMatchObject({ email: newcomer });
    expect(await (await callerFor(null)).auth.verifyLoginCode({ email: customer.email, code: loginCode })).toMatchObject({ id: customer.id });
  });

  it('drop a code that expired before the mail server came back', async () => {
    const mailbox = await testMailbox();
    const clock = testClock();
    const customer = await createUser({ email: freshEmail() });
    const afterwards: (() => Promise<void>)[] = [];
    const visitor = await callerFor(null, { services: await servicesWithMailServerDown(clock), afterResponse: (task) => afterwards.push(task) });
    await visitor.auth.sendLoginCode({ email: customer.email });
    for (const task of afterwards) await task();

    clock.advance(10 * 60 * 1000);
    expect(await mailServerBack(clock)).toEqual({ completed: 1, failed: [] });
    expect(mailbox.sentTo(customer.email)).toEqual([]);
  });
});
