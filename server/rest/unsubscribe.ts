import type { FastifyInstance } from 'fastify';
import { Unsubscribed } from '../../src/marketing.ts';
import { callProcedure, responseSchema } from './shim.ts';

/**
 * POST /api/unsubscribe/{token}: the one-click unsubscribe of RFC 8058, which a mail client POSTs to the
 * List-Unsubscribe link with the body `List-Unsubscribe=One-Click`. Its own plugin, so its form parser
 * changes nothing for the rest of the app. A GET does nothing (link scanners open links): the page
 * /unsubscribe/{token} asks first.
 */
export async function unsubscribeRoute(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(
    '/api/unsubscribe/:token',
    // The guard against forged requests lets its form body through (http/security.ts).
    { config: { formBody: true }, schema: { response: responseSchema(Unsubscribed) } },
    callProcedure((caller, request) => caller.marketing.unsubscribe({ token: (request.params as { token: string }).token })),
  );
}
