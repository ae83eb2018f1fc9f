import type { EntityManager } from '@mikro-orm/postgresql';
import {
  deleteSession,
  loadSession,
  newSessionId,
  saveSession,
  touchSession,
  type LoadedSession,
  type SessionData,
} from './session.store.ts';

/** Where the session id travels: the signed cookie of a request, or a test's own jar. */
export interface CookieJar {
  get(): string | undefined;
  set(sid: string, expires: Date): void;
  clear(): void;
}

/**
 * The session of one request. Nothing touches the database until a caller asks for the session,
 * and a visitor without one only gets a row (and a cookie) once something needs to be kept.
 */
export class RequestSession {
  private current: Promise<LoadedSession | null> | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly jar: CookieJar,
  ) {}

  load(): Promise<LoadedSession | null> {
    this.current ??= this.read();
    return this.current;
  }

  async data(): Promise<SessionData> {
    return (await this.load())?.data ?? {};
  }

  /** The session id, creating the session (and its cookie) when the visitor has none yet. */
  async ensureId(): Promise<string> {
    const session = await this.load();
    if (session) return session.sid;
    return (await this.start({})).sid;
  }

  async update(data: SessionData): Promise<void> {
    const session = await this.load();
    if (!session) {
      await this.start(data);
      return;
    }
    session.data = data;
    session.expire = await saveSession(this.em, session.sid, data);
  }

  /** Replaces the session id while keeping (or replacing) its data: call on sign-in, against fixation. */
  async regenerate(data: SessionData): Promise<LoadedSession> {
    const old = await this.load();
    if (old) await deleteSession(this.em, old.sid);
    return this.start(data);
  }

  async destroy(): Promise<void> {
    const session = await this.load();
    if (session) await deleteSession(this.em, session.sid);
    this.current = Promise.resolve(null);
    this.jar.clear();
  }

  private async start(data: SessionData): Promise<LoadedSession> {
    const sid = newSessionId();
    const expire = await saveSession(this.em, sid, data);
    const session = { sid, data, expire };
    this.current = Promise.resolve(session);
    this.jar.set(sid, expire);
    return session;
  }

  private async read(): Promise<LoadedSession | null> {
    const sid = this.jar.get();
    if (!sid) return null;
    const session = await loadSession(this.em, sid);
    if (!session) return null;
    await touchSession(this.em, session);
    return session;
  }
}
