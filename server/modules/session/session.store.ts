import { randomBytes } from 'node:crypto';
import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';

/**
 * Sessions in the `sessions` table. Rows are read and written with plain SQL: a session is
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

export async function loadSession(em: EntityManager, sid: string): Promise<LoadedSession | null> {
  const rows = await em
    .getConnection()
    .execute<{ sess: SessionData; expire: Date }[]>('select sess, expire from sessions where sid = ? and expire > now()', [sid]);
  const row = rows[0];
  return row ? { sid, data: row.sess, expire: new Date(row.expire) } : null;
}

export async function saveSession(em: EntityManager, sid: string, data: SessionData): Promise<Date> {
  const expire = new Date(Date.now() + SESSION_TTL_MS);
  await em
    .getConnection()
    .execute(
      'insert into sessions (sid, sess, expire) values (?, ?, ?) on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire',
      [sid, JSON.stringify(data), expire],
    );
  return expire;
}

/** Extends a session that is in use, at most about once a day. */
export async function touchSession(em: EntityManager, session: LoadedSession): Promise<void> {
  if (session.expire.getTime() - Date.now() > TOUCH_WHEN_REMAINING_MS) return;
  session.expire = new Date(Date.now() + SESSION_TTL_MS);
  await em.getConnection().execute('update sessions set expire = ? where sid = ?', [session.expire, session.sid]);
}

export async function deleteSession(em: EntityManager, sid: string): Promise<void> {
  await em.getConnection().execute('delete from sessions where sid = ?', [sid]);
}

/** Removes expired rows; returns how many. */
export async function purgeExpiredSessions(em: EntityManager): Promise<number> {
  const result = await em.getConnection().execute<QueryResult>('delete from sessions where expire <= now()', [], 'run');
  return result.affectedRows;
}
