import type { LoginSuccessResponse, PasskeyLoginRequest } from '../../../src/api/contract';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domainError';
import type { RelyingParty } from '../security/webAuthnSettings';
import { accountLockedError, isAccountLocked } from './accountLock';
import { noteSignInDevice } from './knownDevices';
import { checkPasskeyAssertion, recordCounterRegression } from './passkeys';
import { recordSignInAttempt, type ClientInfo, type SessionRow } from './sessions';
import { openSignedInSession, signedInResponse, type SignInServices } from './signIn';
import { findUserById } from './users';

/**
 * `POST /auth/passkeys/login` (SPEC §12.5): a discoverable passkey with user verification is
 * both factors at once, so it completes a sign-in on its own — no password, and no 2FA code
 * even with 2FA on. The session it opens is a fresh sign-in for the step-up, like any other.
 */

export interface PasskeySignInServices extends Pick<SignInServices, 'config' | 'signInAttempts'> {
  relyingParty: RelyingParty;
}

/** The e-mail of the account a credential id names, read to count the attempt against it. */
async function credentialOwnerEmail(db: Queryable, credentialId: unknown): Promise<string | null> {
  if (typeof credentialId !== 'string' || credentialId === '') return null;
  const [row] = await db.query<{ email: string }>(
    `SELECT u.email FROM passkeys p JOIN users u ON u.id = p.user_id WHERE p.credential_id = $1`,
    [credentialId],
  );
  return row?.email ?? null;
}

/**
 * Every refusal is 401 (a failed sign-in, shown on the form): `passkey_challenge_expired` sends
 * the client back for new options, `passkey_not_accepted` covers an unknown credential and a
 * bad answer alike, `passkey_counter_regressed` says why a good signature was refused (and it
 * is recorded as a security event, so the owner is e-mailed). A locked account is refused with
 * 403 `account_locked` once the passkey is proved — never to someone who has not proved it.
 *
 * The throttles of the password sign-in apply: the per-client limit of every /auth/* call
 * (routes), and the account's sign-in attempts, used up before the answer is checked.
 */
export async function signInWithPasskey(
  db: Database,
  request: PasskeyLoginRequest,
  client: ClientInfo,
  { config, signInAttempts, relyingParty }: PasskeySignInServices,
): Promise<LoginSuccessResponse> {
  const email = await credentialOwnerEmail(db, request.credential.id);
  if (email !== null) await signInAttempts.consume(email);

  type Outcome =
    | { kind: 'expired' | 'refused' | 'regressed' | 'locked' }
    | { kind: 'accepted'; userId: string; session: SessionRow };
  // Refusals commit too: the challenge stays used, the failed attempt and a regression stay
  // recorded. The answer is given after the commit.
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const checked = await checkPasskeyAssertion(
      tx,
      request,
      { purpose: 'login' },
      null,
      relyingParty,
    );
    if (checked.kind === 'accepted') {
      const { userId } = checked.passkey;
      // Both factors are proved, so — as after a right password — it may be told that the
      // account is locked. The challenge stays spent: the refusal commits like the others.
      if (await isAccountLocked(tx, userId)) {
        // In the sign-in history as refused, as a right password on a locked account is.
        await recordSignInAttempt(tx, userId, client, false);
        return { kind: 'locked' };
      }
      const session = await openSignedInSession(tx, userId, client, config);
      await noteSignInDevice(tx, { userId, deviceId: request.deviceId, client });
      return { kind: 'accepted', userId, session };
    }
    if (checked.kind === 'regressed') await recordCounterRegression(tx, checked.passkey, client);
    if (checked.kind !== 'expired' && checked.passkey) {
      await recordSignInAttempt(tx, checked.passkey.userId, client, false);
    }
    return { kind: checked.kind };
  });

  switch (outcome.kind) {
    case 'expired':
      throw new DomainError('unauthenticated', 'passkey_challenge_expired');
    case 'refused':
      throw new DomainError('unauthenticated', 'passkey_not_accepted');
    case 'regressed':
      throw new DomainError('unauthenticated', 'passkey_counter_regressed');
    case 'locked':
      throw accountLockedError();
    case 'accepted': {
      const user = await findUserById(db, outcome.userId);
      if (!user) throw new DomainError('unauthenticated', 'passkey_not_accepted');
      return signedInResponse(db, user, outcome.session, { config, signInAttempts });
    }
  }
}
