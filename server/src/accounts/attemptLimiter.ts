/**
 * A limit on attempts at something guessable (a password, a code), as the domain sees it. The
 * limits themselves (how many, for how long, where they are counted) are built in
 * http/attemptLimits.ts; a refusal is a DomainError of kind `too_many`.
 */
export interface AttemptLimiter {
  /** Uses up one attempt of `subject`, or refuses (`too_many`, with the wait). */
  consume(subject: string): Promise<void>;
  /** Gives back an attempt that was refused before any check (the server was busy). */
  refund(subject: string): Promise<void>;
  /** Starts `subject`'s count afresh (the owner proved who they are). */
  reset(subject: string): Promise<void>;
}
