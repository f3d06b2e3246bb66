import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost parameters. Production uses PRODUCTION_SCRYPT_COST; the server's own tests pass
 * a cheaper cost to buildApp (test/helpers.ts) and a test pins this one.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt recommendation (N = 2^17, r = 8, p = 1): 128 MiB and a few hundred
 * milliseconds per hash on one core. Hashes made at a lower cost are upgraded when their
 * owner next signs in (see needsRehash).
 */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * A cheap cost for test runs only (the server tests, and the browser tests' server through
 * PASSWORD_HASH_COST=test, which production refuses): a few milliseconds per hash instead of
 * hundreds, so hundreds of test sign-ups do not spend the run hashing.
 */
export const TEST_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function deriveKey(secret: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes (Node's default maxmem of 32 MiB refuses N = 2^17); allow
  // twice that, so the cap follows the cost instead of being a second number to keep in step.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Slow salted hash of a password or seed phrase, stored self-describing as
 * `scrypt$N$r$p$salt$key` so the cost can be raised later without breaking old hashes.
 */
export async function hashSecret(secret: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(secret, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await deriveKey(secret, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The cost a stored hash was made with, or null when it is not one of ours. */
function storedCost(stored: string): ScryptCost | null {
  const [scheme, n, r, p] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !Object.values(cost).every(Number.isSafeInteger)) return null;
  return cost;
}

/**
 * Whether a hash that just verified should be replaced by one at `cost`: it was made with a
 * weaker parameter. Only a successful sign-in can do it, since only then is the secret known.
 */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const current = storedCost(stored);
  if (!current) return true;
  return current.N < cost.N || current.r < cost.r || current.p < cost.p;
}
