import type { EntityManager } from '@mikro-orm/postgresql';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { Sanctions } from '../../src/locations.ts';
import { fromCdnHeaders, type GeoLocation } from '../integrations/geo.ts';
import { UserSchema, type User } from '../modules/user/user.entity.ts';
import { RequestSession } from '../modules/session/request-session.ts';
import { cookieJarFor } from '../http/session-cookie.ts';
import type { Services } from '../services.ts';

export interface ContextDeps {
  em: EntityManager;
  session: RequestSession;
  adminEmails: readonly string[];
  /** The client's address as Fastify sees it (after TRUST_PROXY). */
  ip: string;
  userAgent?: string;
  services: Services;
  /** Where the CDN in front says the visitor is (GEO_*_HEADER); absent or null without one. */
  cdnLocation?: GeoLocation;
  /** The sanctioned countries and regions (SANCTIONED_*); the defaults when absent. */
  sanctions?: Sanctions;
}

/**
 * The context of one call. Inner part: what procedures use, built by tests and REST shims alike.
 * The signed-in user is looked up lazily and at most once, so public reads never touch sessions.
 */
export function createContextInner(deps: ContextDeps) {
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
    isAdmin(candidate: Pick<User, 'email'>): boolean {
      return deps.adminEmails.includes(candidate.email.toLowerCase());
    },
  };
}

export type Context = ReturnType<typeof createContextInner>;

/** Outer part: reads the Fastify request. One EntityManager fork per request. */
export function createContext({ req, res }: Pick<CreateFastifyContextOptions, 'req' | 'res'>): Context {
  const em = req.server.orm.em.fork();
  return createContextInner({
    em,
    session: new RequestSession(em, cookieJarFor(req, res)),
    adminEmails: req.server.config.ADMIN_EMAILS,
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    services: req.server.services,
    cdnLocation: fromCdnHeaders(req.headers, req.server.config),
    sanctions: { countries: req.server.config.SANCTIONED_COUNTRIES, regions: req.server.config.SANCTIONED_REGIONS },
  });
}
