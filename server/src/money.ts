import { MAX_AMOUNT_DIGITS } from '../../src/api/contract/constants';

/**
 * Money crosses three representations: JSON numbers at the API edge, decimal strings in
 * between (exactly what NUMERIC accepts and returns) and NUMERIC(20,2) in the database.
 * Arithmetic on money happens in SQL, never on JS floats. Amounts a client sends are checked
 * by the contract's schema before they get here.
 */

const DECIMAL_PATTERN = new RegExp(`^-?\\d{1,${MAX_AMOUNT_DIGITS}}(\\.\\d{1,2})?$`);

/** Why a value is not an acceptable amount, or null when it is. */
export interface AmountRules {
  integer?: boolean;
  /** Allow negative values (a trade loss); zero is never an amount. */
  signed?: boolean;
}

export type AmountParse = { ok: true; decimal: string } | { ok: false; problem: string };

/** Parses a decimal string such as "150", "99.5" or "-20.25" (operator input). */
export function parseDecimalAmount(text: string, rules: AmountRules = {}): AmountParse {
  const trimmed = text.trim();
  if (!DECIMAL_PATTERN.test(trimmed)) {
    return {
      ok: false,
      problem: `must be a number with at most ${MAX_AMOUNT_DIGITS} digits and 2 decimal places`,
    };
  }
  if (rules.integer && trimmed.includes('.'))
    return { ok: false, problem: 'must be a whole number' };
  if (/^-?[0.]+$/.test(trimmed)) return { ok: false, problem: 'must not be zero' };
  if (!rules.signed && trimmed.startsWith('-')) {
    return { ok: false, problem: 'must be greater than 0' };
  }
  return { ok: true, decimal: trimmed };
}

/**
 * The exact decimal of an amount the contract accepted (src/api/contract: `Amount`): at most
 * MAX_AMOUNT_DIGITS integer digits and 2 decimals in its shortest form, so `String()` of the
 * double is the decimal that was sent ("12.5", never "12.499999…").
 */
export function amountDecimal(amount: number): string {
  return String(amount);
}

/** NUMERIC values arrive as strings from both drivers; the API sends JSON numbers. */
export function toApiNumber(numeric: string | number | null | undefined): number {
  return numeric === null || numeric === undefined ? 0 : Number(numeric);
}
