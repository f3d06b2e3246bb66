import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS } from '../../../src/api/contract/constants';

/** RFC 6238 as SPEC §11.4 fixes it: SHA-1, 6 digits, 30-second steps, ±1 step accepted. */
const ISSUER = 'Meridian';
const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;
/** 160 bits, the RFC 4226 recommendation and what authenticator apps expect. */
const SECRET_BYTES = 20;

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh random secret (base32) and the otpauth:// URL an authenticator app scans. */
export function newTotpSecret(accountEmail: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  return { secret, otpauthUrl: totpFor(secret, accountEmail).toString() };
}

/**
 * The time step a code belongs to when it is valid at `now` (±1 step), else null. The caller
 * refuses a step not newer than the last one accepted, so each code works once.
 */
export function matchingTotpStep(secretBase32: string, code: string, now: number): number | null {
  const delta = totpFor(secretBase32, '').validate({
    token: code,
    timestamp: now,
    window: WINDOW_STEPS,
  });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
