/**
 * Withdrawal fee arithmetic, exact to the cent. Amounts are turned into whole cents and the
 * percent into hundredths of a percent (the server keeps it as NUMERIC(5,2)), so no binary
 * float ever decides a cent. The one rounding step matches the server, which computes the
 * fee as `round(amount * charges, 2)` in PostgreSQL: half a cent rounds away from zero, so
 * 2.5 % of 333 (8.325) is a fee of 8.33. The review dialog shows that exact fee and the net
 * amount before the user confirms, so the rounding is never hidden.
 */

import { centsOfNumber, centsToAmount } from '../../lib/cents';

/** Amounts the user may type: whole units with at most two decimals. */
export const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** Whole cents of an amount typed as text, or null when it is not a plain decimal amount. */
export function centsOfText(text: string): bigint | null {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  const [units = '0', fraction = ''] = trimmed.split('.');
  return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Hundredths of a percent: 2.5 → 250. The server stores at most two decimals. */
export function hundredthsOfPercent(percent: number): bigint {
  return BigInt(Math.round(percent * 100));
}

/** `round(cents × percent / 100)` with half a cent rounded away from zero, as the server does. */
export function feeInCents(amountCents: bigint, percentHundredths: bigint): bigint {
  const scaled = amountCents * percentHundredths; // cents × 10 000
  const sign = scaled < 0n ? -1n : 1n;
  const magnitude = scaled * sign;
  return sign * ((magnitude + 5_000n) / 10_000n);
}

export interface WithdrawalQuote {
  amount: number;
  /** The account's fee in percent, e.g. 2.5. */
  percent: number;
  fee: number;
  net: number;
  /** What the API expects in `charges`: percent / 100, or 0 when there is no fee. */
  charges: number;
}

/** The fee and net payout for an amount typed by the user; null if the amount is not valid. */
export function quoteWithdrawal(amountText: string, percent: number): WithdrawalQuote | null {
  const amountCents = centsOfText(amountText);
  if (amountCents === null) return null;
  const safePercent = Number.isFinite(percent) && percent > 0 ? percent : 0;
  const fee = feeInCents(amountCents, hundredthsOfPercent(safePercent));
  return {
    amount: centsToAmount(amountCents),
    percent: safePercent,
    fee: centsToAmount(fee),
    net: centsToAmount(amountCents - fee),
    charges: safePercent === 0 ? 0 : safePercent / 100,
  };
}

/** The fee of a recorded withdrawal: amount × charges (a fraction), rounded as above. */
export function recordedFee(amount: number, charges: number): number {
  // charges = percent / 100, so charges × 10 000 is hundredths of a percent.
  return centsToAmount(feeInCents(centsOfNumber(amount), BigInt(Math.round(charges * 10_000))));
}
