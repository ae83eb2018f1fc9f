import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { compileOnce, runCompiled, shopSql } from '../common/index.ts';
import { sessionSql } from './tables.ts';

/**
 * Sessions in the `sessions` table. Rows are read and written with typed SQL: a session is
 * touched on many requests, and the entity path would only add hydration to each of them.
 */

export interface SessionData {
  userId?: number;
  [key: string]: unknown;
}

/** How long a session lives without use. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A session is extended when less than this remains, so not every request writes a row. */
const TOUCH_WHEN_REMAINING_MS = SESSION_TTL_MS - 24 * 60 * 60 * 1000;

export interface LoadedSession {
  sid: string;
  data: SessionData;
  expire: Date;
}

export const newSessionId = () => randomBytes(32).toString('base64url');

/** Compiled once: every request that carries a session cookie reads its row. */
const sessionById = compileOnce(['sid'], (parameter) =>
  shopSql.selectFrom('sessions').select(['sess', 'expire']).where('sid', '=', parameter<string>('sid')).where((eb) => eb('expire', '>', eb.fn<Date>('now'))),
);

export async function loadSession(em: EntityManager, sid: string): Promise<LoadedSession | null> {
  const [row] = await runCompiled(em, sessionById({ sid }));
  return row ? { sid, data: row.sess, expire: new Date(row.expire) } : null;
}

export async function saveSession(em: EntityManager, sid: string, data: SessionData): Promise<Date> {
  const expire = new Date(Date.now() + SESSION_TTL_MS);
  await sessionSql(em)
    .insertInto('sessions')
    // pg sends an object parameter as its JSON.
    .values({ sid, sess: data, expire })
    .onConflict((conflict) => conflict.column('sid').doUpdateSet((eb) => ({ sess: eb.ref('excluded.sess'), expire: eb.ref('excluded.expire') })))
    .execute();
  return expire;
}

/** Extends a session that is in use, at most about once a day. */
export async function touchSession(em: EntityManager, session: LoadedSession): Promise<void> {
  if (session.expire.getTime() - Date.now() > TOUCH_WHEN_REMAINING_MS) return;
  session.expire = new Date(Date.now() + SESSION_TTL_MS);
  await sessionSql(em).updateTable('sessions').set({ expire: session.expire }).where('sid', '=', session.sid).execute();
}

export async function deleteSession(em: EntityManager, sid: string): Promise<void> {
  await sessionSql(em).deleteFrom('sessions').where('sid', '=', sid).execute();
}

/** Removes expired rows; returns how many. */
export async function purgeExpiredSessions(em: EntityManager): Promise<number> {
  const result = await sessionSql(em).deleteFrom('sessions').where((eb) => eb('expire', '<=', eb.fn<Date>('now'))).executeTakeFirst();
  return Number(result.numDeletedRows);
}
