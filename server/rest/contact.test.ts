import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_THANKS } from '../../src/contact.ts';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { newSessionId, saveSession } from '../modules/session/session.store.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { ADMIN_EMAIL, TEST_CONFIG, callerFor, createUser, testApp, testClock } from '../test/helpers.ts';
import { decodeQuotedPrintable, testMailbox } from '../test/mailbox.ts';

/** The contact form's path and the admin list of its messages, over HTTP (spec sections 5, 7 and 9). */

const clock = testClock();
let app: App;

beforeAll(async () => {
  app = await testApp({ clock });
});
afterAll(() => app.close());
beforeEach(resetDatabase);

const MESSAGE = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 (305) 555-0100',
  subject: 'Consultation request',
  message: 'Could you suggest two large prints for a reception area?\nThe walls are white oak.',
};

let addresses = 0;
/** A fresh client address per call unless given, so the per-IP limit only counts where a test means it to. */
const nextIp = () => `198.51.100.${(addresses += 1) % 250}`;

const send = (payload: unknown, { ip = nextIp(), userAgent = 'Mozilla/5.0 (Macintosh) Safari/605.1.15' } = {}) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip, headers: { 'user-agent': userAgent } });

interface StoredRow {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  ip_address: string | null;
  user_agent: string | null;
  status: string;
}

const storedRows = async () =>
  (await testOrm()).em
    .fork()
    .execute<StoredRow[]>('select name, email, phone, subject, message, ip_address, user_agent, status from contact_submissions order by id');

const queuedMails = async () =>
  Number((await (await testOrm()).em.fork().execute<{ n: string }[]>("select count(*) as n from pgboss.job where name = 'mail.send'"))[0]!.n);

describe('POST /api/contact', () => {
  it('stores the message as pending with its IP and user agent, and tells support by e-mail with a link to the messages', async () => {
    const response = await send(MESSAGE, { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (iPhone) Mobile/15E148' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true, message: CONTACT_THANKS });

    expect(await storedRows()).toEqual([
      { ...MESSAGE, ip_address: '203.0.113.9', user_agent: 'Mozilla/5.0 (iPhone) Mobile/15E148', status: 'pending' },
    ]);

    // Queued with the message; the queue's worker sends it.
    expect(await queuedMails()).toBe(1);
    expect(await app.services.jobs.drain()).toMatchObject({ completed: 1, failed: [] });
    const mail = decodeQuotedPrintable((await (await testMailbox()).next(TEST_CONFIG.SUPPORT_EMAIL)).raw);
    expect(mail).toMatch(/^Subject: Contact form: Consultation request from Grace Hopper\r?$/m);
    expect(mail).toMatch(/^Reply-To: grace@example\.com\r?$/m);
    expect(mail).toMatch(/reception area\?\r?\nThe walls are white oak\./);
    expect(mail).toContain('Phone: +1 (305) 555-0100');
    expect(mail).toContain(`${TEST_CONFIG.PUBLIC_URL}/admin?tab=messages`);
  });

  it('takes the phone as optional: left out or blank, none is stored', async () => {
    const { phone: _phone, ...withoutPhone } = MESSAGE;
    expect((await send(withoutPhone)).statusCode).toBe(201);
    expect((await send({ ...MESSAGE, phone: '  ' })).statusCode).toBe(201);
    expect((await send({ ...MESSAGE, phone: null })).statusCode).toBe(201);
    expect((await storedRows()).map((row) => row.phone)).toEqual([null, null, null]);
  });

  it('takes every subject of the form, a 400-character message and a 100-character name', async () => {
    for (const subject of ['Investor', 'Consultation request', 'Complaint', 'Technical Support']) {
      expect((await send({ ...MESSAGE, subject })).statusCode).toBe(201);
    }
    expect((await send({ ...MESSAGE, name: 'N'.repeat(100), message: 'm'.repeat(400), phone: '1'.repeat(20) })).statusCode).toBe(201);
    // Words that merely contain an SQL word are fine.
    expect((await send({ ...MESSAGE, message: 'I updated my address and selected a larger size.' })).statusCode).toBe(201);
    expect(await storedRows()).toHaveLength(6);
  });

  // Each request breaks one rule of spec section 5 and gets that rule's message, naming the field.
  const REFUSALS: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, 'name: Name is required'],
    ['a blank name', { name: '   ' }, 'name: Name is required'],
    ['a name over 100 characters', { name: 'N'.repeat(101) }, 'name: Name must not exceed 100 characters'],
    ['HTML in the name', { name: '<b>Grace</b>' }, 'name: HTML tags are not allowed in name'],
    ['an apostrophe in the name', { name: "Grace O'Hopper" }, 'name: Special characters are not allowed in name'],
    ['a semicolon in the name', { name: 'Grace; Hopper' }, 'name: Special characters are not allowed in name'],
    ['an ampersand in the name', { name: 'Grace & Co' }, 'name: Special characters are not allowed in name'],
    ['a quote in the name', { name: 'Grace "Amazing" Hopper' }, 'name: Special characters are not allowed in name'],
    ['a lone angle bracket in the name', { name: 'Grace > Hopper' }, 'name: Special characters are not allowed in name'],
    ['a missing e-mail', { email: undefined }, 'email: Valid email is required'],
    ['an e-mail without a domain', { email: 'grace@' }, 'email: Valid email is required'],
    ['letters in the phone', { phone: '305-CALL-NOW' }, 'phone: Invalid phone number format'],
    ['a phone over 20 characters', { phone: '+1 (305) 555-0100 999' }, 'phone: Invalid phone number format'],
    ['a subject not on the form', { subject: 'Other' }, 'subject: Please choose a subject'],
    ['a missing subject', { subject: undefined }, 'subject: Please choose a subject'],
    ['a blank message', { message: ' \n ' }, 'message: Message is required'],
    ['a message over 400 characters', { message: 'm'.repeat(401) }, 'message: Message must not exceed 400 characters'],
    ['HTML in the message', { message: 'Hello <img src=x> there' }, 'message: HTML tags are not allowed in message'],
    ['a script tag in the message', { message: '<script>alert(1)</script>' }, 'message: HTML tags are not allowed in message'],
    ['SELECT as a word', { message: 'Please SELECT the best size for me' }, 'message: SQL commands are not allowed'],
    ['drop as a word', { message: 'x; drop table users' }, 'message: SQL commands are not allowed'],
    ['union as a word', { message: '1 union all 2' }, 'message: SQL commands are not allowed'],
    ['a javascript: link', { message: 'see javascript:alert(1)' }, 'message: Script content is not allowed'],
    ['a data: URL', { message: 'open Data:text/html;base64,PHNjcmlwdD4=' }, 'message: Script content is not allowed'],
    ['a vbscript: link', { message: 'try vbscript:msgbox' }, 'message: Script content is not allowed'],
    ['an onerror handler', { message: 'img onerror=alert(1)' }, 'message: Script content is not allowed'],
    ['an onload handler', { message: 'body ONLOAD=go()' }, 'message: Script content is not allowed'],
    ['an onclick handler', { message: 'a onclick=go()' }, 'message: Script content is not allowed'],
    ['an unknown field', { website: 'https://spam.example' }, 'Unrecognized key: "website"'],
  ];

  it.for(REFUSALS)('refuses %s with 400 and its message, storing and sending nothing', async ([, change, message]) => {
    const response = await send({ ...MESSAGE, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await storedRows()).toEqual([]);
    expect(await queuedMails()).toBe(0);
  });

  it('accepts 5 messages per IP in 10 minutes, then answers 429 with Retry-After until the window has passed', async () => {
    const ip = '203.0.113.50';
    // Refused messages are not counted: only accepted ones are.
    expect((await send({ ...MESSAGE, message: '<b>hi</b>' }, { ip })).statusCode).toBe(400);
    for (let accepted = 0; accepted < 5; accepted += 1) expect((await send(MESSAGE, { ip })).statusCode).toBe(201);

    const limited = await send(MESSAGE, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
    expect(limited.json()).toEqual({ message: 'Too many messages sent. Please try again in 10 minutes.' });
    expect(await storedRows()).toHaveLength(5);
    expect(await queuedMails()).toBe(5);

    // Another address is not held back.
    expect((await send(MESSAGE, { ip: '203.0.113.51' })).statusCode).toBe(201);

    clock.advance(4 * 60 * 1000);
    const later = await send(MESSAGE, { ip });
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('360');
    clock.advance(6 * 60 * 1000);
    expect((await send(MESSAGE, { ip })).statusCode).toBe(201);
    expect(await storedRows()).toHaveLength(7);
  });
});

describe('GET /api/admin/contact-submissions', () => {
  const signedIn = async (email: string) => {
    const user = await createUser({ email });
    const sid = newSessionId();
    await saveSession((await testOrm()).em.fork(), sid, { userId: user.id });
    return { [SESSION_COOKIE]: app.signCookie(sid) };
  };
  const list = (query: string, cookies: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/admin/contact-submissions${query}`, cookies });

  it('answers 401 without a session and 403 for a customer', async () => {
    await send(MESSAGE);
    const nobody = await list('');
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toEqual({ message: expect.any(String) });
    const customer = await list('', await signedIn('ada@example.com'));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ message: 'This area is for shop staff only.' });
  });

  it('lists the messages newest first, paged by X-Total-Count and X-Next-Cursor, with their status', async () => {
    for (const name of ['First Sender', 'Second Sender', 'Third Sender']) {
      expect((await send({ ...MESSAGE, name }, { ip: '203.0.113.60', userAgent: 'TestAgent/1.0' })).statusCode).toBe(201);
    }
    const admin = await signedIn(ADMIN_EMAIL);

    const first = await list('?limit=2', admin);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json()).toEqual([
      {
        id: expect.any(Number),
        name: 'Third Sender',
        email: MESSAGE.email,
        phone: MESSAGE.phone,
        subject: MESSAGE.subject,
        message: MESSAGE.message,
        ipAddress: '203.0.113.60',
        userAgent: 'TestAgent/1.0',
        status: 'pending',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({ name: 'Second Sender' }),
    ]);
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toEqual(expect.any(String));

    const second = await list(`?limit=2&cursor=${encodeURIComponent(cursor)}`, admin);
    expect(second.json()).toEqual([expect.objectContaining({ name: 'First Sender' })]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect(second.headers['x-total-count']).toBe('3');

    const bad = await list('?cursor=not-ours', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.stringMatching(/^cursor: /) });
    expect((await list('?status=archived', admin)).json()).toEqual({ message: 'status: Status must be one of pending, processed, spam' });
    expect((await list('?limit=0', admin)).statusCode).toBe(400);
  });
});

describe('admin.contactMessages (tRPC)', () => {
  it('pages the messages, filters them by status and sets a status; 404 for an unknown id, 400 for a bad status', async () => {
    for (const name of ['First Sender', 'Second Sender', 'Third Sender']) expect((await send({ ...MESSAGE, name })).statusCode).toBe(201);
    const admin = (await callerFor(await createUser({ email: ADMIN_EMAIL }), { services: app.services })).admin;

    const page = await admin.contactMessages.list({ limit: 2 });
    expect(page).toMatchObject({ total: 3, nextCursor: expect.any(String) });
    expect(page.items.map((item) => item.name)).toEqual(['Third Sender', 'Second Sender']);
    const rest = await admin.contactMessages.list({ limit: 2, cursor: page.nextCursor! });
    expect(rest).toMatchObject({ total: 3, nextCursor: null, items: [{ name: 'First Sender' }] });

    const first = rest.items[0]!;
    expect(await admin.contactMessages.setStatus({ id: first.id, status: 'processed' })).toEqual({ id: first.id, status: 'processed' });
    await admin.contactMessages.setStatus({ id: page.items[0]!.id, status: 'spam' });
    expect(await admin.contactMessages.list({ status: 'processed' })).toMatchObject({ total: 1, items: [{ id: first.id, status: 'processed' }] });
    expect(await admin.contactMessages.list({ status: 'pending' })).toMatchObject({ total: 1, items: [{ name: 'Second Sender' }] });
    expect((await storedRows()).map((row) => row.status)).toEqual(['processed', 'pending', 'spam']);

    await expect(admin.contactMessages.setStatus({ id: 999_999, status: 'processed' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin.contactMessages.setStatus({ id: first.id, status: 'archived' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const customer = (await callerFor(await createUser({ email: 'ada@example.com' }), { services: app.services })).admin;
    await expect(customer.contactMessages.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(customer.contactMessages.setStatus({ id: first.id, status: 'spam' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const visitor = (await callerFor(null, { services: app.services })).admin;
    await expect(visitor.contactMessages.setStatus({ id: first.id, status: 'spam' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
