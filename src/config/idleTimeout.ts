/**
 * Idle sign-out (SPEC §11.1), the one definition the SPA and the reference server share
 * (server/src imports this module), so the browser's countdown and the server's idle expiry
 * cannot drift apart. Both read IDLE_TIMEOUT_MINUTES.
 */

export const DEFAULT_IDLE_TIMEOUT_MINUTES = 15;

/** How long "Are you still there?" counts down before the browser ends the session. */
export const IDLE_WARNING_SECONDS = 60;

/**
 * What the server allows beyond the browser's own sign-out moment: network delay, and the gap
 * between a dashboard's reports of input. The SPA reports input at most this often, so the
 * server's record of the last input is never older than this when the browser's countdown
 * starts — it must not be raised without raising the slack with it.
 */
export const IDLE_SLACK_SECONDS = 60;
export const ACTIVITY_REPORT_INTERVAL_MS = IDLE_SLACK_SECONDS * 1000;

/**
 * IDLE_TIMEOUT_MINUTES as a positive number of minutes (fractions allowed, for tests and
 * demos), or undefined when it is not one. Unset or empty means the default. The SPA falls
 * back to the default on a typo (a build setting must not turn the sign-out off); the server
 * refuses to start instead.
 */
export function parseIdleTimeoutMinutes(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_IDLE_TIMEOUT_MINUTES;
  const minutes = Number(text);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : undefined;
}

/**
 * Seconds without a call after which the server refuses a session: the idle timeout, the
 * countdown, and the slack. A browser left open on a dashboard signs itself out first; a
 * closed tab or a sleeping laptop leaves a token that stops working here.
 */
export function serverIdleWindowSeconds(idleTimeoutMinutes: number): number {
  return Math.ceil(idleTimeoutMinutes * 60) + IDLE_WARNING_SECONDS + IDLE_SLACK_SECONDS;
}
