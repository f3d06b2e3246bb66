import { plainDecimal } from './priceStore';

/** Places a kept price may have (numeric(30,8), migration 012). */
const PRICE_PLACES = 8;
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A price as the source's JSON states it → the decimal string the server keeps, or null when it
 * is no price: not a finite number, zero or below, or only writable with an exponent (1e-9,
 * 1e+21: a source in that range is broken, never a quote). No binary arithmetic touches it: the
 * number's shortest form (`String`) is what the source sent, and places beyond 8 are cut off.
 */
export function sourcePrice(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const match = PLAIN_DECIMAL.exec(String(value));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const kept = plainDecimal(`${whole}.${fraction.slice(0, PRICE_PLACES)}`.replace(/\.$/, ''));
  return /^0*(\.0*)?$/.test(kept) ? null : kept;
}
