import {
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';
import { tx } from '../../src/i18n-text.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/locales.ts';
import type { ShopText } from '../../src/shop-text.ts';
import { MAX_BATCH_CALLS } from '../../src/trpc-limits.ts';
import { DomainError } from '../../src/domain-error.ts';
import { shopTexts } from '../integrations/texts.ts';
import { asDriverException } from '../modules/common/index.ts';

/**
 * The one place where failures become tRPC errors, and where it is decided what a client may read, and
 * in which language. Only messages we wrote reach it: our own refusals and the input schemas' messages,
 * each a catalog text (`tx('…')`) said in the caller's language (English: the spec's words, exactly).
 * Anything unexpected becomes INTERNAL_SERVER_ERROR, and tRPC's own refusals of a malformed request
 * (whose text may be that of whatever failed: a JSON parser's, superjson's, a stack overflow's) get ours.
 */

/** A TRPCError whose message was written for the client: `said` is that message as a catalog text. */
class ShopError extends TRPCError {
  readonly said: ShopText;

  constructor({ said, ...options }: ConstructorParameters<typeof TRPCError>[0] & { said: ShopText }) {
    super(options);
    this.said = said;
  }
}

const shopError = (code: TRPCError['code'], text: string, cause: unknown) => new ShopError({ code, message: text, said: { text }, cause });

export function toTRPCError(thrown: unknown): TRPCError {
  if (thrown instanceof TRPCError) return thrown;
  // Statements run through Kysely fail with the driver's own error; read it as MikroORM's.
  const error = asDriverException(thrown);
  if (error instanceof DomainError) return new ShopError({ code: error.code, message: error.message, said: error.said, cause: error });
  // Its message is made in the caller's language where it is answered (publicMessage).
  if (error instanceof ZodError) return shopError('BAD_REQUEST', zodMessage(error), error);
  if (error instanceof NotFoundError) return shopError('NOT_FOUND', tx('Not found'), error);
  if (error instanceof UniqueConstraintViolationException) return shopError('CONFLICT', tx('That already exists'), error);
  if (
    error instanceof CheckConstraintViolationException ||
    error instanceof NotNullConstraintViolationException ||
    error instanceof ForeignKeyConstraintViolationException
  ) {
    return shopError('BAD_REQUEST', tx('The request breaks a rule of the shop'), error);
  }
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_MESSAGE, cause: error });
}

/** The reason a DomainError gave beside its code (DomainError.reason); null for any other failure. */
export function errorReason(error: unknown): string | null {
  const cause = error instanceof TRPCError ? error.cause : error;
  return cause instanceof DomainError ? cause.reason : null;
}

export const INTERNAL_MESSAGE = tx('Something went wrong on our side. Please try again.');

export const JSON_ONLY = 'Send the input as JSON.';

/** Ours for tRPC's refusals of a request it could not read or route (a program's mistakes: English only). */
const REQUEST_REFUSALS: Partial<Record<TRPCError['code'], string>> = {
  BAD_REQUEST: `This request could not be read: send JSON input, and at most ${MAX_BATCH_CALLS} calls in one batch.`,
  NOT_FOUND: 'There is no such call.',
  METHOD_NOT_SUPPORTED: 'Call queries with GET and mutations with POST.',
  UNSUPPORTED_MEDIA_TYPE: JSON_ONLY,
  PAYLOAD_TOO_LARGE: 'This request is too large.',
};

/** A catalog text in `locale`; English as written (the spec's words, exactly). */
const say = (locale: Locale, said: ShopText, english: string) => (locale === DEFAULT_LOCALE ? english : shopTexts().say(locale, said));

/** One readable sentence for invalid input, e.g. "email: Invalid email address", each schema's message in `locale`. */
export function zodMessage(error: ZodError, locale: Locale = DEFAULT_LOCALE): string {
  return error.issues
    .map((issue) => {
      const message = say(locale, { text: issue.message }, issue.message);
      return issue.path.length ? `${issue.path.join('.')}: ${message}` : message;
    })
    .join('; ');
}

/** Each field's messages in `locale`, for the forms (invalid input only). */
export function fieldErrors(error: TRPCError, locale: Locale = DEFAULT_LOCALE) {
  return error.cause instanceof ZodError ? z.flattenError(error.cause, (issue) => say(locale, { text: issue.message }, issue.message)).fieldErrors : null;
}

/** The message a client may see for an error that already is a TRPCError, in `locale`. */
export function publicMessage(error: TRPCError, locale: Locale = DEFAULT_LOCALE): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return say(locale, { text: INTERNAL_MESSAGE }, INTERNAL_MESSAGE);
  // tRPC's own refusal of an input that its schema did not accept.
  if (error.cause instanceof ZodError) return zodMessage(error.cause, locale);
  if (error instanceof ShopError) return say(locale, error.said, error.message);
  return REQUEST_REFUSALS[error.code] ?? 'This request could not be handled.';
}
