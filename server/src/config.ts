import type { FastifyServerOptions } from 'fastify';
import { PRODUCTION_SCRYPT_COST, type ScryptCost } from './security/hashing';
import type { HashingLimits } from './security/hashQueue';
import { offlineFeedPriceSource, type PriceSource } from './prices/priceSource';
import {
  DEFAULT_PRICE_MAX_AGE_SECONDS,
  DEFAULT_PRICE_REFRESH_SECONDS,
  DEFAULT_TRADABLE_ASSETS,
} from './prices/priceSettings';
import { DEFAULT_MAIL_CONFIG, type MailConfig } from './mail/mailSettings';
import { DEFAULT_RELYING_PARTY, type RelyingParty } from './security/webAuthnSettings';
import { DEFAULT_IDLE_TIMEOUT_MINUTES } from '../../src/config/idleTimeout';
import { SENSITIVE_FIELD_NAMES } from '../../src/lib/sensitiveFields';
import { DEFAULT_UNLOCK_DELAY_HOURS } from '../../src/config/unlockDelay';

/** Fastify's `trustProxy`, limited to the forms TRUST_PROXY accepts. */
export type TrustProxy = false | number | string[];

/** Everything `buildApp` needs besides the database. `main.ts` fills it from the env. */
export interface AppConfig {
  /** HMAC key for session tokens. */
  tokenSecret: string;
  tokenTtlSeconds: number;
  /**
   * IDLE_TIMEOUT_MINUTES, the SPA's setting: a session unused for this long plus the SPA's
   * countdown and a minute of slack is refused (src/config/idleTimeout.ts). Fixed per session
   * when it starts.
   */
  idleTimeoutMinutes: number;
  scryptCost: ScryptCost;
  /** Origins allowed by CORS (the SPA). */
  corsOrigins: string[];
  /** Largest accepted request body; larger ones get 413. */
  bodyLimitBytes: number;
  /** Requests per window per client IP (IPv6: per /64) on /auth/*. */
  authRateLimit: { max: number; windowMs: number };
  /**
   * Sign-in attempts per e-mail address within the window — a password or a sign-in code,
   * each used up before it is checked — after which that address is refused (429) for
   * another window, from any IP, whether or not it has an account. A completed sign-in starts
   * the count afresh; a right password alone (2FA on) does not.
   */
  accountSignInLimit: { maxAttempts: number; windowMs: number };
  /** Requests per window per signed-in user on the money endpoints (SPEC §11.5: ≥ 120/min). */
  moneyRateLimit: { max: number; windowMs: number };
  /**
   * scrypt hashes at once (each 128 MiB at production cost) and how many may wait for a
   * turn; past that a sign-in, sign-up or reset is answered 503 (HASH_CONCURRENCY,
   * HASH_QUEUE_LIMIT).
   */
  hashing: HashingLimits;
  /** Pending deposits, and separately pending withdrawals, a user may have (SPEC §11.5). */
  maxPendingPerUser: number;
  /** An identical deposit or withdrawal within this window returns the first record. */
  duplicateWindowSeconds: number;
  /**
   * Which proxies' X-Forwarded-For to believe for the client IP (rate limits, session and
   * sign-in records): a hop count or a list of addresses/CIDRs. `false` = the socket address.
   */
  trustProxy: TrustProxy;
  /**
   * Key material for secrets at rest (TOTP secrets, recovery-code hashes), from ENCRYPTION_KEY;
   * when unset, `tokenSecret` serves. Changing it needs the old one in previousEncryptionKeys.
   */
  encryptionKey?: string | undefined;
  /**
   * ENCRYPTION_KEY_PREVIOUS: older key material, still accepted for reading what it sealed or
   * hashed, until `reencrypt-secrets` has re-sealed the secrets (README, key rotation).
   */
  previousEncryptionKeys?: readonly string[] | undefined;
  /** Hours a newly saved withdrawal address waits before it can receive (SPEC §11.4). */
  addressHoldHours: number;
  /** UNLOCK_DELAY_HOURS: after an unlock, withdrawals wait this long (SPEC §12.5). */
  unlockDelayHours: number;
  /**
   * APP_URL: where the app is served, for links in e-mails (the lock link,
   * `${appUrl}/lock-account#token=…`). No trailing slash.
   */
  appUrl: string;
  /** TRADE_FEE_PERCENT: a market order's fee, a decimal string with up to 4 places ("0.5"). */
  tradeFeePercent: string;
  /** QUOTE_TTL_SECONDS: how long a quote may be executed (SPEC §12.2). */
  quoteTtlSeconds: number;
  /**
   * Milliseconds since the epoch for TOTP checks, quote expiry and price staleness; a test can
   * move it on.
   */
  now: () => number;
  /** Serve the OpenAPI document at /docs/json and a browsable page at /docs (API_DOCS). */
  apiDocs: boolean;
  /** TRADABLE_ASSETS: what /prices lists and the price job refreshes (SPEC §12.1). */
  tradableAssets: readonly string[];
  /** PRICE_REFRESH_SECONDS: one price refresh per this many seconds across all instances. */
  priceRefreshSeconds: number;
  /** PRICE_MAX_AGE_SECONDS: an older price is stale — never quoted or valued. */
  priceMaxAgeSeconds: number;
  /** Where the price job reads prices (the offline feed unless main.ts says otherwise). */
  priceSource: PriceSource;
  /** SMTP_URL, MAIL_FROM, MAIL_SWEEP_SECONDS, MAIL_MAX_ATTEMPTS: the mail job (mail/). */
  mail: MailConfig;
  /** WEBAUTHN_RP_ID, WEBAUTHN_ORIGIN: whose passkeys these are (security/webAuthnSettings.ts). */
  relyingParty: RelyingParty;
  /**
   * Runs the job queue and its jobs (the price refresh) in this instance. main.ts turns it on;
   * tests turn it on where they test a job, so the others start no queue.
   */
  jobs: boolean;
  /** Enables the loopback-only operator endpoint when set (see routes/operatorRoutes.ts). */
  operatorSecret?: string | undefined;
  logger: FastifyServerOptions['logger'];
}

export const DEFAULT_CONFIG: Omit<AppConfig, 'tokenSecret'> = {
  tokenTtlSeconds: 12 * 60 * 60,
  idleTimeoutMinutes: DEFAULT_IDLE_TIMEOUT_MINUTES,
  scryptCost: PRODUCTION_SCRYPT_COST,
  corsOrigins: ['http://localhost:8080'],
  bodyLimitBytes: 16 * 1024,
  authRateLimit: { max: 30, windowMs: 60_000 },
  accountSignInLimit: { maxAttempts: 10, windowMs: 15 * 60_000 },
  hashing: { concurrency: 2, queueLimit: 16 },
  moneyRateLimit: { max: 120, windowMs: 60_000 },
  maxPendingPerUser: 100,
  duplicateWindowSeconds: 10,
  trustProxy: false,
  addressHoldHours: 24,
  unlockDelayHours: DEFAULT_UNLOCK_DELAY_HOURS,
  appUrl: 'http://localhost:8080',
  tradeFeePercent: '0.5',
  quoteTtlSeconds: 15,
  now: () => Date.now(),
  apiDocs: true,
  tradableAssets: DEFAULT_TRADABLE_ASSETS,
  priceRefreshSeconds: DEFAULT_PRICE_REFRESH_SECONDS,
  priceMaxAgeSeconds: DEFAULT_PRICE_MAX_AGE_SECONDS,
  priceSource: offlineFeedPriceSource(),
  mail: DEFAULT_MAIL_CONFIG,
  relyingParty: DEFAULT_RELYING_PARTY,
  jobs: false,
  logger: false,
};

export function makeConfig(
  overrides: Partial<AppConfig> & Pick<AppConfig, 'tokenSecret'>,
): AppConfig {
  return { ...DEFAULT_CONFIG, ...overrides };
}

/**
 * Structured logs that never carry secrets: headers and bodies are not logged by default,
 * and these paths are redacted in case a log call ever includes them.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-operator-secret"]',
  'req.body',
  'body',
  // The product's one list of secret-bearing field names, shared with the client's DevTools
  // sanitizers, so a new secret field is masked in logs and DevTools alike.
  ...SENSITIVE_FIELD_NAMES,
  // A database error's query values, should one ever reach a log without passing through
  // stripQueryValues (db/database.ts).
  'err.params',
  'err.queryOptions',
  'err.detail',
];

/**
 * The server's logger settings: JSON lines at `level` with LOG_REDACT_PATHS censored.
 * `stream` lets a test capture exactly what would be written.
 */
export function serverLogger(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
