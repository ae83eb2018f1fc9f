import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { LOCALE_COOKIE, LOCALE_HEADER, requestLocale } from '../../src/locales.ts';
import { fromCdnHeaders } from '../integrations/geo.ts';
import { UserSchema, type User } from '../modules/user/index.ts';
import { RequestSession } from '../modules/session/index.ts';
import { cookieJarFor } from './session-cookie.ts';
import type { RequestScope } from '../modules/request-scope.ts';

/** What a call's scope is built from: everything but the lazily looked-up user. */
export type ContextDeps = Omit<RequestScope, 'currentUser' | 'setCurrentUser' | 'staffRole'>;

/**
 * The context of one call. Inner part: what procedures use, built by tests and REST shims alike.
 * The signed-in user is looked up lazily and at most once, so public reads never touch sessions.
 */
export function createContextInner(deps: ContextDeps): RequestScope {
  let user: Promise<User | null> | undefined;
  return {
    ...deps,
    currentUser(): Promise<User | null> {
      user ??= deps.session.data().then(({ userId }) =>
        typeof userId === 'number' ? deps.em.findOne(UserSchema, { id: userId }) : null,
      );
      return user;
    },
    /** After sign-in or sign-out within this call, so later reads see the new state. */
    setCurrentUser(next: User | null): void {
      user = Promise.resolve(next);
    },
    staffRole(candidate: Pick<User, 'email'>) {
      const email = candidate.email.toLowerCase();
      if (deps.adminEmails.includes(email)) return 'admin';
      return deps.supportEmails.includes(email) ? 'support' : null;
    },
  };
}

/** tRPC's context is the modules' request scope, nothing more: procedures hand it straight to the services. */
export type Context = RequestScope;

/** Outer part: reads the Fastify request. One EntityManager fork per request. */
export function createContext({ req, res }: Pick<CreateFastifyContextOptions, 'req' | 'res'>): Context {
  const em = req.server.orm.em.fork();
  return createContextInner({
    em,
    session: new RequestSession(em, cookieJarFor(req, res)),
    adminEmails: req.server.config.ADMIN_EMAILS,
    supportEmails: req.server.config.SUPPORT_EMAILS,
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    services: req.server.services,
    cdnLocation: fromCdnHeaders(req.headers, req.server.config),
    sanctions: { countries: req.server.config.SANCTIONED_COUNTRIES, regions: req.server.config.SANCTIONED_REGIONS },
    locale: requestLocale(req.headers[LOCALE_HEADER], req.cookies[LOCALE_COOKIE]),
    // 'close' comes once the response is out (or the client has gone): never before the answer.
    afterResponse: (task) =>
      res.raw.once('close', () => {
        task().catch((error: unknown) => req.log.error({ err: error }, 'work after the response failed'));
      }),
  });
}
