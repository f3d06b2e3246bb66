import { randomBytes } from 'node:crypto';

// Crockford-style alphabet: no I, L, O or U, so a reference read aloud is unambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A short human-readable reference such as `DEP-7K2M9XQ4TB`, unique enough to quote. `TRD`
 * names an operator's trade result, `ORD` a user's own market order (SPEC §12.2).
 */
export function newReference(prefix: 'DEP' | 'WDR' | 'TRD' | 'RFB' | 'ORD'): string {
  const bytes = randomBytes(10);
  const code = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${prefix}-${code}`;
}
