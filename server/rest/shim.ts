import type { FastifyReply, FastifyRequest } from 'fastify';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { z } from 'zod';
import type { Page } from '../../src/paging.ts';
import { DomainError, TooManyRequestsError } from '../../src/domain-error.ts';
import { DEFAULT_LOCALE, isLocale, LOCALE_HEADER, type Locale } from '../../src/locales.ts';
import type { RequestScope } from '../modules/request-scope.ts';
import { createContext } from '../trpc/context.ts';
import { publicMessage, toTRPCError } from '../trpc/errors.ts';
import { createCaller } from '../trpc/root.ts';

/**
 * The documented /api paths are thin shims over the tRPC procedures: parse the HTTP request,
 * call the same procedure through a caller (so validation, authorisation and errors are the
 * procedure's own), and answer failures with the procedure's HTTP status and a JSON `{message}`.
 *
 * They answer in English, the documented contract, whatever language a visitor's cookie remembers;
 * a caller that names a language in the LOCALE_HEADER (the shop's own returns page, whose photos
 * only REST carries) is answered in it, and so are the e-mails its call sends.
 */

/**
 * The language the request names in the LOCALE_HEADER, if any: the call's scope's (none: English, and
 * nothing is remembered on an account from a call that named no language).
 */
function namedLocale(request: FastifyRequest): Locale | undefined {
  const named = request.headers[LOCALE_HEADER];
  return isLocale(named) ? named : undefined;
}

/** What a REST answer is written in: the language the request names, else English (the documented contract). */
export const restLocale = (request: FastifyRequest): Locale => namedLocale(request) ?? DEFAULT_LOCALE;

export type Caller = ReturnType<typeof createCaller>;

export const ErrorBody = z.object({ message: z.string() });

export function callProcedure<T>(call: (caller: Caller, request: FastifyRequest, reply: FastifyReply) => Promise<T>) {
  return withScope((scope, request, reply) => call(createCaller(scope), request, reply));
}

/**
 * For the few paths that no procedure can serve (a multipart upload, image bytes): `handle` gets the
 * request's scope, as a procedure's context, and its failures are answered as a procedure's are.
 */
export function withScope<T>(handle: (scope: RequestScope, request: FastifyRequest, reply: FastifyReply) => Promise<T>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await handle({ ...createContext({ req: request, res: reply }), locale: namedLocale(request) }, request, reply);
    } catch (thrown) {
      const error = toTRPCError(thrown);
      const status = getHTTPStatusCodeFromError(error);
      // An outside service that failed or is not configured (a DomainError) is said in the answer; ours is a bug.
      if (status >= 500 && error.cause instanceof DomainError) request.log.warn({ reason: error.message }, 'procedure refused');
      else if (status >= 500) request.log.error({ err: error.cause ?? error }, 'procedure failed');
      if (error.cause instanceof TooManyRequestsError) reply.header('retry-after', error.cause.retryAfterSeconds);
      return reply.code(status).send({ message: publicMessage(error, restLocale(request)) });
    }
  };
}

/** The `:id` of a path such as /api/admin/coupons/:id, as text: the procedure's schema reads it as a number. */
export const pathId = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * A Fastify response schema from zod: it fixes the wire shape and keeps unlisted columns out. Several
 * success statuses share the shape (201 made, 202 accepted and still under way).
 */
export function responseSchema(success: z.ZodType, statuses: 200 | 201 | readonly (200 | 201 | 202)[] = 200) {
  const json = (schema: z.ZodType) => {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
    return rest;
  };
  const successes = Object.fromEntries((typeof statuses === 'number' ? [statuses] : statuses).map((status) => [status, json(success)]));
  return { ...successes, '4xx': json(ErrorBody), '5xx': json(ErrorBody) };
}

/**
 * A page of a list as the REST paths answer it (GET /api/products first): the body stays the plain
 * array, and the page around it travels in headers, X-Total-Count and X-Next-Cursor (absent on the last page).
 */
export function pageReply<Item>(reply: FastifyReply, page: Page<Item>): Item[] {
  if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
  reply.header('x-total-count', page.total);
  if (page.totalCapped) reply.header('x-total-count-capped', 'true');
  return page.items;
}
