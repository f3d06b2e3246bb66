import { randomBytes } from 'node:crypto';

// Crockford-style alphabet: no I, L, O or U, so a reference read aloud is unambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short human-readable reference such as `DEP-7K2M9XQ4TB`, unique enough to quote. */
export function newReference(prefix: 'DEP' | 'WDR' | 'TRD' | 'RFB'): string {
  const bytes = randomBytes(10);
  const code = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${prefix}-${code}`;
}
