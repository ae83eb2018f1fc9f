import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import pg from 'pg';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_ALPHABET, CODE_MAX_ATTEMPTS } from '../../../src/auth.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { MemoryJar, callerFor, createProduct, createUser, testClock, testServices } from '../../test/helpers.ts';
import { codeIn, testMailbox } from '../../test/mailbox.ts';
import type { Services } from '../request-scope.ts';
import { loadSession, newSessionId, saveSession } from '../session/session.store.ts';
import { INVALID_CODE_MESSAGE, loginCodeSentMessage, signupCodeSentMessage } from './auth.service.ts';
import { SENDS_PER_ADDRESS, SENDS_PER_IP } from './send-limits.ts';

beforeEach(resetDatabase);

let sequence = 0;
/** A fresh address per test: the worker's mailbox is shared by every test in the file. */
const freshEmail = () => `collector${++sequence}-${Date.now()}@example.com`;

const signupDetails = (email: string) => ({ email, firstName: 'Frida', lastName: 'Kahlo', clientType: 'interior_designer' as const });

async function rowCount(table: string, where = 'true', params: unknown[] = []) {
  const rows = await (await testOrm()).em.execute<{ n: number }[]>(`select count(*)::int as n from ${table} where ${where}`, params);
  return rows[0]!.n;
}

/**
 * What verifying does for `email`, compared by what it does rather than by its duration: the SQL it
 * sends to PostgreSQL (through the ORM or typed SQL alike), in order, the address and other literals
 * left out, and how many digests it makes (every SHA-256 of the process: the code's, a session's).
 */
async function workDuring(email: string, work: () => Promise<unknown>) {
  const sent = vi.spyOn(pg.Client.prototype, 'query');
  const digests = vi.spyOn(crypto, 'createHash');
  // The shop imports createHash by name: the spy reaches that binding once the exports are synced.
  syncBuiltinESMExports();
  try {
    await work();
    const statements = sent.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text));
    return { statements: statements.map((sql) => sql.replaceAll(email, '<email>').replace(/\d+/g, '?')), digests: digests.mock.calls.length };
  } finally {
    sent.mockRestore();
    digests.mockRestore();
    syncBuiltinESMExports();
  }
}

/** `count` wrong login codes for `email`, each refused with the one message. */
async function tries(services: Services, email: string, count: number) {
  const visitor = await callerFor(null, { services });
  for (let attempt = 0; attempt < count; attempt += 1) {
    await expect(visitor.auth.verifyLoginCode({ email, code: 'ABCDEF' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: INVALID_CODE_MESSAGE });
  }
}

/** Someone else's code: one character changed, still from the alphabet. */
const wrongCode = (code: string) => (code[0] === 'A' ? 'B' : 'A') + code.slice(1);

describe('sign-up', () => {
  it('e-mails a code, creates the account with the client type on verify, and signs in', async () => {
    const mailbox = await testMailbox();
    const email = freshEmail();
    const visitor = await callerFor(null);

    const sent = await visitor.auth.sendSignupCode({ ...signupDetails(email), email: `  ${email.toUpperCase()} ` });
    expect(sent).toEqual({ message: signupCodeSentMessage(email) });
    const mail = await mailbox.next(email);
    expect(await rowCount('temp_users', 'email = ?', [email])).toBe(1);
    expect(await rowCount('users')).toBe(0);
    expect(mail.raw).toMatch(/Subject: Confirm your e-mail for Canvas & Light/);
    expect(mail.raw).toMatch(/multipart\/alternative/);
    expect(mail.raw).toMatch(/expires in 10 minutes/);
    const code = codeIn(mail.raw);
    expect(code).toHaveLength(6);
    expect([...code].every((char) => CODE_ALPHABET.includes(char))).toBe(true);
    // Only a digest of the code is stored.
    expect(await rowCount('temp_users', 'auth_code = ?', [code])).toBe(0);

    const user = await visitor.auth.verifySignupCode({ email, code: code.toLowerCase() });
    expect(user).toMatchObject({
      email,
      firstName: 'Frida',
      lastName: 'Kahlo',
      clientType: 'interior_designer',
      premiumStatus: 'none',
      isAdmin: false,
      staffRole: null,
    });
    expect(await visitor.auth.me()).toMatchObject({ id: user.id, email });
    expect(await rowCount('temp_users')).toBe(0);
    expect(await rowCount('users', 'email = ? and client_type = ?', [email, 'interior_designer'])).toBe(1);
  });

  it('answers an address that has an account exactly as a new one, before looking; its owner gets a login code', async () => {
    const mailbox = await testMailbox();
    const existing = await createUser({ email: freshEmail() });
    const newcomer = freshEmail();
    const afterwards: (() => Promise<void>)[] = [];
    const visitor = await callerFor(null, { afterResponse: (task) => afterwards.push(task) });

    const forExisting = await visitor.auth.sendSignupCode(signupDetails(existing.email.toUpperCase()));
    const forNewcomer = await visitor.auth.sendSignupCode(signupDetails(newcomer));
    expect(forExisting.message.replace(existing.email, '<email>')).toBe(forNewcomer.message.replace(newcomer, '<email>'));
    // Both answers are out and nothing that depends on the account has run.
    expect(afterwards).toHaveLength(2);
    expect(await rowCount('temp_users')).toBe(0);
    expect(await rowCount('auth_codes')).toBe(0);

    for (const task of afterwards) await task();
    const toOwner = await mailbox.next(existing.email);
    expect(toOwner.raw).toMatch(/Subject: You already have a Canvas & Light account/);
    expect(codeIn((await mailbox.next(newcomer)).raw)).toHaveLength(6);
    expect(await rowCount('temp_users', 'email = ?', [existing.email])).toBe(0);
    // The code in the owner's e-mail signs them in.
    expect(await visitor.auth.verifyLoginCode({ email: existing.email, code: codeIn(toOwner.raw) })).toMatchObject({ id: existing.id });
  });

  it('counts a sign-up for an address that has an account against the same limits', async () => {
    const existing = await createUser({ email: freshEmail() });
    const afterwards: (() => Promise<void>)[] = [];
    const visitor = await callerFor(null, { afterResponse: (task) => afterwards.push(task) });
    for (let send = 0; send < SENDS_PER_ADDRESS.limit; send += 1) await visitor.auth.sendSignupCode(signupDetails(existing.email));
    await expect(visitor.auth.sendSignupCode(signupDetails(existing.email))).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    for (const task of afterwards) await task();
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-address' }, 'Please enter a valid email address'],
    ['an empty first name', { firstName: '   ' }, 'Please fill in all fields'],
    ['an empty last name', { lastName: '' }, 'Please fill in all fields'],
    ['an unknown client type', { clientType: 'art_thief' }, 'Please choose what best describes you'],
    ['a name with markup', { firstName: '<b>Frida</b>' }, 'First name cannot contain < or >'],
  ])('refuses %s with a 400 and a message, writing nothing', async (_what, change, message) => {
    const visitor = await callerFor(null);
    await expect(visitor.auth.sendSignupCode({ ...signupDetails(freshEmail()), ...change } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(message),
    });
    expect(await rowCount('temp_users')).toBe(0);
  });

  it('a wrong code is refused and counted; the pending sign-up stays until the right one', async () => {
    const mailbox = await testMailbox();
    const email = freshEmail();
    const visitor = await callerFor(null);
    await visitor.auth.sendSignupCode(signupDetails(email));
    const code = await mailbox.nextCode(email);

    await expect(visitor.auth.verifySignupCode({ email, code: wrongCode(code) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: INVALID_CODE_MESSAGE,
    });
    expect(await rowCount('temp_users', 'attempts = 1')).toBe(1);
    expect(await rowCount('users')).toBe(0);
    expect(await visitor.auth.me()).toBeNull();

    expect(await visitor.auth.verifySignupCode({ email, code })).toMatchObject({ email });
  });

  it('verifying a wrong sign-up code runs the same statements and hashes alike, whether the address has an account or asked', async () => {
    const afterwards: (() => Promise<void>)[] = [];
    const visitor = await callerFor(null, { afterResponse: (task) => afterwards.push(task) });
    const newcomer = freshEmail();
    const member = (await createUser({ email: freshEmail() })).email;
    // The member's sign-up gets them a login code instead, and no pending sign-up. The codes are
    // stored and sent here, so that nothing of it runs while the statements are compared.
    for (const email of [newcomer, member]) await visitor.auth.sendSignupCode(signupDetails(email));
    for (const task of afterwards) await task();
    expect(await rowCount('auth_codes', 'email = ?', [member])).toBe(1);
    expect(await rowCount('temp_users', 'email = ?', [newcomer])).toBe(1);

    const workOf = (email: string) =>
      workDuring(email, () => expect(visitor.auth.verifySignupCode({ email, code: 'ABCDEF' })).rejects.toMatchObject({ message: INVALID_CODE_MESSAGE }));
    const forNewcomer = await workOf(newcomer);
    expect(forNewcomer.statements.some((sql) => sql.startsWith('update "temp_users"'))).toBe(true);
    expect(await rowCount('temp_users', 'attempts = 1')).toBe(1);
    for (const email of [member, freshEmail()]) expect({ email, ...(await workOf(email)) }).toEqual({ email, ...forNewcomer });
  });

  it('a new request replaces the pending details and voids the earlier code', async () => {
    const mailbox = await testMailbox();
    const email = freshEmail();
    const visitor = await callerFor(null);
    await visitor.auth.sendSignupCode(signupDetails(email));
    const first = await mailbox.nextCode(email);
    await visitor.auth.sendSignupCode({ ...signupDetails(email), firstName: 'Diego', clientType: 'hotel_decor' });
    const second = await mailbox.nextCode(email);

    // Two draws of 29^6 codes: equal about once in 600 million runs.
    expect(second).not.toBe(first);
    await expect(visitor.auth.verifySignupCode({ email, code: first })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await visitor.auth.verifySignupCode({ email, code: second })).toMatchObject({
      firstName: 'Diego',
      clientType: 'hotel_decor',
    });
  });
});

describe('login', () => {
  it('e-mails a code to a customer and signs them in with it', async () => {
    const mailbox = await testMailbox();
    const customer = await createUser({ email: freshEmail(), firstName: 'Georgia' });
    const visitor = await callerFor(null);

    expect(await visitor.auth.sendLoginCode({ email: customer.email })).toEqual({
      message: loginCodeSentMessage(customer.email),
    });
    const mail = await mailbox.next(customer.email);
    expect(mail.raw).toMatch(/Subject: Your Canvas & Light login code/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const code = codeIn(mail.raw);
    expect(await rowCount('auth_codes', 'code = ?', [code])).toBe(0);

    const user = await visitor.auth.verifyLoginCode({ email: customer.email, code });
    expect(user).toMatchObject({ id: customer.id, firstName: 'Georgia' });
    expect(await visitor.auth.me()).toMatchObject({ id: customer.id });
  });

  it('answers an unknown address exactly like a known one, and sends it nothing', async () => {
    const mailbox = await testMailbox();
    const known = await createUser({ email: freshEmail() });
    const unknown = freshEmail();
    const visitor = await callerFor(null);

    const forUnknown = await visitor.auth.sendLoginCode({ email: unknown });
    const forKnown = await visitor.auth.sendLoginCode({ email: known.email });
    expect(forUnknown.message.replace(unknown, '<email>')).toBe(forKnown.message.replace(known.email, '<email>'));

    await mailbox.next(known.email);
    expect(mailbox.sentTo(unknown)).toEqual([]);
    // A guess for the unknown address fails with the same words as a wrong code for a known one.
    await expect(visitor.auth.verifyLoginCode({ email: unknown, code: 'ABCDEF' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: INVALID_CODE_MESSAGE,
    });
  });

  it('answers before it looks at the address: a known one gets its code row and e-mail only afterwards', async () => {
    const mailbox = await testMailbox();
    const known = await createUser({ email: freshEmail() });
    const unknown = freshEmail();
    const afterwards: (() => Promise<void>)[] = [];
    const visitor = await callerFor(null, { afterResponse: (task) => afterwards.push(task) });

    expect(await visitor.auth.sendLoginCode({ email: known.email })).toEqual({ message: loginCodeSentMessage(known.email) });
    expect(await visitor.auth.sendLoginCode({ email: unknown })).toEqual({ message: loginCodeSentMessage(unknown) });
    // Both answers are out, and for either address only the same deferred step is queued: nothing
    // that depends on the account has run.
    expect(afterwards).toHaveLength(2);
    expect(await rowCount('auth_codes')).toBe(0);
    expect(mailbox.sentTo(known.email)).toEqual([]);

    for (const task of afterwards) await task();
    expect(await rowCount('auth_codes', 'email = ?', [known.email])).toBe(1);
    expect(codeIn((await mailbox.next(known.email)).raw)).toHaveLength(6);
    // The unknown address has a code row too (never sent), so that verifying does the same work.
    expect(await rowCount('auth_codes', 'email = ?', [unknown])).toBe(1);
    expect(mailbox.sentTo(unknown)).toEqual([]);
  });

  it('verifying a wrong code runs the same statements and hashes alike, with or without an account or a code', async () => {
    const clock = testClock();
    const services = await testServices({ clock });
    const sent = async (email: string) => {
      const afterwards: (() => Promise<void>)[] = [];
      await (await callerFor(null, { services, afterResponse: (task) => afterwards.push(task) })).auth.sendLoginCode({ email });
      for (const task of afterwards) await task();
      return email;
    };
    const expired = await sent((await createUser({ email: freshEmail() })).email);
    clock.advance(10 * 60 * 1000);
    const withCode = await sent((await createUser({ email: freshEmail() })).email);
    const voided = await sent((await createUser({ email: freshEmail() })).email);
    await tries(services, voided, CODE_MAX_ATTEMPTS);
    const strangerWithCode = await sent(freshEmail());

    const workOf = (email: string) => workDuring(email, () => tries(services, email, 1));
    const forAccount = await workOf(withCode);
    // The try is counted and the code hashed: the statements compared below do real work.
    expect(forAccount.statements.some((sql) => sql.includes('"users"'))).toBe(true);
    expect(forAccount.statements.some((sql) => sql.startsWith('update "auth_codes"'))).toBe(true);
    expect(await rowCount('auth_codes', 'email = ? and attempts = 1', [withCode])).toBe(1);
    for (const email of [strangerWithCode, freshEmail(), (await createUser({ email: freshEmail() })).email, voided, expired]) {
      expect({ email, ...(await workOf(email)) }).toEqual({ email, ...forAccount });
    }
  });

  it('a code expires after 10 minutes', async () => {
    const clock = testClock();
    const services = await testServices({ clock });
    const mailbox = await testMailbox();
    const customer = await createUser({ email: freshEmail() });
    const visitor = await callerFor(null, { services });

    await visitor.auth.sendLoginCode({ email: customer.email });
    const code = await mailbox.nextCode(customer.email);
    clock.advance(10 * 60 * 1000);
    await expect(visitor.auth.verifyLoginCode({ email: customer.email, code })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: INVALID_CODE_MESSAGE,
    });
    expect(await visitor.auth.me()).toBeNull();
  });

  it('a code works only once', async () => {
    const mailbox = await testMailbox();
    const customer = await createUser({ email: freshEmail() });
    const first = await callerFor(null);
    await first.auth.sendLoginCode({ email: customer.email });
    const code = await mailbox.nextCode(customer.email);
    await first.auth.verifyLoginCode({ email: customer.email, code });

    const second = await callerFor(null);
    await expect(second.auth.verifyLoginCode({ email: customer.email, code })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await second.auth.me()).toBeNull();
  });

  it(`is void after ${CODE_MAX_ATTEMPTS} wrong tries: the sixth try fails even with the right code`, async () => {
    const mailbox = await testMailbox();
    const customer = await createUser({ email: freshEmail() });
    const visitor = await callerFor(null);
    await visitor.auth.sendLoginCode({ email: customer.email });
    const code = await mailbox.nextCode(customer.email);

    for (let attempt = 0; attempt < CODE_MAX_ATTEMPTS; attempt += 1) {
      await expect(visitor.auth.verifyLoginCode({ email: customer.email, code: wrongCode(code) })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    await expect(visitor.auth.verifyLoginCode({ email: customer.email, code })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: INVALID_CODE_MESSAGE,
    });
    expect(await visitor.auth.me()).toBeNull();
  });

  it('refuses a malformed code or address with a message', async () => {
    const visitor = await callerFor(null);
    await expect(visitor.auth.verifyLoginCode({ email: 'someone@example.com', code: 'ABC' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('The code has 6 characters'),
    });
    await expect(visitor.auth.sendLoginCode({ email: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Please enter your email address'),
    });
  });
});

describe('sending limits', () => {
  it(`allow ${SENDS_PER_ADDRESS.limit} codes per address in 10 minutes, then answer 429 with when to try again`, async () => {
    const clock = testClock();
    const services = await testServices({ clock });
    const customer = await createUser({ email: freshEmail() });
    const visitor = await callerFor(null, { services });

    for (let send = 0; send < SENDS_PER_ADDRESS.limit; send += 1) await visitor.auth.sendLoginCode({ email: customer.email });
    clock.advance(60 * 1000);
    await expect(visitor.auth.sendLoginCode({ email: customer.email })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many codes requested. Please try again in 9 minutes.',
    });
    // Unknown addresses are limited the same way.
    const unknown = freshEmail();
    for (let send = 0; send < SENDS_PER_ADDRESS.limit; send += 1) await visitor.auth.sendLoginCode({ email: unknown });
    await expect(visitor.auth.sendLoginCode({ email: unknown })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });

    clock.advance(9 * 60 * 1000);
    expect(await visitor.auth.sendLoginCode({ email: customer.email })).toHaveProperty('message');
  });

  it(`allow ${SENDS_PER_IP.limit} codes per client IP in an hour, whatever the addresses`, async () => {
    const services = await testServices({ clock: testClock() });
    const fromOneIp = await callerFor(null, { services, ip: '203.0.113.7' });
    for (let send = 0; send < SENDS_PER_IP.limit; send += 1) await fromOneIp.auth.sendLoginCode({ email: freshEmail() });
    await expect(fromOneIp.auth.sendSignupCode(signupDetails(freshEmail()))).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many codes requested. Please try again in 60 minutes.',
    });
    expect(await rowCount('temp_users')).toBe(0);

    const fromAnotherIp = await callerFor(null, { services, ip: '198.51.100.4' });
    expect(await fromAnotherIp.auth.sendLoginCode({ email: freshEmail() })).toHaveProperty('message');
  });
});

describe('sessions on sign-in and sign-out', () => {
  it('sign-in gives a new session id and moves the guest cart into the account, adding quantities', async () => {
    const mailbox = await testMailbox();
    const { em } = await testOrm();
    const customer = await createUser({ email: freshEmail() });
    const [print, other] = [await createProduct(), await createProduct()];
    // The customer already has the print in their account cart from an earlier visit.
    await em.execute('insert into cart_items (user_id, product_id, variant_id, quantity) values (?, ?, ?, 3)', [
      customer.id,
      print.id,
      '24x16',
    ]);
    // As a guest, they add the same print and size, the print in no size, and another print.
    const guestSid = newSessionId();
    await saveSession(em, guestSid, {});
    for (const [productId, variantId, quantity] of [
      [print.id, '24x16', 2],
      [print.id, null, 1],
      [other.id, '24x16', 98],
    ] as const) {
      await em.execute('insert into cart_items (session_id, product_id, variant_id, quantity) values (?, ?, ?, ?)', [
        guestSid,
        productId,
        variantId,
        quantity,
      ]);
    }
    // Someone else's guest cart must stay where it is.
    const strangerSid = newSessionId();
    await saveSession(em, strangerSid, {});
    await em.execute('insert into cart_items (session_id, product_id, quantity) values (?, ?, 1)', [strangerSid, other.id]);

    const jar = new MemoryJar(guestSid);
    const visitor = await callerFor(null, { jar });
    await visitor.auth.sendLoginCode({ email: customer.email });
    await visitor.auth.verifyLoginCode({ email: customer.email, code: await mailbox.nextCode(customer.email) });

    // A new session id of its own kind (32 random bytes, base64url), not the guest's.
    expect(jar.sid).toMatch(/^[\w-]{43}$/);
    expect(jar.sid).not.toBe(guestSid);
    expect(await loadSession(em, guestSid)).toBeNull();
    expect(await loadSession(em, jar.sid!)).toMatchObject({ data: { userId: customer.id } });

    const lines = await em.execute<{ product_id: number; variant_id: string | null; quantity: number }[]>(
      'select product_id, variant_id, quantity from cart_items where user_id = ? order by product_id, variant_id nulls first',
      [customer.id],
    );
    expect(lines).toEqual([
      { product_id: print.id, variant_id: null, quantity: 1 },
      { product_id: print.id, variant_id: '24x16', quantity: 5 },
      { product_id: other.id, variant_id: '24x16', quantity: 98 },
    ]);
    expect(await rowCount('cart_items', 'session_id = ?', [guestSid])).toBe(0);
    expect(await rowCount('cart_items', 'session_id = ?', [strangerSid])).toBe(1);
  });

  it('sign-out deletes the session row, so the old session id is nobody', async () => {
    const customer = await createUser();
    const jar = new MemoryJar();
    const signedIn = await callerFor(customer, { jar });
    const sid = jar.sid!;
    expect(await signedIn.auth.me()).toMatchObject({ id: customer.id });

    await signedIn.auth.logout();
    expect(await signedIn.auth.me()).toBeNull();
    const { em } = await testOrm();
    expect(await loadSession(em, sid)).toBeNull();

    const replay = await callerFor(null, { jar: new MemoryJar(sid) });
    await expect(replay.auth.user()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('own orders', () => {
  it('a customer sees only their own orders, newest first; a visitor gets 401', async () => {
    const { em } = await testOrm();
    const [ada, grace] = [await createUser(), await createUser()];
    const print = await createProduct();
    const insertOrder = async (userId: number, orderNumber: string, createdAt: Date, quantities: number[]) => {
      const [order] = await em.execute<{ id: number }[]>(
        `insert into orders (order_number, user_id, subtotal, tax, shipping, total, shipping_address, created_at)
         values (?, ?, 100, 8, 0, 108, '{}', ?) returning id`,
        [orderNumber, userId, createdAt],
      );
      for (const quantity of quantities) {
        await em.execute('insert into order_items (order_id, product_id, quantity, price) values (?, ?, ?, 100)', [
          order!.id,
          print.id,
          quantity,
        ]);
      }
    };
    await insertOrder(ada.id, 'CL-OLDER', new Date('2026-10-01'), [1]);
    await insertOrder(ada.id, 'CL-NEWER', new Date('2026-11-01'), [2, 1]);
    await insertOrder(grace.id, 'CL-GRACE', new Date('2026-11-10'), [1]);

    const orders = await (await callerFor(ada)).checkout.orders({ limit: 3 });
    // An array in toMatchObject must match in length too: these two orders, these items each.
    expect(orders).toMatchObject([
      { orderNumber: 'CL-NEWER', createdAt: '2026-11-01T00:00:00.000Z', status: 'pending', total: '108.00', items: [{ quantity: 2 }, { quantity: 1 }] },
      { orderNumber: 'CL-OLDER', createdAt: '2026-10-01T00:00:00.000Z', status: 'pending', total: '108.00', items: [{ quantity: 1 }] },
    ]);
    expect((await (await callerFor(grace)).checkout.orders()).map((order) => order.orderNumber)).toEqual(['CL-GRACE']);
    await expect((await callerFor(null)).checkout.orders()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect((await callerFor(ada)).checkout.orders({ limit: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
