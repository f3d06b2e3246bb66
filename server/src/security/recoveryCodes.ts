import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../src/api/types';

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

/** HMAC-SHA256 with a server key: a copy of the table alone cannot be brute-forced offline. */
export function hashRecoveryCode(normalized: string, key: Buffer): string {
  return createHmac('sha256', key).update(normalized).digest('base64url');
}
