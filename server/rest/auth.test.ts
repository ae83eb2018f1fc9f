import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_TYPES } from '../../src/client-types.ts';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { loadSession, newSessionId, saveSession } from '../modules/session/session.store.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { ADMIN_EMAIL, createUser, testApp } from '../test/helpers.ts';
import { testMailbox } from '../test/mailbox.ts';

let app: App;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());
beforeEach(resetDatabase);

let sequence = 0;
const freshEmail = () => `rest${++sequence}-${Date.now()}@example.com`;

/** A request from its own address, so the per-IP send limit of one test never reaches another. */
const post = (url: string, payload: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: `10.0.${sequence % 250}.${(sequence * 7) % 250}`,
    cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
  });

const sessionCookie = (response: { cookies: { name: string; value: string; httpOnly?: boolean; sameSite?: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);

/** Signs up through the documented calls and returns the session cookie the shopper ends with. */
async function signUp(email: string, guestCookie?: string) {
  const mailbox = await testMailbox();
  const sent = await post('/api/auth/send-signup-code', { email, firstName: 'Berthe', lastName: 'Morisot', clientType: 'vacation_home' });
  expect(sent.statusCode).toBe(200);
  const verified = await post('/api/auth/verify-signup-code', { email, code: await mailbox.nextCode(email) }, guestCookie);
  expect(verified.statusCode).toBe(200);
  return { verified, cookie: sessionCookie(verified)! };
}

describe('GET /api/auth/user', () => {
  it('is 401 with a message for a visitor', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('answers the signed-in user after sign-up, with nothing beyond the documented fields', async () => {
    const email = freshEmail();
    const { verified, cookie } = await signUp(email);
    const expected = {
      id: expect.any(Number),
      email,
      firstName: 'Berthe',
      lastName: 'Morisot',
      profileImageUrl: null,
      phone: null,
      clientType: 'vacation_home',
      premiumStatus: 'none',
      tier: { tier: 'none', returnWindowDays: 7, freeReturnShipping: false, freeStandardShipping: false, printDiscountPercent: 0 },
      isAdmin: false,
      staffRole: null,
    };
    expect(verified.json()).toEqual(expected);

    const me = await app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: cookie.value } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(expected);
  });

  it('says whether the user is an admin', async () => {
    const mailbox = await testMailbox();
    await createUser({ email: ADMIN_EMAIL });
    expect((await post('/api/auth/send-login-code', { email: ADMIN_EMAIL.toUpperCase() })).statusCode).toBe(200);
    const verified = await post('/api/auth/verify-login-code', { email: ADMIN_EMAIL, code: await mailbox.nextCode(ADMIN_EMAIL) });
    expect(verified.json()).toMatchObject({ email: ADMIN_EMAIL, isAdmin: true });
  });
});

describe('GET /api/auth/client-types', () => {
  it('lists all fourteen client types as value and label', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/client-types' });
    expect(response.statusCode).toBe(200);
    const types = response.json();
    expect(types).toHaveLength(14);
    expect(types).toEqual(CLIENT_TYPES.map(({ value, label }) => ({ value, label })));
    expect(types).toContainEqual({ value: 'university_student_shopper', label: 'University Student Shopper' });
  });
});

describe('the send and verify calls', () => {
  it('log in end to end with a cookie that is HttpOnly, SameSite=Lax and new', async () => {
    const mailbox = await testMailbox();
    const customer = await createUser({ email: freshEmail() });
    // A session the visitor had before signing in (an attacker may have planted its id).
    const { em } = await testOrm();
    const guestSid = newSessionId();
    await saveSession(em, guestSid, {});
    const guestCookie = app.signCookie(guestSid);

    const sent = await post('/api/auth/send-login-code', { email: customer.email });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: expect.stringContaining(customer.email) });

    const verified = await post(
      '/api/auth/verify-login-code',
      { email: customer.email, code: await mailbox.nextCode(customer.email) },
      guestCookie,
    );
    expect(verified.statusCode).toBe(200);
    const cookie = sessionCookie(verified)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value).not.toBe(guestCookie);
    expect(await loadSession(em, guestSid)).toBeNull();

    const me = await app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: cookie.value } });
    expect(me.json()).toMatchObject({ id: customer.id });
    // The planted id is worth nothing now.
    const planted = await app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: guestCookie } });
    expect(planted.statusCode).toBe(401);
  });

  it('answers bad input with 400 and a message', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/auth/send-signup-code', { email: 'nope', firstName: 'A', lastName: 'B', clientType: 'contractor' }, 'Please enter a valid email address'],
      ['/api/auth/send-signup-code', { email: freshEmail(), firstName: '', lastName: 'B', clientType: 'contractor' }, 'Please fill in all fields'],
      ['/api/auth/send-signup-code', { email: freshEmail(), firstName: 'A', lastName: 'B', clientType: 'pirate' }, 'Please choose what best describes you'],
      ['/api/auth/send-login-code', {}, 'Please enter your email address'],
      ['/api/auth/verify-login-code', { email: freshEmail(), code: '' }, 'The code has 6 characters'],
      ['/api/auth/verify-signup-code', { email: freshEmail(), code: 'ABCDEF' }, 'That code is not valid'],
    ];
    for (const [url, payload, message] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(message);
    }
  });

  it('answer repeated sends with 429, a message saying when, and Retry-After', async () => {
    const email = freshEmail();
    const send = () => app.inject({ method: 'POST', url: '/api/auth/send-login-code', payload: { email }, remoteAddress: '192.0.2.77' });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many codes requested. Please try again in 10 minutes.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
  });

  it('refuse a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/send-login-code',
      payload: `email=${freshEmail()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('sign-in and sign-out navigations', () => {
  it('GET /api/login redirects to the login page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });

  it("GET /api/login and /api/logout lead to the page in the visitor's remembered language", async () => {
    const login = await app.inject({ method: 'GET', url: '/api/login', cookies: { locale: 'de' } });
    expect(login.headers.location).toBe('/de/login');
    const { cookie } = await signUp(freshEmail());
    const logout = await app.inject({ method: 'GET', url: '/api/logout', cookies: { [SESSION_COOKIE]: cookie.value, locale: 'fr' } });
    expect(logout.headers.location).toBe('/fr/');
    expect((await app.inject({ method: 'GET', url: '/api/login', cookies: { locale: 'xx' } })).headers.location).toBe('/login');
  });

  it('GET /api/logout ends the session on the server: the old cookie gets 401', async () => {
    const { cookie } = await signUp(freshEmail());
    const logout = await app.inject({ method: 'GET', url: '/api/logout', cookies: { [SESSION_COOKIE]: cookie.value } });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect(sessionCookie(logout)?.value).toBe('');

    const replay = await app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: cookie.value } });
    expect(replay.statusCode).toBe(401);
  });

  it('GET /api/logout from another site leaves the session alone', async () => {
    const { cookie } = await signUp(freshEmail());
    const forged = await app.inject({
      method: 'GET',
      url: '/api/logout',
      cookies: { [SESSION_COOKIE]: cookie.value },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(302);
    const me = await app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: cookie.value } });
    expect(me.statusCode).toBe(200);
  });

  it('GET /api/logout without a session simply goes home', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/logout' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});
