import { englishMessage, type MessageValues, type ServerMessageCode } from './i18n/serverMessages';

/**
 * A refusal by a rule of the product, named by a stable code whose message (in the catalogue,
 * src/i18n/locales/<language>/server.json) is written for the person who made the request.
 * Domain code (accounts/, security/) throws it and never speaks HTTP; the HTTP layer turns each
 * kind into its status and the code into the message in the request's language, in one place
 * (http/errors.ts).
 */
export type DomainErrorKind =
  /** The request itself is not acceptable (a rule about its values). */
  | 'invalid'
  /** Who is asking is not established: no session, or a failed sign-in. */
  | 'unauthenticated'
  /** Established, but not allowed: a missing or wrong second factor, a rule of the account. */
  | 'forbidden'
  /** Not among the caller's own things (or not there at all: the two look the same). */
  | 'not_found'
  /** In conflict with the account's state (already on, a duplicate, too many pending). */
  | 'conflict'
  /** Too many attempts; try again after `retryAfterMs`. */
  | 'too_many'
  /** The server cannot take it now; try again after `retryAfterMs`. */
  | 'unavailable';

export interface DomainErrorDetails {
  /** What the message's `{placeholders}` say. */
  values?: MessageValues;
  /**
   * The `code` the answer carries when it is not the message's own: a client acts on it (both
   * step-up refusals say `reauth_required`, each with its own message).
   */
  answerCode?: ServerMessageCode;
  retryAfterMs?: number;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ServerMessageCode,
    readonly details: DomainErrorDetails = {},
  ) {
    super(englishMessage(code, details.values));
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown, kind?: DomainErrorKind): error is DomainError =>
  error instanceof DomainError && (kind === undefined || error.kind === kind);
