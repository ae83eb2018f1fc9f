import {
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { MAX_BATCH_CALLS } from '../../src/trpc-limits.ts';
import { DomainError } from '../../src/domain-error.ts';
import { asDriverException } from '../modules/common/index.ts';

/**
 * The one place where failures become tRPC errors, and where it is decided what a client may read.
 * Only messages we wrote reach it: our own refusals and the input schemas' messages. Anything
 * unexpected becomes INTERNAL_SERVER_ERROR, and tRPC's own refusals of a malformed request (whose
 * text may be that of whatever failed: a JSON parser's, superjson's, a stack overflow's) get ours.
 */

/** A TRPCError whose message was written for the client. */
class ShopError extends TRPCError {}

export function toTRPCError(thrown: unknown): TRPCError {
  if (thrown instanceof TRPCError) return thrown;
  // Statements run through Kysely fail with the driver's own error; read it as MikroORM's.
  const error = asDriverException(thrown);
  if (error instanceof DomainError) return new ShopError({ code: error.code, message: error.message, cause: error });
  if (error instanceof ZodError) return new ShopError({ code: 'BAD_REQUEST', message: zodMessage(error), cause: error });
  if (error instanceof NotFoundError) return new ShopError({ code: 'NOT_FOUND', message: 'Not found', cause: error });
  if (error instanceof UniqueConstraintViolationException) {
    return new ShopError({ code: 'CONFLICT', message: 'That already exists', cause: error });
  }
  if (
    error instanceof CheckConstraintViolationException ||
    error instanceof NotNullConstraintViolationException ||
    error instanceof ForeignKeyConstraintViolationException
  ) {
    return new ShopError({ code: 'BAD_REQUEST', message: 'The request breaks a rule of the shop', cause: error });
  }
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_MESSAGE, cause: error });
}

/** The reason a DomainError gave beside its code (DomainError.reason); null for any other failure. */
export function errorReason(error: unknown): string | null {
  const cause = error instanceof TRPCError ? error.cause : error;
  return cause instanceof DomainError ? cause.reason : null;
}

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

export const JSON_ONLY = 'Send the input as JSON.';

/** Ours for tRPC's refusals of a request it could not read or route. */
const REQUEST_REFUSALS: Partial<Record<TRPCError['code'], string>> = {
  BAD_REQUEST: `This request could not be read: send JSON input, and at most ${MAX_BATCH_CALLS} calls in one batch.`,
  NOT_FOUND: 'There is no such call.',
  METHOD_NOT_SUPPORTED: 'Call queries with GET and mutations with POST.',
  UNSUPPORTED_MEDIA_TYPE: JSON_ONLY,
  PAYLOAD_TOO_LARGE: 'This request is too large.',
};

/** One readable sentence for invalid input, e.g. "email: Invalid email address". */
export function zodMessage(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** The message a client may see for an error that already is a TRPCError. */
export function publicMessage(error: TRPCError): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return INTERNAL_MESSAGE;
  // tRPC's own refusal of an input that its schema did not accept.
  if (error.cause instanceof ZodError) return zodMessage(error.cause);
  if (error instanceof ShopError) return error.message;
  return REQUEST_REFUSALS[error.code] ?? 'This request could not be handled.';
}
