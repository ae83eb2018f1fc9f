import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { testApp } from '../test/helpers.ts';

let app: App;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());
beforeEach(resetDatabase);

const TOKEN = 'Tok3n_of-twenty-two_ch';
const unsubscribedAt = async () =>
  (await (await testOrm()).em.fork().execute<{ unsubscribed_at: Date | null }[]>('select unsubscribed_at from marketing_contacts where token = ?', [TOKEN]))[0]?.unsubscribed_at;

/** A mail client's one-click unsubscribe (RFC 8058): a form POST with no cookie and no Origin. */
const oneClick = (token: string, payload = 'List-Unsubscribe=One-Click') =>
  app.inject({ method: 'POST', url: `/api/unsubscribe/${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });

describe('POST /api/unsubscribe/{token}', () => {
  beforeEach(async () => {
    await (await testOrm()).em.fork().execute("insert into marketing_contacts (email, token, consented_at) values ('reader@example.com', ?, now())", [TOKEN]);
  });

  it('unsubscribes in one click, and again answers the same', async () => {
    const first = await oneClick(TOKEN);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ unsubscribed: true });
    const at = await unsubscribedAt();
    expect(at).toBeTruthy();
    expect((await oneClick(TOKEN)).json()).toEqual({ unsubscribed: true });
    // The first unsubscribe's time stays.
    expect(await unsubscribedAt()).toEqual(at);
  });

  it('answers 404 for a token no one was given, 400 for a malformed one, and changes nothing', async () => {
    const unknown = await oneClick('Z'.repeat(22));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'That unsubscribe link is not valid' });
    const malformed = await oneClick('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'token: That unsubscribe link is not valid' });
    expect(await unsubscribedAt()).toBeNull();
  });

  it('does nothing on a GET (a link scanner opening the link)', async () => {
    const opened = await app.inject({ method: 'GET', url: `/api/unsubscribe/${TOKEN}` });
    expect(opened.statusCode).toBe(404);
    expect(await unsubscribedAt()).toBeNull();
  });
});
