/**
 * UNLOCK_DELAY_HOURS (SPEC §12.5): after an unlock, withdrawals wait this long. One definition
 * for the SPA and the reference server (server/src imports this module), so "Lock my account"'s
 * confirmation names the delay the server applies rather than a number of its own.
 */

export const DEFAULT_UNLOCK_DELAY_HOURS = 24;

/** A year: a longer hold is a typo, not a policy. */
export const UNLOCK_DELAY_HOURS_MAX = 8760;

/**
 * UNLOCK_DELAY_HOURS as whole hours from 0 to UNLOCK_DELAY_HOURS_MAX, or undefined when it is
 * not one. Unset or empty means the default. The SPA falls back to the default on a typo; the
 * server refuses to start instead.
 */
export function parseUnlockDelayHours(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_UNLOCK_DELAY_HOURS;
  const hours = Number(text);
  return /^\d+$/.test(text) && hours <= UNLOCK_DELAY_HOURS_MAX ? hours : undefined;
}
