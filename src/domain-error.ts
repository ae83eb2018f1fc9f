import { inEnglish, type ShopText, type TextValues } from './shop-text.ts';

/**
 * An expected failure that a person can act on. Services throw it; the tRPC error middleware
 * turns its code into the matching HTTP status, and its message reaches the client in the caller's
 * language (server/trpc/errors.ts): a shopper's refusal is a catalog text (`tx('…')`) with its values
 * given apart, never filled in beforehand, and `message` is its English, the spec's words.
 * Part of the shared contract (src/) rather than a module's: the integrations throw it too
 * (PrintifyError), and they import no module.
 */
export type DomainErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNPROCESSABLE_CONTENT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYMENT_REQUIRED'
  /** An outside service (the print provider) refused or failed: the message says what to do. */
  | 'BAD_GATEWAY'
  /** An outside service the call needs is not configured. */
  | 'SERVICE_UNAVAILABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  /** 408: the client stopped sending, or took too long. */
  | 'TIMEOUT';

export interface DomainErrorOptions {
  /** The text's `{values}`. */
  values?: TextValues;
  /** A word a page can act on beside the code (`gone`: a print that has left the shop, answered 410 as a page); it reaches the client as `error.data.reason`. */
  reason?: string | null;
}

export class DomainError extends Error {
  override name = 'DomainError';
  /** What the message says, as a text the catalogs translate. */
  readonly said: ShopText;
  readonly reason: string | null;

  /** `text`: a catalog text (its values in `options`), or one kept with its values already. */
  constructor(
    readonly code: DomainErrorCode,
    text: string | ShopText,
    { values, reason = null }: DomainErrorOptions = {},
  ) {
    const said = typeof text === 'string' ? { text, values } : text;
    super(inEnglish(said));
    this.said = said;
    this.reason = reason;
  }
}

/** A number of whole minutes as a message says it: "1 minute", "8 minutes". */
export const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

/** Thrown as a 429; REST answers also carry its wait in a Retry-After header. */
export class TooManyRequestsError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    text: string,
    values?: TextValues,
  ) {
    super('TOO_MANY_REQUESTS', text, { values });
  }

  /**
   * The usual refusal, `refusal` a text that says what was asked too often and when to ask again in
   * `{minutes}`: "Too many codes requested. Please try again in 9 minutes."
   */
  static tryAgainIn(retryAfterSeconds: number, refusal: string) {
    return new TooManyRequestsError(retryAfterSeconds, refusal, { minutes: Math.ceil(retryAfterSeconds / 60) });
  }
}
