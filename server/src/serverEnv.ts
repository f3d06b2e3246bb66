import { isIP } from 'node:net';
import path from 'node:path';
import { parseIdleTimeoutMinutes } from '../../src/config/idleTimeout';
import { parseUnlockDelayHours, UNLOCK_DELAY_HOURS_MAX } from '../../src/config/unlockDelay';
import { DEFAULT_CONFIG, type TrustProxy } from './config';
import { IN_MEMORY, type StorageConfig } from './db/openDatabase';
import { readMailSettings, type MailSettings } from './mail/mailSettings';
import { readPriceSettings, type PriceSettings } from './prices/priceSettings';
import { PRODUCTION_SCRYPT_COST, TEST_SCRYPT_COST, type ScryptCost } from './security/hashing';
import type { HashingLimits } from './security/hashQueue';
import { readRelyingParty, type RelyingParty } from './security/webAuthnSettings';

/** Settings read from the environment by the server and the operator CLI alike. */
export interface ServerEnv extends StorageConfig {
  /** NODE_ENV=production: no demo account by default, TOKEN_SECRET required. */
  production: boolean;
  port: number;
  host: string;
  corsOrigins: string[];
  /** TOKEN_SECRET as given; the server applies `serverTokenSecret`'s rules to it. */
  tokenSecret: string | undefined;
  logLevel: string;
  createDemoAccount: boolean;
  /**
   * DEMO_ACTIVITY=on (`npm run demo` sets it): the demo account, when empty, gets a year of
   * sample activity (server/src/demo). Refused in production: nothing simulated on a real server.
   */
  demoActivity: boolean;
  /** API_DOCS: serve /docs and /docs/json (on by default; off by default in production). */
  apiDocs: boolean;
  /**
   * OPERATOR_SECRET: enables the loopback operator endpoint with this secret on any storage
   * (e.g. an in-memory server driven by browser tests). Generated when unset on disk.
   */
  operatorSecret: string | undefined;
  /** OPERATOR_URL: makes the CLI send commands to this server (with OPERATOR_SECRET). */
  operatorUrl: string | undefined;
  /** Auth calls allowed per client IP per minute (AUTH_RATE_LIMIT). */
  authRateLimitPerMinute: number;
  /** Money calls allowed per signed-in user per minute (MONEY_RATE_LIMIT, default 120). */
  moneyRateLimitPerMinute: number;
  /** How long a session token is accepted (TOKEN_TTL_SECONDS; default 12 hours). */
  tokenTtlSeconds: number;
  /** IDLE_TIMEOUT_MINUTES, shared with the SPA's build: the base of the server's idle expiry. */
  idleTimeoutMinutes: number;
  /** TRUST_PROXY: proxies whose X-Forwarded-For names the client (unset = socket address). */
  trustProxy: TrustProxy;
  /**
   * ENCRYPTION_KEY: key material for 2FA secrets at rest; TOKEN_SECRET serves when unset,
   * except in production (`serverEncryptionKey`).
   */
  encryptionKey: string | undefined;
  /** ENCRYPTION_KEY_PREVIOUS: comma-separated older key material, still read (key rotation). */
  previousEncryptionKeys: string[];
  /** ADDRESS_HOLD_HOURS: wait before a new withdrawal address can receive (default 24; 0 allowed). */
  addressHoldHours: number;
  /** UNLOCK_DELAY_HOURS: after an unlock, withdrawals wait this long (default 24; 0 allowed). */
  unlockDelayHours: number;
  /** APP_URL: the app's address for links in e-mails (default http://localhost:8080). */
  appUrl: string;
  /**
   * PASSWORD_HASH_COST=test: the cheap TEST_SCRYPT_COST for a test stack (the browser tests'
   * server signs up hundreds of accounts); unset, the production cost. Refused with
   * NODE_ENV=production, and a hash made cheap is upgraded at its owner's next sign-in on a
   * server without it (needsRehash).
   */
  scryptCost: ScryptCost;
  /** HASH_CONCURRENCY (default 2) and HASH_QUEUE_LIMIT (default 16): see AppConfig.hashing. */
  hashing: HashingLimits;
  /** TRADABLE_ASSETS, PRICE_REFRESH_SECONDS, PRICE_MAX_AGE_SECONDS and the price source. */
  prices: PriceSettings;
  /** SMTP_URL, MAIL_FROM, MAIL_SWEEP_SECONDS, MAIL_MAX_ATTEMPTS. */
  mail: MailSettings;
  /** TRADE_FEE_PERCENT: a market order's fee in percent, 0 to under 100 (default 0.5). */
  tradeFeePercent: string;
  /** QUOTE_TTL_SECONDS: how long a quote may be executed (default 15). */
  quoteTtlSeconds: number;
  /** WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN (default: the CORS_ORIGIN origins). */
  relyingParty: RelyingParty;
}

/** A percent with up to 4 decimal places, from 0 to under 100 (a fee of 100% buys nothing). */
function tradeFeePercent(env: NodeJS.ProcessEnv): string {
  const text = env.TRADE_FEE_PERCENT?.trim() || DEFAULT_CONFIG.tradeFeePercent;
  if (!/^\d{1,2}(\.\d{1,4})?$/.test(text)) {
    throw new Error(
      `TRADE_FEE_PERCENT must be a percent from 0 to under 100 with at most 4 decimals, e.g. 0.5 (got "${text}")`,
    );
  }
  return text;
}

/** A year: a longer hold is a typo, not a policy. */
const ADDRESS_HOLD_HOURS_MAX = 8760;

/** A whole number of hours from 0 to a year, `fallback` when unset. */
function holdHours(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim() || String(fallback);
  const hours = Number(text);
  if (!/^\d+$/.test(text) || hours > ADDRESS_HOLD_HOURS_MAX) {
    throw new Error(
      `${name} must be a whole number of hours from 0 to ${ADDRESS_HOLD_HOURS_MAX} (got "${env[name]}")`,
    );
  }
  return hours;
}

const addressHoldHours = (env: NodeJS.ProcessEnv) => holdHours(env, 'ADDRESS_HOLD_HOURS', 24);

/** UNLOCK_DELAY_HOURS by the rule the SPA's build reads it with (src/config/unlockDelay.ts). */
function unlockDelayHours(env: NodeJS.ProcessEnv): number {
  const hours = parseUnlockDelayHours(env.UNLOCK_DELAY_HOURS);
  if (hours === undefined) {
    throw new Error(
      `UNLOCK_DELAY_HOURS must be a whole number of hours from 0 to ${UNLOCK_DELAY_HOURS_MAX} (got "${env.UNLOCK_DELAY_HOURS}")`,
    );
  }
  return hours;
}

/** An http(s) origin (a path is allowed), without its trailing slash. */
function appUrl(env: NodeJS.ProcessEnv): string {
  const text = env.APP_URL?.trim() || DEFAULT_CONFIG.appUrl;
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(text)) {
    throw new Error(
      `APP_URL must be an http(s) address such as https://app.example.com (got "${text}")`,
    );
  }
  return text.replace(/\/+$/, '');
}

/** The SPA's parser, so both sides read one value; the server refuses what the SPA ignores. */
function idleTimeoutMinutes(env: NodeJS.ProcessEnv): number {
  const minutes = parseIdleTimeoutMinutes(env.IDLE_TIMEOUT_MINUTES);
  if (minutes === undefined) {
    throw new Error(
      `IDLE_TIMEOUT_MINUTES must be a number of minutes above 0 (got "${env.IDLE_TIMEOUT_MINUTES}")`,
    );
  }
  return minutes;
}

/** Key material is as long as TOKEN_SECRET must be, since it guards secrets too. */
function checkKeyLength(name: string, key: string): string {
  if (key.length < TOKEN_SECRET_MIN_LENGTH) {
    throw new Error(
      `${name} must be at least ${TOKEN_SECRET_MIN_LENGTH} characters (got ${key.length})`,
    );
  }
  return key;
}

function encryptionKey(env: NodeJS.ProcessEnv): string | undefined {
  const key = env.ENCRYPTION_KEY?.trim() || undefined;
  return key === undefined ? undefined : checkKeyLength('ENCRYPTION_KEY', key);
}

function previousEncryptionKeys(env: NodeJS.ProcessEnv): string[] {
  return (env.ENCRYPTION_KEY_PREVIOUS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
    .map((key) => checkKeyLength('Each key of ENCRYPTION_KEY_PREVIOUS', key));
}

function wholeNumberAboveZero(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number above 0 (got "${env[name]}")`);
  }
  return value;
}

/** proxy-addr's names for whole ranges, accepted in a TRUST_PROXY list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a number of hops, or a comma-separated list of proxy addresses/CIDRs. `true`
 * is refused on purpose: trusting every hop would let any client choose its own IP and so
 * escape the per-IP rate limits.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrCidr)) return entries;
  throw new Error(
    `TRUST_PROXY must be a number of hops or a comma-separated list of addresses/CIDRs (got "${text}")`,
  );
}

/** PASSWORD_HASH_COST: unset (production cost) or `test`, never in production. */
function passwordHashCost(env: NodeJS.ProcessEnv, production: boolean): ScryptCost {
  const value = env.PASSWORD_HASH_COST?.trim() || undefined;
  if (value === undefined) return PRODUCTION_SCRYPT_COST;
  if (value !== 'test') {
    throw new Error(`PASSWORD_HASH_COST must be "test" or unset (got "${value}")`);
  }
  if (production) {
    throw new Error(
      'PASSWORD_HASH_COST=test makes password hashes cheap to guess; it is refused with NODE_ENV=production',
    );
  }
  return TEST_SCRYPT_COST;
}

export const DEFAULT_DATA_DIR = '.data/db';

/** The shortest TOKEN_SECRET accepted: 32 characters, i.e. 256 bits of hex or base64-ish text. */
export const TOKEN_SECRET_MIN_LENGTH = 32;

/**
 * The server's TOKEN_SECRET, after its rules (the operator CLI does not sign tokens, so it
 * reads the environment without them). In production a real secret is required, never one
 * generated into DATA_DIR. With DATABASE_URL it is required in every mode: each instance
 * would otherwise sign with its own secret and refuse the others' tokens.
 * `undefined` means: generate one and keep it in DATA_DIR.
 */
export function serverTokenSecret(env: ServerEnv): string | undefined {
  const secret = env.tokenSecret;
  if (secret === undefined) {
    if (env.production) {
      throw new Error(
        `TOKEN_SECRET is required with NODE_ENV=production (at least ${TOKEN_SECRET_MIN_LENGTH} characters, e.g. openssl rand -hex 32)`,
      );
    }
    if (env.databaseUrl) {
      throw new Error(
        'TOKEN_SECRET is required with DATABASE_URL: every instance on the database must sign tokens with the same secret',
      );
    }
    return undefined;
  }
  if (secret.length < TOKEN_SECRET_MIN_LENGTH && (env.production || env.databaseUrl)) {
    throw new Error(
      `TOKEN_SECRET must be at least ${TOKEN_SECRET_MIN_LENGTH} characters (got ${secret.length})`,
    );
  }
  return secret;
}

/**
 * The server's ENCRYPTION_KEY, after its rule: production requires one of its own. Derived
 * from TOKEN_SECRET, the 2FA secrets would be lost with every rotation of the token secret, and
 * one leaked secret would open both the sessions and the secrets at rest. Outside production
 * (a laptop, the tests, the demo) TOKEN_SECRET still serves: `undefined`.
 */
export function serverEncryptionKey(env: ServerEnv): string | undefined {
  if (env.production && env.encryptionKey === undefined) {
    throw new Error(
      `ENCRYPTION_KEY is required with NODE_ENV=production (at least ${TOKEN_SECRET_MIN_LENGTH} characters, e.g. openssl rand -hex 32; see README, "Rotating ENCRYPTION_KEY")`,
    );
  }
  return env.encryptionKey;
}

export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  }
  const authRateLimitPerMinute = wholeNumberAboveZero(env, 'AUTH_RATE_LIMIT', 30);
  const moneyRateLimitPerMinute = wholeNumberAboveZero(env, 'MONEY_RATE_LIMIT', 120);
  const tokenTtlSeconds = wholeNumberAboveZero(env, 'TOKEN_TTL_SECONDS', 12 * 60 * 60);
  const operatorSecret = env.OPERATOR_SECRET?.trim() || undefined;
  if (operatorSecret !== undefined && operatorSecret.length < 16) {
    throw new Error('OPERATOR_SECRET must be at least 16 characters');
  }
  const dataDir = env.DATA_DIR?.trim() || DEFAULT_DATA_DIR;
  const production = env.NODE_ENV === 'production';
  const demoActivity = env.DEMO_ACTIVITY === 'on';
  if (demoActivity && production) {
    throw new Error(
      'DEMO_ACTIVITY=on writes sample activity; it is refused with NODE_ENV=production',
    );
  }
  const scryptCost = passwordHashCost(env, production);
  const corsOrigins = (env.CORS_ORIGIN ?? 'http://localhost:8080')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    production,
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: dataDir.startsWith(IN_MEMORY) ? IN_MEMORY : path.resolve(dataDir),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    corsOrigins,
    tokenSecret: env.TOKEN_SECRET?.trim() || undefined,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    // A known password is a convenience on a laptop and an open door in production.
    createDemoAccount: production ? env.DEMO_ACCOUNT === 'on' : env.DEMO_ACCOUNT !== 'off',
    demoActivity,
    // SPEC §12.7: the API's own documentation is on unless switched off; a production server
    // does not describe itself to the world unless asked to.
    apiDocs: production ? env.API_DOCS === 'on' : env.API_DOCS !== 'off',
    authRateLimitPerMinute,
    moneyRateLimitPerMinute,
    tokenTtlSeconds,
    idleTimeoutMinutes: idleTimeoutMinutes(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    encryptionKey: encryptionKey(env),
    previousEncryptionKeys: previousEncryptionKeys(env),
    addressHoldHours: addressHoldHours(env),
    unlockDelayHours: unlockDelayHours(env),
    appUrl: appUrl(env),
    scryptCost,
    hashing: {
      concurrency: wholeNumberAboveZero(
        env,
        'HASH_CONCURRENCY',
        DEFAULT_CONFIG.hashing.concurrency,
      ),
      queueLimit: wholeNumberAboveZero(env, 'HASH_QUEUE_LIMIT', DEFAULT_CONFIG.hashing.queueLimit),
    },
    prices: readPriceSettings(env),
    mail: readMailSettings(env),
    tradeFeePercent: tradeFeePercent(env),
    quoteTtlSeconds: wholeNumberAboveZero(env, 'QUOTE_TTL_SECONDS', DEFAULT_CONFIG.quoteTtlSeconds),
    relyingParty: readRelyingParty(env, corsOrigins),
    operatorSecret,
    operatorUrl: env.OPERATOR_URL?.trim().replace(/\/+$/, '') || undefined,
  };
}

/** Files the server keeps beside the embedded database. */
export const dataFiles = (dataDir: string) => ({
  tokenSecret: path.join(dataDir, 'token-secret'),
  operatorEndpoint: path.join(dataDir, 'operator-endpoint.json'),
});
