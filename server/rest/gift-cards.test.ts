import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminGiftCard, IssuedGiftCard } from '../../src/gift-cards.ts';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { query } from '../test/checkout-fixtures.ts';
import { resetDatabase } from '../test/database.ts';
import { ADMIN_EMAIL, createUser, SUPPORT_STAFF_EMAIL, testApp } from '../test/helpers.ts';
import { sessionCookieFor } from '../test/return-fixtures.ts';

/** The gift card paths over HTTP (issue 39, docs/api.md): the balance check and the Gift Cards tab's calls. */

let app: App;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());
beforeEach(resetDatabase);

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, cookie: string | null, payload?: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}), cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });
const adminCookie = async () => sessionCookieFor(app, await createUser({ email: ADMIN_EMAIL }));

const CARD = { amount: 120, recipientEmail: 'friend@example.com', recipientName: 'Ada' };

async function issue(): Promise<{ cookie: string; card: IssuedGiftCard }> {
  const cookie = await adminCookie();
  const answer = await call('POST', '/api/admin/gift-cards', cookie, CARD);
  expect(answer.statusCode).toBe(201);
  return { cookie, card: answer.json() };
}

describe('POST /api/admin/gift-cards and the card’s corrections', () => {
  it('issues a card with its code, shown this once, then lists, adjusts and voids it', async () => {
    const { cookie, card } = await issue();
    expect(card).toMatchObject({ balance: '120.00', recipientEmail: 'friend@example.com', code: expect.stringMatching(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/) });

    const listed = await call('GET', '/api/admin/gift-cards?limit=10', cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('1');
    const [row] = listed.json() as AdminGiftCard[];
    expect(row).toMatchObject({ id: card.id, last4: card.last4 });
    expect(JSON.stringify(row)).not.toContain(card.code);

    const adjusted = await call('POST', `/api/admin/gift-cards/${card.id}/adjust`, cookie, { amount: '-20', reason: 'Part refunded by cheque' });
    expect(adjusted.statusCode).toBe(200);
    expect(adjusted.json()).toMatchObject({ balance: '100.00' });
    const voided = await call('POST', `/api/admin/gift-cards/${card.id}/void`, cookie, { reason: 'Sent in error' });
    expect(voided.json()).toMatchObject({ balance: '0.00', voidedAt: expect.any(String) });
    expect(await query('select action from admin_audit order by id')).toEqual([{ action: 'gift_card.issue' }, { action: 'gift_card.adjust' }, { action: 'gift_card.void' }]);
  });

  it('answers bad input with a 400 and its message, an unknown card with 404, and writes nothing', async () => {
    const cookie = await adminCookie();
    const tooSmall = await call('POST', '/api/admin/gift-cards', cookie, { ...CARD, amount: 10 });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json()).toEqual({ message: 'amount: A gift card is from $25 to $2,000.' });
    const noReason = await call('POST', '/api/admin/gift-cards/999999/void', cookie, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ message: 'reason: Reason is required' });
    const unknown = await call('POST', '/api/admin/gift-cards/999999/adjust', cookie, { amount: 5, reason: 'Goodwill' });
    expect(unknown.statusCode).toBe(404);
    expect(await query('select id from gift_cards union all select id from admin_audit')).toEqual([]);
  });

  it.each([
    ['GET', '/api/admin/gift-cards'],
    ['POST', '/api/admin/gift-cards', CARD],
    ['POST', '/api/admin/gift-cards/1/void', { reason: 'No' }],
    ['POST', '/api/admin/gift-cards/1/adjust', { amount: 5, reason: 'No' }],
  ] as [Method, string, object?][])('%s %s: 401 without a session, 403 for support staff and customers', async (method, url, payload) => {
    expect((await call(method, url, null, payload)).statusCode).toBe(401);
    for (const email of [SUPPORT_STAFF_EMAIL, 'shopper@example.com']) {
      const refused = await call(method, url, await sessionCookieFor(app, await createUser({ email })), payload);
      expect(refused.statusCode).toBe(403);
    }
    expect(await query('select id from gift_cards')).toEqual([]);
  });
});

describe('GET /api/gift-cards/{code}', () => {
  it('answers the balance, currency and last four for the code however it is typed', async () => {
    const { card } = await issue();
    for (const typed of [card.code, card.code.replaceAll('-', '').toLowerCase(), card.code.replaceAll('-', ' ')]) {
      const answer = await call('GET', `/api/gift-cards/${encodeURIComponent(typed)}`, null);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ balance: '120.00', currency: 'USD', last4: card.last4 });
    }
  });

  it('answers 400 for a malformed code, 404 for an unknown one, and 429 after repeated failures', async () => {
    const malformed = await call('GET', '/api/gift-cards/ABC', null);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'code: A gift card code has 16 letters and digits, like ABCD-EFGH-JKMN-PQRS.' });
    const attempt = (n: number) => call('GET', `/api/gift-cards/AAAA-BBBB-CCCC-${String(2222 + n).replace(/[01]/g, '9')}`, null, undefined, '198.51.100.40');
    const unknown = await attempt(0);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'There is no gift card with this code. Please check it and try again.' });
    for (let n = 1; n < 30; n += 1) expect((await attempt(n)).statusCode).toBe(404);
    const limited = await attempt(30);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many gift card attempts. Please try again in 10 minutes.' });
  });
});
