import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import type { AttemptLimiter } from '../accounts/attemptLimiter';
import { DomainError } from '../domainError';
import type { ServerMessageCode } from '../i18n/serverMessages';
import { clientKey } from './clientKey';

export type { AttemptLimiter };

/**
 * Every limit on attempts (SPEC §11.5, issue 26), built with rate-limiter-flexible. A call
 * uses up an attempt *before* the work it guards (consume, then verify): a check that reads a
 * count, verifies and records a failure afterwards lets requests sent in parallel all read the
 * count from before any of them. With PostgreSQL the counts live in `attempt_limits`
 * (migration 008), one atomic upsert per attempt, shared by every instance; the embedded
 * database admits one process, so there they live in that process's memory.
 */

export interface AttemptLimits {
  /** Every /auth/* call, per client address (IPv6 per /64): AUTH_RATE_LIMIT a minute. */
  authPerClient: AttemptLimiter;
  /**
   * Sign-in steps — a password, then a code when 2FA is on — per normalised e-mail address,
   * whether or not it has an account, so a throttled unknown address answers exactly as a
   * throttled account does.
   */
  signInPerAccount: AttemptLimiter;
  /** Codes on signed-in calls (withdrawals, the address book, turning 2FA off), per user. */
  codesPerUser: AttemptLimiter;
  /** Money calls, per signed-in user: MONEY_RATE_LIMIT a minute. */
  moneyPerUser: AttemptLimiter;
  /** Stops the sweep of ended windows. */
  close(): void;
}

/** Codes on signed-in calls: 10 attempts in 15 minutes, then 15 minutes of 429. */
export const SECOND_FACTOR_CODE_LIMIT = { maxAttempts: 10, windowMs: 15 * 60_000 };

const TABLE = 'attempt_limits';
const SWEEP_EVERY_MS = 60_000;

/**
 * An e-mail address as a sign-in key: fixed length whatever was typed, and the addresses
 * people mistype are not kept in the clear.
 */
const emailKey = (email: string) => createHash('sha256').update(email).digest('base64url');

/**
 * RateLimiterPostgres's view of the database: it sends `{ text, values }` (plus a statement
 * name, not needed here) and reads `rows` and `rowCount`. Going through the server's own
 * Queryable keeps pg inside db/ and strips values from errors like every other query.
 * `rowCount` is the rows returned — what the library reads it for on SELECT; after its
 * DELETE it would say whether a key existed, which nothing here asks.
 */
function limiterStoreClient(db: Queryable) {
  return {
    async query({ text, values = [] }: { text: string; values?: unknown[] }) {
      const rows = await db.query(text, values);
      return { rows, rowCount: rows.length };
    },
  };
}

interface LimitSpec {
  /** Keeps the limits apart in one table: the key is "<name>:<subject key>". */
  name: string;
  maxAttempts: number;
  windowMs: number;
  /** Once the attempts are used up, refused for this long from then; 0 = to the window's end. */
  blockMs: number;
  keyOf: (subject: string) => string;
  /** Its 429's message, which says how long to wait (`{wait}`). */
  refusal: ServerMessageCode;
}

function limiterFor(store: RateLimiterAbstract, { keyOf, refusal }: LimitSpec): AttemptLimiter {
  return {
    async consume(subject) {
      try {
        await store.consume(keyOf(subject));
      } catch (refused) {
        // A database error is not a refusal: it fails the request (500) like any other query.
        if (!(refused instanceof RateLimiterRes)) throw refused;
        throw new DomainError('too_many', refusal, {
          values: { wait: { waitMs: refused.msBeforeNext } },
          retryAfterMs: refused.msBeforeNext,
        });
      }
    },
    async refund(subject) {
      await store.reward(keyOf(subject));
    },
    async reset(subject) {
      await store.delete(keyOf(subject));
    },
  };
}

/** The limits of one app, from its config, on the engine `db` is. */
export function attemptLimits(db: Database, config: AppConfig): AttemptLimits {
  const storeClient = db.kind === 'postgres' ? limiterStoreClient(db) : undefined;
  const build = (spec: LimitSpec) => {
    const options = {
      keyPrefix: spec.name,
      points: spec.maxAttempts,
      duration: spec.windowMs / 1000,
      blockDuration: spec.blockMs / 1000,
    };
    const store = storeClient
      ? new RateLimiterPostgres({
          ...options,
          storeClient,
          storeType: 'pool',
          tableName: TABLE,
          tableCreated: true,
          // Its own timer would outlive the app; the sweep below stops with it.
          clearExpiredByTimeout: false,
        })
      : new RateLimiterMemory(options);
    return limiterFor(store, spec);
  };
  const limits = {
    authPerClient: build({
      name: 'auth',
      maxAttempts: config.authRateLimit.max,
      windowMs: config.authRateLimit.windowMs,
      blockMs: 0,
      keyOf: clientKey,
      refusal: 'too_many_requests',
    }),
    signInPerAccount: build({
      name: 'sign-in',
      maxAttempts: config.accountSignInLimit.maxAttempts,
      windowMs: config.accountSignInLimit.windowMs,
      // A finite block: it slows guessing down, and once it has passed the owner's right
      // password gets in again. Attempts during it do not make it longer.
      blockMs: config.accountSignInLimit.windowMs,
      keyOf: emailKey,
      refusal: 'too_many_sign_in_attempts',
    }),
    codesPerUser: build({
      name: 'codes',
      ...SECOND_FACTOR_CODE_LIMIT,
      blockMs: SECOND_FACTOR_CODE_LIMIT.windowMs,
      keyOf: (userId) => userId,
      refusal: 'too_many_wrong_codes',
    }),
    moneyPerUser: build({
      name: 'money',
      maxAttempts: config.moneyRateLimit.max,
      windowMs: config.moneyRateLimit.windowMs,
      blockMs: 0,
      keyOf: (userId) => userId,
      refusal: 'too_many_requests',
    }),
  };

  if (!storeClient) return { ...limits, close: () => undefined };
  // A window that has ended is a dead row (the next attempt would start it afresh anyway);
  // any instance may delete it, now and then, so the table stays the size of recent clients.
  const sweep = setInterval(() => {
    // A sweep that fails (the database briefly away) changes nothing; the next one catches up.
    db.query(`DELETE FROM ${TABLE} WHERE expire < $1`, [Date.now()]).catch(() => undefined);
  }, SWEEP_EVERY_MS);
  sweep.unref();
  return { ...limits, close: () => clearInterval(sweep) };
}
