import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AccountUser, CodeSent } from '../../src/auth.ts';
import { inLocale, LOCALE_COOKIE, requestLocale } from '../../src/locales.ts';
import { callProcedure, responseSchema } from './shim.ts';

/**
 * The documented auth calls (spec section 7) and the two sign-in/out navigations (section 2).
 * Bodies are parsed by the procedures' own zod schemas.
 */
export async function authRoutes(app: FastifyInstance) {
  app.get(
    '/api/auth/user',
    { schema: { response: responseSchema(AccountUser) } },
    callProcedure((caller) => caller.auth.user()),
  );

  app.get(
    '/api/auth/client-types',
    { schema: { response: responseSchema(z.array(z.object({ value: z.string(), label: z.string() }))) } },
    callProcedure((caller) => caller.auth.clientTypes()),
  );

  const body = (request: { body: unknown }) => request.body as never;

  app.post(
    '/api/auth/send-signup-code',
    { schema: { response: responseSchema(CodeSent) } },
    callProcedure((caller, request) => caller.auth.sendSignupCode(body(request))),
  );
  app.post(
    '/api/auth/verify-signup-code',
    { schema: { response: responseSchema(AccountUser) } },
    callProcedure((caller, request) => caller.auth.verifySignupCode(body(request))),
  );
  app.post(
    '/api/auth/send-login-code',
    { schema: { response: responseSchema(CodeSent) } },
    callProcedure((caller, request) => caller.auth.sendLoginCode(body(request))),
  );
  app.post(
    '/api/auth/verify-login-code',
    { schema: { response: responseSchema(AccountUser) } },
    callProcedure((caller, request) => caller.auth.verifyLoginCode(body(request))),
  );

  // To the page in the visitor's remembered language (cookie `locale`): /login, or /de/login.
  const inVisitorsLanguage = (request: FastifyRequest, path: string) => inLocale(requestLocale(undefined, request.cookies[LOCALE_COOKIE]), path);
  app.get('/api/login', (request, reply) => reply.redirect(inVisitorsLanguage(request, '/login')));

  app.get(
    '/api/logout',
    callProcedure(async (caller, request, reply) => {
      // A cross-site page must not sign a shopper out by linking here (SameSite=Lax still sends the
      // cookie on top-level navigations); browsers say where a navigation came from.
      if (request.headers['sec-fetch-site'] !== 'cross-site') await caller.auth.logout();
      return reply.redirect(inVisitorsLanguage(request, '/'));
    }),
  );
}
