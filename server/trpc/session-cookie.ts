import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieJar } from '../modules/session/index.ts';

export const SESSION_COOKIE = 'shop.sid';

/**
 * The session id in a signed, HttpOnly, SameSite=Lax cookie. Secure whenever the request came
 * over HTTPS (directly or, with TRUST_PROXY, through a proxy), which is always so in production.
 */
export function cookieJarFor(request: FastifyRequest, reply: FastifyReply): CookieJar {
  const options = () => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    signed: true,
  });
  return {
    get() {
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) return undefined;
      const unsigned = request.unsignCookie(raw);
      return unsigned.valid && unsigned.value ? unsigned.value : undefined;
    },
    set(sid, expires) {
      reply.setCookie(SESSION_COOKIE, sid, { ...options(), expires });
    },
    clear() {
      reply.clearCookie(SESSION_COOKIE, options());
    },
  };
}
