import type {
  DisableTwoFactorRequest,
  EnableTwoFactorResponse,
  TwoFactorCodeRequest,
} from '../../../src/api/contract';
import type { Database } from '../db/database';
import { requireRecentAuthentication } from './recentAuthentication';
import type { ClientInfo, SignedIn } from './sessions';
import {
  disableTwoFactor,
  enableTwoFactor,
  parseSecondFactorCode,
  type CodeContext,
  type SecondFactorGate,
} from './twoFactor';

/**
 * Turning 2FA on or off, as the signed-in user asks: both are security changes behind a
 * step-up (SPEC §12.5) — a sign-in within the last 5 minutes, or the password sent with the
 * call — checked before the code, so a refusal spends no code. Setting up a pending secret
 * (startTwoFactorSetup) is not: it changes nothing in force until it is turned on.
 */

/** Puts the set-up secret in force; the answer is the recovery codes, shown once. */
export async function turnTwoFactorOn(
  db: Database,
  signedIn: SignedIn,
  request: TwoFactorCodeRequest,
  context: CodeContext,
  client: ClientInfo,
): Promise<EnableTwoFactorResponse> {
  // A malformed code is refused first, like everywhere: it costs nothing, not even a step-up.
  const code = parseSecondFactorCode(request.code);
  await requireRecentAuthentication(db, signedIn, request.password);
  return { recoveryCodes: await enableTwoFactor(db, signedIn.user.id, code, context, client) };
}

/** Turns 2FA off with a code (TOTP or recovery) or a passkey. */
export async function turnTwoFactorOff(
  db: Database,
  signedIn: SignedIn,
  request: DisableTwoFactorRequest,
  gate: SecondFactorGate,
): Promise<void> {
  await requireRecentAuthentication(db, signedIn, request.password);
  await disableTwoFactor(db, signedIn.user.id, request, gate);
}
