import { setTimeout as sleep } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;
/** A code is typed and sent within this; a step about to fall out of the window is skipped. */
const TYPING_MARGIN_MS = 10_000;

const stepAt = (timestamp: number) => Math.floor(timestamp / PERIOD_MS);

/**
 * An authenticator app for `secret`, as a journey needs it: a fresh code each time, without
 * waiting for the next 30-second step where it can. The server accepts the current step or
 * one either side (RFC 6238's ±1 step), each step once and never one older than the last
 * used, so three codes are available at once: the previous step's, the current one's and the
 * next one's (computed from the clock a step ahead). Only a fourth code within one step waits.
 * The server runs on this machine, so both read the same clock.
 */
export function authenticator(secret: string) {
  const key = Secret.fromBase32(secret);
  let lastStep = Number.NEGATIVE_INFINITY;
  return {
    async nextCode(): Promise<string> {
      for (;;) {
        const now = Date.now();
        // The oldest step the server will still accept once the code has been typed in.
        const step = Math.max(lastStep + 1, stepAt(now + TYPING_MARGIN_MS) - 1);
        if (step <= stepAt(now) + 1) {
          lastStep = step;
          return TOTP.generate({ secret: key, timestamp: step * PERIOD_MS });
        }
        await sleep((stepAt(now) + 1) * PERIOD_MS - now);
      }
    },
  };
}
