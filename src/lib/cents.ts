/**
 * Whole cents as bigint, so sums of many server amounts are exact (no binary float decides a
 * cent, and no sum of thousands of large entries overflows a double's exact range).
 */

const SIGNED_DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Cents of a plain signed decimal as the server writes NUMERIC(20,2) ("1234.50", "-12.00"),
 * or null for anything else, so a malformed amount is noticed rather than counted as zero.
 */
export function centsOfDecimal(text: string): bigint | null {
  const match = SIGNED_DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, minus, units = '0', fraction = ''] = match;
  const cents = BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** Cents of an amount the server sent as a JSON number (at most two decimals). */
export function centsOfNumber(amount: number): bigint {
  return BigInt(Math.round(amount * 100));
}

/** Cents back to a number for <Money>, which shows it to the cent. */
export function centsToAmount(cents: bigint): number {
  return Number(cents) / 100;
}
