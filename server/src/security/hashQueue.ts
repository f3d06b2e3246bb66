import { DomainError } from '../domainError';
import { englishMessage } from '../i18n/serverMessages';
import { hashSecret, verifySecret, type ScryptCost } from './hashing';

/** How many scrypt hashes may run at once, and how many may wait for a turn. */
export interface HashingLimits {
  concurrency: number;
  queueLimit: number;
}

export const SERVER_BUSY = englishMessage('server_busy');

/** A full queue asks the client to come back after this long. */
const BUSY_RETRY_MS = 1_000;

export interface HashQueue {
  hash(secret: string, cost: ScryptCost): Promise<string>;
  verify(secret: string, stored: string): Promise<boolean>;
  /** Runs `work` in a turn of its own; what `hash` and `verify` go through. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Bounds the hashing a burst of sign-ins and sign-ups can start. A production hash holds
 * 128 MiB and a core for a few hundred milliseconds, and Node runs it on libuv's small thread
 * pool, which DNS look-ups and file reads share: unbounded, fifty attempts at once would take
 * memory in proportion and queue everything else behind them. At most `concurrency` run;
 * up to `queueLimit` wait their turn in order; past that the request is answered at once,
 * 503 `{ message }` with Retry-After, rather than kept waiting for seconds.
 */
export function hashQueue({ concurrency, queueLimit }: HashingLimits): HashQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < concurrency) running += 1;
    else if (waiting.length < queueLimit) await new Promise<void>((turn) => waiting.push(turn));
    else throw new DomainError('unavailable', 'server_busy', { retryAfterMs: BUSY_RETRY_MS });
    try {
      return await work();
    } finally {
      // The turn passes straight to the next in line, so `running` counts it still.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    run,
    hash: (secret, cost) => run(() => hashSecret(secret, cost)),
    verify: (secret, stored) => run(() => verifySecret(secret, stored)),
  };
}
