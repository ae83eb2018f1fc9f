import {
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { DomainError } from '../modules/common/domain-error.ts';
import { asDriverException } from '../modules/common/typed-sql.ts';

/**
 * The one place where failures become tRPC errors. Expected failures keep a message a person can
 * act on; anything unexpected becomes INTERNAL_SERVER_ERROR whose message never leaves the server.
 */
export function toTRPCError(thrown: unknown): TRPCError {
  if (thrown instanceof TRPCError) return thrown;
  const error = asDriverException(thrown);
  if (error instanceof DomainError) return new TRPCError({ code: error.code, message: error.message, cause: error });
  if (error instanceof ZodError) return new TRPCError({ code: 'BAD_REQUEST', message: zodMessage(error), cause: error });
  if (error instanceof NotFoundError) return new TRPCError({ code: 'NOT_FOUND', message: 'Not found', cause: error });
  if (error instanceof UniqueConstraintViolationException) {
    return new TRPCError({ code: 'CONFLICT', message: 'That already exists', cause: error });
  }
  if (
    error instanceof CheckConstraintViolationException ||
    error instanceof NotNullConstraintViolationException ||
    error instanceof ForeignKeyConstraintViolationException
  ) {
    return new TRPCError({ code: 'BAD_REQUEST', message: 'The request breaks a rule of the shop', cause: error });
  }
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_MESSAGE, cause: error });
}

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** One readable sentence for invalid input, e.g. "email: Invalid email address". */
export function zodMessage(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** The message a client may see for an error that already is a TRPCError. */
export function publicMessage(error: TRPCError): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return INTERNAL_MESSAGE;
  if (error.cause instanceof ZodError) return zodMessage(error.cause);
  return error.message;
}
