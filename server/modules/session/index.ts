/**
 * Sessions: one request's session (read only when asked for) and the sessions table. What other parts
 * of the shop may call is exported here; the rest of the folder is its inside.
 */
export { RequestSession, type CookieJar } from './request-session.ts';
export { purgeExpiredSessions } from './session.store.ts';
