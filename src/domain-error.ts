/**
 * An expected failure that a person can act on. Services throw it; the tRPC error middleware
 * turns its code into the matching HTTP status, and its message reaches the client unchanged.
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

export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** A word a page can act on beside the code (`gone`: a print that has left the shop, answered 410 as a page); it reaches the client as `error.data.reason`. */
    readonly reason: string | null = null,
  ) {
    super(message);
  }
}

/** A number of whole minutes as a message says it: "1 minute", "8 minutes". */
export const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

/** Thrown as a 429; REST answers also carry its wait in a Retry-After header. */
export class TooManyRequestsError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }

  /** The usual refusal: "<what>. Please try again in 9 minutes." */
  static tryAgainIn(retryAfterSeconds: number, what: string) {
    return new TooManyRequestsError(retryAfterSeconds, `${what}. Please try again in ${minutesText(Math.ceil(retryAfterSeconds / 60))}.`);
  }
}
