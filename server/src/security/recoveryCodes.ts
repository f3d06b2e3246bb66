import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../src/api/contract/constants';
import type { KeyRing, NamedKey } from './secretBox';

/**
 * Recovery codes: RECOVERY_CODE_COUNT per enablement, shown once, stored only as keyed hashes.
 * Ten characters from a 32-letter alphabet without look-alikes (no i, l, o, u) give 50 bits
 * each — far beyond what the per-account sign-in throttle lets anyone guess.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const GROUP = 5;
const LENGTH = 2 * GROUP;

export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
    return `${chars.slice(0, GROUP).join('')}-${chars.slice(GROUP).join('')}`;
  });
}

/**
 * A typed recovery code in its canonical form (lower case, no dash or spaces), or null when
 * it cannot be one — so "ABCDE-12345" and "abcde12345" are the same code.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const compact = typed.toLowerCase().replace(/[\s-]/g, '');
  if (compact.length !== LENGTH) return null;
  return [...compact].every((char) => ALPHABET.includes(char)) ? compact : null;
}

const hmac = (normalized: string, key: Buffer) =>
  createHmac('sha256', key).update(normalized).digest('base64url');

/**
 * HMAC-SHA256 with a server key, so a copy of the table alone cannot be brute-forced offline:
 * `<keyId>:<hmac>`. The key id tells `reencrypt-secrets` how many codes still depend on a
 * previous key (a hash cannot be re-keyed without the code, which the server never keeps).
 */
export function hashRecoveryCode(normalized: string, key: NamedKey): string {
  return `${key.id}:${hmac(normalized, key.key)}`;
}

/**
 * Every stored form `normalized` may have: under each key of the ring, with its key id and in
 * the form stored before hashes carried one (a bare HMAC under whichever key was current).
 */
export function recoveryCodeHashes(normalized: string, ring: KeyRing): string[] {
  return [ring.current, ...ring.previous].flatMap((key) => [
    hashRecoveryCode(normalized, key),
    hmac(normalized, key.key),
  ]);
}
