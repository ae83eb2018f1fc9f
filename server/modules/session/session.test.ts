import { beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { RequestSession, type CookieJar } from './request-session.ts';
import { loadSession, purgeExpiredSessions, saveSession } from './session.store.ts';

beforeEach(resetDatabase);

function jar(initial?: string) {
  const state = { sid: initial, sets: 0 };
  const cookies: CookieJar = {
    get: () => state.sid,
    set: (sid) => {
      state.sid = sid;
      state.sets += 1;
    },
    clear: () => {
      state.sid = undefined;
    },
  };
  return { state, cookies };
}

async function count() {
  const { em } = await testOrm();
  const [row] = await em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from sessions');
  return row?.n;
}

describe('sessions', () => {
  it('are only created when something needs one', async () => {
    const em = (await testOrm()).em.fork();
    const { state, cookies } = jar();
    const session = new RequestSession(em, cookies);
    expect(await session.data()).toEqual({});
    expect(await count()).toBe(0);
    expect(state.sets).toBe(0);

    const sid = await session.ensureId();
    expect(await session.ensureId()).toBe(sid);
    expect(state).toEqual({ sid, sets: 1 });
    expect(await count()).toBe(1);
  });

  it('get a new id on regenerate, and the old id stops working', async () => {
    const em = (await testOrm()).em.fork();
    const { state, cookies } = jar();
    const session = new RequestSession(em, cookies);
    const before = await session.ensureId();
    const after = await session.regenerate({ userId: 7 });
    expect(after.sid).not.toBe(before);
    expect(state.sid).toBe(after.sid);
    expect(await loadSession(em, before)).toBeNull();
    expect((await loadSession(em, after.sid))?.data).toEqual({ userId: 7 });
  });

  it('are gone after destroy, and an unknown id reads as no session', async () => {
    const em = (await testOrm()).em.fork();
    await saveSession(em, 'known', { userId: 1 });
    const { state, cookies } = jar('known');
    await new RequestSession(em, cookies).destroy();
    expect(state.sid).toBeUndefined();
    expect(await count()).toBe(0);
    expect(await new RequestSession(em, jar('forged').cookies).load()).toBeNull();
  });

  it('expired rows are not read, and are purged', async () => {
    const { em } = await testOrm();
    await saveSession(em, 'fresh', {});
    await saveSession(em, 'stale', {});
    await em.getConnection().execute("update sessions set expire = now() - interval '1 minute' where sid = 'stale'");
    expect(await loadSession(em, 'stale')).toBeNull();
    expect(await purgeExpiredSessions(em)).toBe(1);
    expect(await count()).toBe(1);
  });
});
