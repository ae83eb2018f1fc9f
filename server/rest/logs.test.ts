import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { createPaymentProvider } from '../integrations/payments/index.ts';
import type { Mailer } from '../integrations/mail.ts';
import { resetDatabase } from '../test/database.ts';
import { createProduct, TEST_SESSION_SECRET, testApp } from '../test/helpers.ts';
import { testMailbox } from '../test/mailbox.ts';
import { StripeStandin } from '../test/stripe-standin.ts';

/**
 * What the shop writes to its log during a whole customer journey, at the level it runs at in
 * production (info): one line per request, the mail lines, and no customer's e-mail address.
 */

const lines: string[] = [];
let standin: StripeStandin;
let mailer: Mailer;
let app: App;

beforeAll(async () => {
  // Another file of this worker may have left mail queued on the shared database: it is not this journey's.
  await resetDatabase();
  standin = await new StripeStandin().start();
  // Wired as server/start.ts wires it: the mailer logs through the app's logger.
  let log: (fields: Record<string, unknown>, message: string) => void = () => {};
  mailer = (await testMailbox()).mailerLoggingTo((fields, message) => log(fields, message));
  app = await testApp({
    mailer,
    payments: createPaymentProvider(standin.env, { sessionSecret: TEST_SESSION_SECRET }),
    // The development code log too: it may show the code, never the address beside it.
    logSignInCodes: true,
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      }),
    },
  });
  log = (fields, message) => app.log.info(fields, message);
});
afterAll(async () => {
  await app.close();
  mailer.close();
  await standin.close();
});

const stamp = Date.now();
const CUSTOMER = `georgia.okeeffe.${stamp}@example.com`;
const GUEST = `frida.kahlo.${stamp}@example.com`;

const INTENT_REQUEST = {
  country: 'US',
  shipping: {
    name: 'Georgia O’Keeffe',
    address: { line1: '12 Harbour Street', city: 'Boston', state: 'MA', postal_code: '02110', country: 'US' },
  },
};

function send(method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) {
  return app.inject({ method, url, ...(payload ? { payload } : {}), cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });
}

const sessionOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;

/** Cart, intent, payment (the stand-in's), order: the order's number. */
async function buyAPrint(cookie: string | undefined, guestEmail?: string) {
  const product = await createProduct();
  const added = await send('POST', '/api/cart', cookie, { productId: product.id, quantity: 1 });
  const session = cookie ?? sessionOf(added)!;
  const intent = (await send('POST', '/api/create-payment-intent', session, INTENT_REQUEST)).json();
  standin.succeed(intent.paymentIntentId);
  const order = await send('POST', '/api/orders', session, { paymentIntentId: intent.paymentIntentId, ...(guestEmail ? { guestEmail } : {}) });
  expect(order.statusCode).toBe(200);
  return order.json().orderNumber as string;
}

describe('the log of a customer journey', () => {
  it('holds request and mail lines, and no customer e-mail address', async () => {
    const mailbox = await testMailbox();

    // Sign-up, then a later login.
    await send('POST', '/api/auth/send-signup-code', undefined, { email: CUSTOMER, firstName: 'Georgia', lastName: 'O', clientType: 'interior_designer' });
    const signedUp = await send('POST', '/api/auth/verify-signup-code', undefined, { email: CUSTOMER, code: await mailbox.nextCode(CUSTOMER) });
    expect(signedUp.statusCode).toBe(200);
    await send('POST', '/api/auth/send-login-code', undefined, { email: CUSTOMER });
    const loggedIn = await send('POST', '/api/auth/verify-login-code', undefined, { email: CUSTOMER, code: await mailbox.nextCode(CUSTOMER) });
    const cookie = sessionOf(loggedIn)!;

    // A customer's order and a guest's, with their confirmations; the guest finds theirs for a return.
    const customerOrder = await buyAPrint(cookie);
    const guestOrder = await buyAPrint(undefined, GUEST);
    // The confirmations were queued with the orders; the queue's worker sends them.
    await app.services.jobs.drain();
    await mailbox.next(CUSTOMER);
    await mailbox.next(GUEST);
    expect((await send('POST', '/api/returns/lookup', undefined, { email: GUEST, orderNumber: guestOrder })).statusCode).toBe(200);
    expect((await send('POST', '/api/returns/lookup', undefined, { email: GUEST, orderNumber: customerOrder })).statusCode).toBe(404);

    const log = lines.join('');
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; to?: string; code?: string });
    // The lines are there: requests, each mail, the development code lines (codes, masked addresses).
    expect(entries.filter((entry) => entry.msg === 'request').length).toBeGreaterThanOrEqual(12);
    expect(entries.filter((entry) => entry.msg === 'mail sent').map((entry) => entry.to)).toEqual([
      'g***@example.com',
      'g***@example.com',
      expect.stringMatching(/^[fg]\*\*\*@example\.com$/),
      expect.stringMatching(/^[fg]\*\*\*@example\.com$/),
    ]);
    expect(entries.filter((entry) => entry.code).map((entry) => entry.to)).toEqual(['g***@example.com', 'g***@example.com']);
    expect(log).toContain(guestOrder);
    // ... and the addresses are not, in any spelling of them.
    for (const address of [CUSTOMER, GUEST]) {
      expect(log.toLowerCase()).not.toContain(address);
      expect(log.toLowerCase()).not.toContain(address.split('@')[0]);
    }
  });
});
