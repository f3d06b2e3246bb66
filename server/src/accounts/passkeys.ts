import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type {
  Passkey,
  PasskeyAssertion,
  PasskeyCeremony,
  PasskeyRegisterRequest,
} from '../../../src/api/contract';
import { PASSKEY_CHALLENGE_MINUTES } from '../../../src/api/contract/constants';
import type { Database, Queryable } from '../db/database';
import { isUuid } from '../db/uuid';
import { DomainError } from '../domainError';
import type { RelyingParty } from '../security/webAuthnSettings';
import {
  consumePasskeyChallenge,
  createPasskeyChallenge,
  type ChallengePurpose,
} from './passkeyChallenges';
import { requireRecentAuthentication } from './recentAuthentication';
import { recordSecurityEvent } from './securityEvents';
import type { ClientInfo, SignedIn } from './sessions';

/**
 * Passkeys (WebAuthn, SPEC §12.5): adding one behind a step-up, listing, renaming and removing
 * them, and checking a passkey's answer — for a sign-in (passkeySignIn.ts) or where a 2FA code
 * is asked (twoFactor.ts's withSecondFactor). @simplewebauthn/server checks the signatures,
 * origin, RP ID and user verification; this module owns the challenges and the counter.
 */

/** What the browser is given time for: as long as the challenge lives. */
const CEREMONY_TIMEOUT_MS = PASSKEY_CHALLENGE_MINUTES * 60_000;

interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Uint8Array;
  /** bigint: the driver may hand it over as text. */
  counter: string | number;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS =
  'id, user_id, credential_id, public_key, counter, transports, name, created_at, last_used_at';

function toPasskey(row: Pick<PasskeyRow, 'id' | 'name' | 'created_at' | 'last_used_at'>): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

const notFound = () => new DomainError('not_found', 'passkey_not_found');

export async function hasPasskey(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ has: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM passkeys WHERE user_id = $1) AS has',
    [userId],
  );
  return row?.has === true;
}

/** `GET /auth/passkeys`: oldest first. */
export async function listPasskeys(db: Queryable, userId: string): Promise<Passkey[]> {
  const rows = await db.query<PasskeyRow>(
    `SELECT ${COLUMNS} FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  return rows.map(toPasskey);
}

/** The user's credentials as WebAuthn options name them (to exclude, or to allow). */
async function credentialDescriptors(db: Queryable, userId: string) {
  const rows = await db.query<Pick<PasskeyRow, 'credential_id' | 'transports'>>(
    'SELECT credential_id, transports FROM passkeys WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows.map((row) => ({ id: row.credential_id, transports: row.transports }));
}

/**
 * The user handle the authenticator keeps with the passkey: the account's id, the same for all
 * its passkeys, so an authenticator replaces its own older passkey for the account rather than
 * keeping two.
 */
const userHandle = (userId: string) => new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));

/**
 * `POST /auth/passkeys/register/options`: behind a step-up (a recent sign-in or the password).
 * A discoverable credential with user verification, so the passkey alone can sign in later;
 * the user's own passkeys are excluded, so one authenticator is not added twice.
 */
export async function startPasskeyRegistration(
  db: Database,
  signedIn: SignedIn,
  password: string | undefined,
  relyingParty: RelyingParty,
): Promise<PasskeyCeremony> {
  await requireRecentAuthentication(db, signedIn, password);
  const { user, session } = signedIn;
  const options = await generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.rpId,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandle(user.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: await credentialDescriptors(db, user.id),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = await createPasskeyChallenge(
    db,
    { purpose: 'register', sessionId: session.id },
    options.challenge,
  );
  return { challengeId, options: { ...options } };
}

const challengeOver = () => new DomainError('forbidden', 'passkey_challenge_expired');
const notAccepted = () => new DomainError('forbidden', 'passkey_not_accepted');

/**
 * `POST /auth/passkeys/register`: keeps the passkey the browser created for a registration
 * challenge of this session, once its attestation verifies; recorded (and e-mailed) as a
 * security event in the same transaction. A refusal leaves the challenge unspent.
 */
export async function finishPasskeyRegistration(
  db: Database,
  { user, session }: SignedIn,
  request: PasskeyRegisterRequest,
  relyingParty: RelyingParty,
  client: ClientInfo,
): Promise<Passkey> {
  return db.transaction(async (tx) => {
    const challenge = await consumePasskeyChallenge(tx, request.challengeId, {
      purpose: 'register',
      sessionId: session.id,
    });
    if (challenge === null) throw challengeOver();
    const verification = await verifyRegistrationResponse({
      // The contract passes the browser's object through; the library checks its every field.
      response: request.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origins,
      expectedRPID: relyingParty.rpId,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) throw notAccepted();
    const { credential } = verification.registrationInfo;
    const [row] = await tx.query<PasskeyRow>(
      `INSERT INTO passkeys (id, user_id, credential_id, public_key, counter, transports, name)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (credential_id) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        randomUUID(),
        user.id,
        credential.id,
        credential.publicKey,
        credential.counter,
        credential.transports ?? [],
        request.name,
      ],
    );
    if (!row) throw new DomainError('conflict', 'passkey_already_added');
    await recordSecurityEvent(tx, user.id, client, {
      kind: 'passkey_added',
      detail: { name: row.name },
    });
    return toPasskey(row);
  });
}

/** `PUT /auth/passkeys/:id`: one of the user's own; any other id is `not_found`. */
export async function renamePasskey(
  db: Queryable,
  userId: string,
  id: string,
  name: string,
): Promise<Passkey> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.query<PasskeyRow>(
    `UPDATE passkeys SET name = $3 WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, name],
  );
  if (!row) throw notFound();
  return toPasskey(row);
}

/**
 * `DELETE /auth/passkeys/:id`: behind a step-up; another user's or an unknown id is
 * `not_found`. Recorded (and e-mailed) as a security event with the removal.
 */
export async function removePasskey(
  db: Database,
  signedIn: SignedIn,
  id: string,
  password: string | undefined,
  client: ClientInfo,
): Promise<void> {
  await requireRecentAuthentication(db, signedIn, password);
  if (!isUuid(id)) throw notFound();
  const userId = signedIn.user.id;
  await db.transaction(async (tx) => {
    const [removed] = await tx.query<{ name: string }>(
      'DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING name',
      [id, userId],
    );
    if (!removed) throw notFound();
    await recordSecurityEvent(tx, userId, client, {
      kind: 'passkey_removed',
      detail: { name: removed.name },
    });
  });
}

/**
 * A ceremony asking for a passkey with user verification: the user's own (`verify`), or any
 * discoverable one (`login`, allowCredentials empty: the browser offers what it has).
 */
async function startAssertion(
  db: Queryable,
  owner: ChallengePurpose,
  allowCredentials: { id: string; transports: string[] }[],
  relyingParty: RelyingParty,
): Promise<PasskeyCeremony> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty.rpId,
    allowCredentials,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  const challengeId = await createPasskeyChallenge(db, owner, options.challenge);
  return { challengeId, options: { ...options } };
}

/** `POST /auth/passkeys/verify/options`: `not_found` when the user has no passkey. */
export async function startPasskeyVerification(
  db: Queryable,
  { user, session }: SignedIn,
  relyingParty: RelyingParty,
): Promise<PasskeyCeremony> {
  const credentials = await credentialDescriptors(db, user.id);
  if (credentials.length === 0) throw new DomainError('not_found', 'passkey_none');
  return startAssertion(
    db,
    { purpose: 'verify', sessionId: session.id },
    credentials,
    relyingParty,
  );
}

/** `POST /auth/passkeys/login/options`: no account is named; anyone may ask. */
export const startPasskeySignIn = (db: Queryable, relyingParty: RelyingParty) =>
  startAssertion(db, { purpose: 'login' }, [], relyingParty);

/** The passkey an answer came from. */
export interface UsedPasskey {
  id: string;
  userId: string;
  name: string;
}

/**
 * What checking an answer found: `expired` — the challenge is not a live one of this purpose
 * and owner (used, expired, another session's or purpose's); `refused` — the credential is
 * unknown (or, for `userId`, another account's) or its signature, origin, RP ID or user
 * verification is wrong; `regressed` — verified, but its counter went backwards.
 */
export type AssertionOutcome =
  | { kind: 'accepted'; passkey: UsedPasskey }
  | { kind: 'expired' }
  | { kind: 'refused'; passkey: UsedPasskey | null }
  | { kind: 'regressed'; passkey: UsedPasskey };

/** The passkey `credentialId` names (of `userId` when given), locked for its counter. */
async function lockPasskey(
  tx: Queryable,
  credentialId: unknown,
  userId: string | null,
): Promise<PasskeyRow | null> {
  if (typeof credentialId !== 'string' || credentialId === '') return null;
  const [row] = await tx.query<PasskeyRow>(
    `SELECT ${COLUMNS} FROM passkeys
      WHERE credential_id = $1 AND ($2::uuid IS NULL OR user_id = $2::uuid)
      FOR UPDATE`,
    [credentialId, userId],
  );
  return row ?? null;
}

/**
 * Checks a passkey's answer to a challenge of `owner` and, when it is good, records the use
 * (counter and last_used_at). Run it inside the transaction of what it authorises: the
 * challenge is used up, and the counter moved, only if that commits. `userId` limits the
 * passkeys to one account's (a second factor); a sign-in leaves it null.
 */
export async function checkPasskeyAssertion(
  tx: Queryable,
  { challengeId, credential }: PasskeyAssertion,
  owner: ChallengePurpose,
  userId: string | null,
  relyingParty: RelyingParty,
): Promise<AssertionOutcome> {
  const challenge = await consumePasskeyChallenge(tx, challengeId, owner);
  if (challenge === null) return { kind: 'expired' };
  const row = await lockPasskey(tx, credential.id, userId);
  if (!row) return { kind: 'refused', passkey: null };
  const passkey = { id: row.id, userId: row.user_id, name: row.name };
  const verification = await verifyAuthenticationResponse({
    // The contract passes the browser's object through; the library checks its every field.
    response: credential as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: relyingParty.origins,
    expectedRPID: relyingParty.rpId,
    // Counter 0 turns the library's own counter check off: it would refuse a regression like
    // any bad answer, and a regression — on a verified signature only — must be told apart.
    credential: {
      id: row.credential_id,
      publicKey: new Uint8Array(row.public_key),
      counter: 0,
      transports: row.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return { kind: 'refused', passkey };
  const stored = Number(row.counter);
  const next = verification.authenticationInfo.newCounter;
  // An authenticator that keeps no counter sends 0 each time; one that does must go up.
  if ((next > 0 || stored > 0) && next <= stored) return { kind: 'regressed', passkey };
  await tx.query(
    'UPDATE passkeys SET counter = $2, last_used_at = clock_timestamp() WHERE id = $1',
    [row.id, next],
  );
  return { kind: 'accepted', passkey };
}

/** A regression goes into the security history, and so to the user's inbox and e-mail. */
export const recordCounterRegression = (tx: Queryable, passkey: UsedPasskey, client: ClientInfo) =>
  recordSecurityEvent(tx, passkey.userId, client, {
    kind: 'passkey_counter_regressed',
    detail: { name: passkey.name },
  });

/** What a passkey answering for a 2FA code is checked against: this session's challenges. */
export interface PasskeyAnswerContext {
  sessionId: string;
  relyingParty: RelyingParty;
}

/**
 * A passkey answering where a 2FA code is asked, inside the transaction of what it confirms:
 * nothing when it is the user's and answers a 'verify' challenge of this session; else
 * `forbidden` — never `unauthenticated`, which would end the session in the app. A regression
 * is handed to `onRegressed` before the refusal, since the refusal rolls the transaction back.
 */
export async function usePasskeyAnswer(
  tx: Queryable,
  userId: string,
  assertion: PasskeyAssertion,
  context: PasskeyAnswerContext,
  onRegressed: (passkey: UsedPasskey) => void,
): Promise<void> {
  const outcome = await checkPasskeyAssertion(
    tx,
    assertion,
    { purpose: 'verify', sessionId: context.sessionId },
    userId,
    context.relyingParty,
  );
  switch (outcome.kind) {
    case 'accepted':
      return;
    case 'expired':
      throw challengeOver();
    case 'refused':
      throw notAccepted();
    case 'regressed':
      onRegressed(outcome.passkey);
      throw new DomainError('forbidden', 'passkey_counter_regressed');
  }
}
